import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Textarea, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { IvrDraft } from '@/core/api/ivr-designer-drafts';
import type { ValidationContext } from '@/core/api/ivr-designer-validation-context';
import { PUBLISH_NOTE_MAX } from '@/core/api/ivr-designer-publishes';
import { diffMenus, isEmptyDiff } from '@/core/ivr/diff/diff-menus';
import { hasBlockingProblems } from '@/core/ivr/validation/menu-problem';
import { validateMenu } from '@/core/ivr/validation/validate-menu';
import { DiffCanvas } from './diff-canvas';
import { DiffList } from './diff-list';
import { menuNodeNames } from './menu-names';
import { PathTestsSection } from './path-tests-section';
import { ProblemList } from './problem-list';

const noteFormSchema = z.object({ note: z.string().trim().max(PUBLISH_NOTE_MAX) });
type NoteForm = z.infer<typeof noteFormSchema>;

interface PublishReviewProps {
  draft: IvrDraft;
  context: ValidationContext;
  publishing: boolean;
  failure: string | null;
  onPublish: (note: string) => void;
  onCancel: () => void;
}

/** What publishing will change, what blocks it, how its paths test, and a note for the version it records. */
export function PublishReview({
  draft,
  context,
  publishing,
  failure,
  onPublish,
  onCancel,
}: PublishReviewProps) {
  const { t } = useTranslation('ivr');
  const { register, handleSubmit, formState } = useForm<NoteForm>({
    resolver: zodResolver(noteFormSchema),
    defaultValues: { note: '' },
  });
  // Memoized: the canvas lays out again whenever the diff object changes.
  const diff = useMemo(() => diffMenus(draft.base, draft.menu), [draft]);
  const problems = useMemo(
    () => validateMenu(draft.menu, { ...context, liveMenu: draft.base }),
    [draft, context],
  );
  const nodeName = useMemo(() => menuNodeNames(draft.menu, draft.base), [draft]);
  const blocked = hasBlockingProblems(problems);
  const nothingToPublish = isEmptyDiff(diff);
  return (
    <form onSubmit={(event) => void handleSubmit(({ note }) => onPublish(note))(event)} noValidate>
      <Stack>
        <Title order={3}>{t('publish.changesTitle')}</Title>
        <DiffList diff={diff} label={t('publish.changesTitle')} nodeName={nodeName} />
        {!nothingToPublish && <DiffCanvas menu={draft.menu} diff={diff} height={280} />}
        <ProblemList problems={problems} nodeName={nodeName} />
        <PathTestsSection treeId={draft.treeId} menu={draft.menu} nodeName={nodeName} />
        {blocked && <Alert color="red">{t('publish.blocked')}</Alert>}
        {failure && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {failure}
          </Alert>
        )}
        <Textarea
          label={t('publish.note')}
          description={t('publish.noteHint')}
          autosize
          minRows={2}
          error={formState.errors.note && t('publish.noteTooLong', { max: PUBLISH_NOTE_MAX })}
          {...register('note')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('publish.cancel')}
          </Button>
          <Button type="submit" loading={publishing} disabled={blocked || nothingToPublish}>
            {t('publish.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
