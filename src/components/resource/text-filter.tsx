import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface TextFilterProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** The BFF searches every row (no accents needed), not only the page on screen. */
  everyRow?: boolean;
}

/** Search (every row, or within the page on screen); written to the address a moment after typing stops. */
export function TextFilter({ value, onChange, everyRow = false }: TextFilterProps) {
  const { t } = useTranslation('resources');
  const [text, setText] = useState(value ?? '');
  const commit = useDebouncedCallback((next: string) => onChange(next.trim() || undefined), 250);
  const change = (next: string) => {
    setText(next);
    commit(next);
  };
  return (
    <TextInput
      label={everyRow ? t('table.searchAll') : t('table.search')}
      description={everyRow ? t('table.searchAllHint') : t('table.searchHint')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      rightSection={
        text ? <CloseButton aria-label={t('table.clearSearch')} onClick={() => change('')} /> : null
      }
      maw={360}
    />
  );
}
