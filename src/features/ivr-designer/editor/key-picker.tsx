import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ivrKeySchema, type IvrKey } from '@/core/api/ivr-keypresses';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import { useKeyLabel } from '../flow/use-key-label';
import { keyOptions } from '../flow/key-options';

interface KeyPickerProps {
  menu: IvrMenu;
  /** The node the new key belongs to: the keys it already handles are marked. */
  nodeId: string;
  value: IvrKey;
  onChange: (key: IvrKey) => void;
  /** The dialog focuses this field when it opens (Mantine data-autofocus). */
  focusFirst?: boolean;
}

/** The key a new connection uses, worded for people (timeout, invalid), in both connect dialogs. */
export function KeyPicker({ menu, nodeId, value, onChange, focusFirst = false }: KeyPickerProps) {
  const { t } = useTranslation('ivr');
  const keyLabel = useKeyLabel();
  const used = new Set(menu.keys.filter((each) => each.nodeId === nodeId).map((each) => each.key));
  return (
    <NativeSelect
      label={t('editor.connect.key')}
      data={keyOptions(keyLabel, used, t('editor.connect.used'))}
      value={value}
      onChange={(event) => {
        const parsed = ivrKeySchema.safeParse(event.currentTarget.value);
        if (parsed.success) onChange(parsed.data);
      }}
      {...(focusFirst && { 'data-autofocus': true })}
    />
  );
}
