import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { callActionSchema } from '../../../core/api/calls';
import {
  actionToStep,
  blankStep,
  STEP_KINDS,
  stepToAction,
  type PlaceCallValues,
  type StepKind,
} from '../script-steps';
import { StepEditor } from './step-editor';

const scriptJsonSchema = z.array(callActionSchema).min(1).max(100);

/** The inline script: an ordered list of steps, also viewable and editable as JSON. */
export function ScriptEditor() {
  const { t } = useTranslation('calls');
  const { control, getValues, setValue, formState } = useFormContext<PlaceCallValues>();
  const steps = useFieldArray({ control, name: 'steps' });
  const [kindToAdd, setKindToAdd] = useState<StepKind>('talk');
  const [json, setJson] = useState<string | null>(null);
  const [jsonError, setJsonError] = useState<string | null>(null);

  const openJson = () => {
    setJson(JSON.stringify(getValues('steps').map(stepToAction), null, 2));
    setJsonError(null);
  };
  const applyJson = () => {
    try {
      const parsed = scriptJsonSchema.safeParse(JSON.parse(json ?? ''));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        setJsonError(
          t('script.jsonInvalid', { path: issue?.path.join('.') ?? '', message: issue?.message ?? '' }),
        );
        return;
      }
      setValue('steps', parsed.data.map(actionToStep), { shouldValidate: formState.isSubmitted });
      setJson(null);
    } catch {
      setJsonError(t('script.jsonUnreadable'));
    }
  };

  if (json !== null) {
    return (
      <Stack gap="xs">
        <Textarea
          label={t('script.json')}
          autosize
          minRows={8}
          ff="monospace"
          value={json}
          onChange={(event) => setJson(event.currentTarget.value)}
          error={jsonError}
        />
        <Group gap="sm">
          <Button onClick={applyJson}>{t('script.applyJson')}</Button>
          <Button variant="subtle" onClick={() => setJson(null)}>
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
