import { Autocomplete, Text } from '@mantine/core';
import type { KeyboardEvent, Ref } from 'react';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchesSearch } from '@/core/text/fold-for-search';
import { useEditorStore } from '../store/editor-store';

const MAX_RESULTS = 30;

/**
 * Find a node by name or prompt text, without minding case or diacritics ("lai suat" finds "Lãi suất").
 * Choosing one selects it and brings it into view; Enter with no option picked goes to the next match, and
 * the count of matches is shown beside the field.
 */
export const NodeSearch = memo(function NodeSearch({
  onChoose,
  inputRef,
}: {
  onChoose: (nodeId: string) => void;
  inputRef: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('ivr');
  const nodes = useEditorStore((state) => state.menu.nodes);
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(-1);
  const matches = useMemo(() => {
    if (query.trim() === '') return [];
    return nodes.filter((node) => matchesSearch(`${node.name}\n${node.playContent}`, query));
  }, [nodes, query]);
  const data = useMemo(
    () =>
      matches
        .slice(0, MAX_RESULTS)
        .map((node) => ({ value: node.id, label: `${node.name} · ${node.playContent.slice(0, 40)}` })),
    [matches],
  );
  const next = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || matches.length === 0) return;
    // An option picked with the arrows is the combobox's to submit.
    if (document.querySelector('[data-combobox-selected]')) return;
    event.preventDefault();
    const at = (shown + 1) % matches.length;
    setShown(at);
    const node = matches[at];
    if (node) onChoose(node.id);
  };
  const count =
    query.trim() === ''
      ? null
      : shown >= 0 && matches.length > 0
        ? t('editor.search.position', { at: shown + 1, count: matches.length })
        : t('editor.search.count', { count: matches.length });
  return (
    <>
      <Autocomplete
        ref={inputRef}
        aria-label={t('editor.search.label')}
        placeholder={t('editor.search.placeholder')}
        data={data}
        value={query}
        onChange={(value) => {
          setQuery(value);
          setShown(-1);
        }}
        onKeyDown={next}
        filter={({ options }) => options}
        onOptionSubmit={(nodeId) => {
          onChoose(nodeId);
          setQuery('');
          setShown(-1);
        }}
        w={260}
        size="xs"
      />
      {count !== null && (
        <Text size="xs" c="dimmed" role="status" aria-live="polite">
          {count}
        </Text>
      )}
    </>
  );
});
