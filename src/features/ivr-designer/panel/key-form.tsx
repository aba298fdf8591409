import { Button, Group, NativeSelect, Stack, Textarea } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MenuKey } from '@/core/ivr/ivr-menu';
import { useKeyLabel } from '../flow/use-key-label';
import { editorStore, useEditorStore } from '../store/editor-store';
import { keyOptions } from '../flow/key-options';
import type { KeyChange, KeyFormField, KeyFormValues } from './key-form-schema';
import { ACTION_KINDS, keyFormResolver, keyFormValuesOf } from './key-form-schema';
import { ForwardNumberInput } from './forward-number-input';
import { QueuePicker } from './queue-picker';

const sameAction = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Edits a key: which key it is and what it does; a valid change goes to the store on leave or Apply. */
export function KeyForm({ menuKey, readOnly }: { menuKey: MenuKey; readOnly: boolean }) {
  const { t } = useTranslation('ivr');
  const keyLabel = useKeyLabel();
  const nodes = useEditorStore((state) => state.menu.nodes);
  const siblings = useEditorStore((state) => state.menu.keys);
  const used = new Set(
    siblings.filter((key) => key.nodeId === menuKey.nodeId && key.id !== menuKey.id).map((key) => key.key),
  );
  const { register, handleSubmit, control, formState } = useForm<KeyFormValues, unknown, KeyChange>({
    resolver: keyFormResolver,
    values: keyFormValuesOf(menuKey),
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
  const { errors } = formState;
  const apply = handleSubmit((change) => {
    if (change.key === menuKey.key && sameAction(change.action, menuKey.action)) return;
    editorStore.getState().updateKey(menuKey.id, change);
  });
  const error = (field: KeyFormField) => (errors[field] ? t(`panel.errors.${field}`) : undefined);
  const kind = useWatch({ control, name: 'kind' });
  const from = nodes.find((node) => node.id === menuKey.nodeId);
  return (
    <form
      onSubmit={(event) => void apply(event)}
      onBlur={() => void apply()}
      noValidate
      aria-label={t('panel.keyForm')}
    >
      <fieldset disabled={readOnly} className="ivr-panel__fieldset">
        <Stack gap="xs">
          {from && <div>{t('panel.keyOf', { name: from.name })}</div>}
          <NativeSelect
            label={t('panel.key')}
            data={keyOptions(keyLabel, used, t('editor.connect.used'))}
            {...register('key')}
            error={error('key')}
          />
          <NativeSelect
            label={t('panel.action')}
            data={ACTION_KINDS.map((value) => ({ value, label: t(`panel.actions.${value}`) }))}
            {...register('kind')}
          />
          {kind === 'node' && (
            <NativeSelect
              label={t('panel.nextNode')}
              data={[
                { value: '', label: t('panel.chooseNode') },
                ...nodes.map((node) => ({ value: node.id, label: node.name || node.id })),
              ]}
              {...register('nextNodeId')}
              error={error('nextNodeId')}
            />
          )}
          {kind === 'queue' && (
            <Controller
              control={control}
              name="queueId"
              render={({ field }) => (
                <QueuePicker
                  label={t('panel.queueId')}
                  value={field.value}
                  onChange={field.onChange}
                  onPick={() => void apply()}
                  onBlur={field.onBlur}
                  error={error('queueId')}
                />
              )}
            />
          )}
          {kind === 'forward' && (
            <>
              <Controller
                control={control}
                name="toPhoneNumber"
                render={({ field }) => (
                  <ForwardNumberInput
                    label={t('panel.toPhoneNumber')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={error('toPhoneNumber')}
                  />
                )}
              />
              <Controller
                control={control}
                name="callerId"
                render={({ field }) => (
                  <ForwardNumberInput
                    label={t('panel.callerId')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={error('callerId')}
                  />
                )}
              />
            </>
          )}
          {kind === 'sms' && (
            <Textarea
              label={t('panel.smsText')}
              autosize
              minRows={2}
              {...register('smsText')}
              error={error('smsText')}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" size="xs">
              {t('panel.apply')}
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}
