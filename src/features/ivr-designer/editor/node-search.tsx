import { Autocomplete } from '@mantine/core';
import type { Ref } from 'react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorStore } from '../store/editor-store';

const MAX_RESULTS = 30;

/** Find a node by name or prompt text; choosing one selects it and brings it into view. */
export function NodeSearch({
  onChoose,
  inputRef,
}: {
  onChoose: (nodeId: string) => void;
  inputRef: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('ivr');
  const nodes = useEditorStore((state) => state.menu.nodes);
  const [query, setQuery] = useState('');
  const data = useMemo(() => {
    const wanted = query.trim().toLowerCase();
    if (wanted === '') return [];
    const found = nodes.filter(
      (node) => node.name.toLowerCase().includes(wanted) || node.playContent.toLowerCase().includes(wanted),
    );
    return found
      .slice(0, MAX_RESULTS)
      .map((node) => ({ value: node.id, label: `${node.name} · ${node.playContent.slice(0, 40)}` }));
  }, [nodes, query]);
  return (
    <Autocomplete
      ref={inputRef}
      aria-label={t('editor.search.label')}
      placeholder={t('editor.search.placeholder')}
      data={data}
      value={query}
      onChange={setQuery}
      filter={({ options }) => options}
      onOptionSubmit={(nodeId) => {
        onChoose(nodeId);
        setQuery('');
      }}
      w={260}
      size="xs"
    />
  );
}
