import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IVR_NODE_SETTING_LIMITS } from '@/core/api/ivr-nodes';
import type { MenuNode } from '@/core/ivr/ivr-menu';
import { editorStore } from '../store/editor-store';
import { GreetingPicker } from './greeting-picker';
import type { NodeFormInput, NodeFormValues } from './node-form-schema';
import { nodeChanges, nodeFormSchema, nodeFormValuesOf } from './node-form-schema';
import { SpeakPreview } from './speak-preview';
import { TypedNumberInput } from './typed-number-input';

const L = IVR_NODE_SETTING_LIMITS;
type NumberField = 'speed' | 'loopCount' | 'delayMs' | 'keypressTimeoutSeconds';
const NUMBER_FIELDS: readonly { name: NumberField; min: number; max: number; step?: number }[] = [
  { name: 'loopCount', ...L.loopCount },
  { name: 'delayMs', ...L.delayMs, step: 100 },
  { name: 'keypressTimeoutSeconds', ...L.keypressTimeoutSeconds },
];

/** Edits a prompt node; a valid change goes to the store when a field is left or on Apply. */
export function NodeForm({ node, readOnly }: { node: MenuNode; readOnly: boolean }) {
  const { t } = useTranslation('ivr');
  const form = useForm<NodeFormInput, unknown, NodeFormValues>({
    resolver: zodResolver(nodeFormSchema),
    values: nodeFormValuesOf(node),
    // Someone else's edit of this node refreshes the form but never what this person is typing.
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
  const { register, control, handleSubmit, formState } = form;
  const { errors } = formState;
  const apply = handleSubmit((values) => {
    const changes = nodeChanges(node, values);
    if (Object.keys(changes).length > 0) editorStore.getState().updateNode(node.id, changes);
  });
  const error = (field: keyof NodeFormValues) => (errors[field] ? t(`panel.errors.${field}`) : undefined);
  const [playMode, playContent, speed] = useWatch({ control, name: ['playMode', 'playContent', 'speed'] });
  return (
    <form
      onSubmit={(event) => void apply(event)}
      onBlur={() => void apply()}
      noValidate
      aria-label={t('panel.nodeForm')}
    >
      <fieldset disabled={readOnly} className="ivr-panel__fieldset">
        <Stack gap="xs">
          <TextInput label={t('panel.name')} {...register('name')} error={error('name')} />
          <NativeSelect
            label={t('panel.playMode')}
            data={[
              { value: 'talk', label: t('canvas.modeTalk') },
              { value: 'play', label: t('canvas.modePlay') },
            ]}
            {...register('playMode')}
          />
          {playMode === 'talk' ? (
            <>
              <Textarea
                label={t('panel.text')}
                autosize
                minRows={3}
                {...register('playContent')}
                error={error('playContent')}
              />
              <TextInput label={t('panel.voice')} {...register('voice')} error={error('voice')} />
              <Controller
                control={control}
                name="speed"
                render={({ field }) => (
                  <TypedNumberInput
                    label={t('panel.speed')}
                    min={L.speed.min}
                    clampBehavior="none"
                    max={L.speed.max}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={error('speed')}
                  />
                )}
              />
              <SpeakPreview text={playContent} speed={Number(speed)} />
            </>
          ) : (
            <Controller
              control={control}
              name="playContent"
              render={({ field }) => (
                <GreetingPicker
                  value={field.value}
                  onChange={(name) => {
                    field.onChange(name);
                    void apply();
                  }}
                  error={error('playContent')}
                />
              )}
            />
          )}
          {NUMBER_FIELDS.map(({ name, min, max, step }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <TypedNumberInput
                  label={t(`panel.${name}`)}
                  min={min}
                  clampBehavior="none"
                  max={max}
                  step={step ?? 1}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={error(name)}
                />
              )}
            />
          ))}
          <Checkbox label={t('panel.bargeIn')} {...register('bargeIn')} />
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
