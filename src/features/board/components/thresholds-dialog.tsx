import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardAgent, BoardGroup } from '@/core/board/board-snapshot';
import { boardThresholdsSchema, type BoardThresholds } from '@/core/board/thresholds';
import { isApiError } from '@/lib/api-error';
import { useDescribeError } from '@/lib/use-describe-error';
import { useSaveThresholds } from '../api/save-thresholds';
import { thresholdErrorOf } from '../threshold-errors';

type NumberPath =
  | ['answeredPercent', 'amberBelow' | 'redBelow']
  | ['callWaitingSeconds' | 'chatWaitingSeconds', 'amberOver' | 'redOver'];

const NUMBER_FIELDS: NumberPath[] = [
  ['answeredPercent', 'amberBelow'],
  ['answeredPercent', 'redBelow'],
  ['callWaitingSeconds', 'amberOver'],
  ['callWaitingSeconds', 'redOver'],
  ['chatWaitingSeconds', 'amberOver'],
  ['chatWaitingSeconds', 'redOver'],
];

/** The lead's thresholds: checked with the same rules as the BFF before saving, errors by field. */
export function ThresholdsDialog({
  initial,
  agents,
  groups,
  onClose,
}: {
  initial: BoardThresholds;
  agents: BoardAgent[];
  groups: BoardGroup[];
  onClose: () => void;
}) {
  const { t } = useTranslation('board');
  const describeError = useDescribeError();
  const saving = useSaveThresholds();
  const [draft, setDraft] = useState<BoardThresholds>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setNumber = ([section, field]: NumberPath, value: string | number) => {
    const number = value === '' ? null : Number(value);
    setDraft((current) => ({ ...current, [section]: { ...current[section], [field]: number } }));
  };

  const submit = () => {
    const parsed = boardThresholdsSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => {
            const error = thresholdErrorOf(issue);
            return [issue.path.join('.'), t(`thresholds.errors.${error.reason}`, error)];
          }),
        ),
      );
      return;
    }
    setErrors({});
    saving.mutate(parsed.data, {
      onSuccess: onClose,
      onError: (error) => {
        if (isApiError(error)) setErrors(error.fieldErrors);
      },
    });
  };

  return (
    <Modal opened onClose={onClose} title={t('thresholds.title')} size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('thresholds.intro')}</Text>
          {NUMBER_FIELDS.map((path) => {
            const key = path.join('.');
            const value = (draft[path[0]] as Record<string, number | null>)[path[1]];
            return (
              <NumberInput
                key={key}
                label={t(
                  `thresholds.fields.${path[0]}.${path[1]}` as 'thresholds.fields.answeredPercent.amberBelow',
                )}
                description={t('thresholds.emptyIsOff')}
                value={value ?? ''}
                onChange={(next) => setNumber(path, next)}
                error={errors[key] ? t('thresholds.invalid', { reason: errors[key] }) : undefined}
                allowDecimal={path[0] === 'answeredPercent'}
              />
            );
          })}
          <Select
            label={t('thresholds.noAgentAvailable')}
            value={draft.noAgentAvailableInGroup}
            allowDeselect={false}
            onChange={(value) =>
              value &&
              setDraft({
                ...draft,
                noAgentAvailableInGroup: value,
              })
            }
            data={(['off', 'amber', 'red'] as const).map((level) => ({
              value: level,
              label: t(`thresholds.level.${level}`),
            }))}
          />
          <Switch
            label={t('thresholds.sound')}
            checked={draft.sound}
            onChange={(event) => setDraft({ ...draft, sound: event.currentTarget.checked })}
          />
          <Text fw={600}>{t('thresholds.members')}</Text>
          <Text size="sm">{t('thresholds.membersHint')}</Text>
          {groups.map((group) => (
            <MultiSelect
              key={group.id}
              label={group.name}
              searchable
              data={agents.map((agent) => ({ value: agent.id, label: agent.name }))}
              value={draft.groupMembers[group.id] ?? []}
              onChange={(ids) =>
                setDraft({ ...draft, groupMembers: { ...draft.groupMembers, [group.id]: ids } })
              }
            />
          ))}
          {saving.isError && !isApiError(saving.error) && (
            <Alert color="red" role="alert">
              {describeError(saving.error)}
            </Alert>
          )}
          {Object.keys(errors).length > 0 && (
            <Alert color="red" role="alert">
              {t('thresholds.fix')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('thresholds.cancel')}
            </Button>
            <Button type="submit" loading={saving.isPending}>
              {t('thresholds.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
