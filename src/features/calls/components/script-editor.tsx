import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { callActionSchema } from '@/core/api/calls';
import {
  actionToStep,
  blankStep,
  STEP_KINDS,
  stepToAction,
  type PlaceCallValues,
  type StepKind,
} from '../script-steps';
import { validationKeyOf } from '../form-errors';
import { readScriptJson } from '../script-json';
import { StepEditor } from './step-editor';

const scriptJsonSchema = z.array(callActionSchema).min(1).max(100);

/**
 * The inline script: an ordered list of steps, also viewable and editable as JSON. Both views edit one
 * value: while the JSON view is open its text is the script (a call sends it), and going back to the
 * steps reads it into them, refusing JSON that cannot be read.
 */
export function ScriptEditor() {
  const { t } = useTranslation('calls');
  const { control, getValues, setValue, setError, clearErrors, formState } =
    useFormContext<PlaceCallValues>();
  const steps = useFieldArray({ control, name: 'steps' });
  const [kindToAdd, setKindToAdd] = useState<StepKind>('talk');
  const json = useWatch({ control, name: 'scriptJson' });

  const openJson = () => {
    setValue('scriptJson', JSON.stringify(getValues('steps').map(stepToAction), null, 2));
    clearErrors('scriptJson');
  };
  const backToSteps = () => {
    const reading = readScriptJson(json ?? '');
    if (!reading.ok) {
      const message =
        reading.line === null
          ? t('script.jsonUnreadable')
          : t('script.jsonUnreadableAt', { line: reading.line, column: reading.column });
      setError('scriptJson', { type: 'validation', message });
      return;
    }
    const parsed = scriptJsonSchema.safeParse(reading.value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const [index, ...field] = issue?.path.map(String) ?? [];
      setError('scriptJson', {
        type: 'validation',
        message: t('script.jsonIssue', {
          step: index === undefined ? 1 : Number(index) + 1,
          field: field.length > 0 ? field.join('.') : 'action',
          message: issue ? t(`validation.${validationKeyOf(issue)}`) : '',
        }),
      });
      return;
    }
    setValue('steps', parsed.data.map(actionToStep), { shouldValidate: formState.isSubmitted });
    setValue('scriptJson', null);
    clearErrors('scriptJson');
  };

  if (json !== null) {
    return (
      <Stack gap="xs">
        <Textarea
          label={t('script.json')}
          description={t('script.jsonIsSent')}
          autosize
          minRows={8}
          ff="monospace"
          spellCheck={false}
          value={json}
          onChange={(event) => setValue('scriptJson', event.currentTarget.value)}
          error={formState.errors.scriptJson?.message}
        />
        <Group gap="sm">
          <Button variant="default" onClick={backToSteps}>
            {t('script.backToSteps')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      {steps.fields.length === 0 && <Text c="dimmed">{t('script.noSteps')}</Text>}
      {formState.errors.steps?.root?.message && (
        <Alert color="red">{formState.errors.steps.root.message}</Alert>
      )}
      <Stack
        component="ol"
        gap="sm"
        aria-label={t('script.label')}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {steps.fields.map((field, index) => (
          <Paper
            component="li"
            key={field.id}
            withBorder
            p="sm"
            aria-label={t('script.step', { number: index + 1, kind: t(`script.kinds.${field.action}`) })}
          >
            <Group justify="space-between" mb="xs">
              <Text fw={600}>
                {index + 1}. {t(`script.kinds.${getValues(`steps.${index}.action`)}`)}
              </Text>
              <Group gap={4}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('script.moveUp', { number: index + 1 })}
                  disabled={index === 0}
                  onClick={() => steps.move(index, index - 1)}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('script.moveDown', { number: index + 1 })}
                  disabled={index === steps.fields.length - 1}
                  onClick={() => steps.move(index, index + 1)}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('script.remove', { number: index + 1 })}
                  onClick={() => steps.remove(index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
            <StepEditor index={index} />
          </Paper>
        ))}
      </Stack>
      <Group gap="sm" align="flex-end">
        <Select
          label={t('script.kindToAdd')}
          w={200}
          data={STEP_KINDS.map((kind) => ({ value: kind, label: t(`script.kinds.${kind}`) }))}
          value={kindToAdd}
          onChange={(value) => setKindToAdd(value ?? 'talk')}
          allowDeselect={false}
        />
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => steps.append(blankStep(kindToAdd))}
        >
          {t('script.add')}
        </Button>
        <Button variant="subtle" onClick={openJson}>
          {t('script.editJson')}
        </Button>
      </Group>
    </Stack>
  );
}
