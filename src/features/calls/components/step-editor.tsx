import { Group, NumberInput, Select, TextInput, Textarea } from '@mantine/core';
import { Controller, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PlaceCallValues, StepValues } from '../script-steps';
import { GreetingFilePicker } from './greeting-file-picker';

type NumberField = 'speed' | 'loop' | 'maxDigits' | 'timeout';

/** The fields of one script step, for its kind. */
export function StepEditor({ index }: { index: number }) {
  const { t } = useTranslation('calls');
  const { register, control, formState } = useFormContext<PlaceCallValues>();
  const kind = useWatch({ control, name: `steps.${index}.action` });
  const errors = (formState.errors.steps?.[index] ?? {}) as Partial<Record<keyof StepValues, FieldError>>;
  const label = (field: string) => t(`script.fields.${field}` as 'script.fields.text');
  const numberField = (field: NumberField, min: number, max: number) => (
    <Controller
      control={control}
      name={`steps.${index}.${field}`}
      render={({ field: input }) => (
        <NumberInput
          label={label(field)}
          min={min}
          max={max}
          allowDecimal={false}
          w={130}
          value={input.value}
          onChange={(value) => input.onChange(typeof value === 'number' ? value : '')}
          error={errors[field]?.message}
        />
      )}
    />
  );
  switch (kind) {
    case 'talk':
      return (
        <Group align="flex-start" grow>
          <Textarea
            label={label('text')}
            autosize
            minRows={1}
            error={errors.text?.message}
            {...register(`steps.${index}.text`)}
          />
          <TextInput
            label={label('voice')}
            placeholder="hn_female"
            error={errors.voice?.message}
            {...register(`steps.${index}.voice`)}
          />
          {numberField('speed', -3, 3)}
          {numberField('loop', 1, 100)}
        </Group>
      );
    case 'play':
      return (
        <Group align="flex-start">
          <Controller
            control={control}
            name={`steps.${index}.fileName`}
            render={({ field }) => (
              <GreetingFilePicker
                label={label('fileName')}
                value={field.value}
                onChange={field.onChange}
                error={errors.fileName?.message}
              />
            )}
          />
          {numberField('loop', 1, 100)}
        </Group>
      );
    case 'input':
      return (
        <Group align="flex-start">
          <TextInput
            label={label('submitUrl')}
            w={300}
            error={errors.submitUrl?.message}
            {...register(`steps.${index}.submitUrl`)}
          />
          {numberField('maxDigits', 1, 32)}
          {numberField('timeout', 1, 60)}
          <Controller
            control={control}
            name={`steps.${index}.finishOnKey`}
            render={({ field }) => (
              <Select
                label={label('finishOnKey')}
                w={130}
                data={[{ value: '', label: t('script.none') }, '#', '*']}
                value={field.value}
                onChange={(value) => field.onChange(value ?? '')}
              />
            )}
          />
        </Group>
      );
    case 'record':
      return (
        <TextInput
          label={label('eventUrl')}
          w={300}
          error={errors.eventUrl?.message}
          {...register(`steps.${index}.eventUrl`)}
        />
      );
    case 'connect':
      return (
        <Group align="flex-start">
          <TextInput
            label={label('connectFrom')}
            error={errors.connectFrom?.message}
            {...register(`steps.${index}.connectFrom`)}
          />
          <Controller
            control={control}
            name={`steps.${index}.connectToType`}
            render={({ field }) => (
              <Select
                label={label('connectToType')}
                w={170}
                data={(['external', 'internal'] as const).map((value) => ({
                  value,
                  label: t(`party.${value}`),
                }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'external')}
                allowDeselect={false}
              />
            )}
          />
          <TextInput
            label={label('connectTo')}
            error={errors.connectTo?.message}
            {...register(`steps.${index}.connectTo`)}
          />
        </Group>
      );
  }
}
