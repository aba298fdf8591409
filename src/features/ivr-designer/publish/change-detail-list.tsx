import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChangeDetail } from './change-details';
import type { WordRun } from './word-diff';
import './change-details.css';

/** One side of a prompt: its whole text, the words only this side has marked as removed or inserted. */
function WordSide({ runs, mark }: { runs: readonly WordRun[]; mark: 'del' | 'ins' }) {
  const { t } = useTranslation('ivr');
  const Mark = mark;
  if (runs.length === 0) return <>{t('publish.diff.values.empty')}</>;
  return (
    <>
      {runs.map((run, index) =>
        run.changed ? (
          <Mark key={index} className={`ivr-diff__${mark}`}>
            {run.text}
          </Mark>
        ) : (
          <span key={index}>{run.text}</span>
        ),
      )}
    </>
  );
}

function Detail({ detail }: { detail: ChangeDetail }) {
  const { t } = useTranslation('ivr');
  if (detail.kind === 'values') {
    return (
      <Text span size="sm">
        {t('publish.diff.fromTo', { field: detail.label, before: detail.before, after: detail.after })}
      </Text>
    );
  }
  return (
    <div>
      <Text size="sm">{t('publish.diff.wordsOf', { field: detail.label })}</Text>
      <Text size="sm" className="ivr-diff__side">
        {t('publish.diff.before')} <WordSide runs={detail.words.before} mark="del" />
      </Text>
      <Text size="sm" className="ivr-diff__side">
        {t('publish.diff.after')} <WordSide runs={detail.words.after} mark="ins" />
      </Text>
    </div>
  );
}

/** Under a changed node or key: each changed field, old → new; a spoken prompt word by word. */
export function ChangeDetailList({ details, label }: { details: readonly ChangeDetail[]; label: string }) {
  return (
    <List aria-label={label} size="sm" withPadding listStyleType="none">
      {details.map((detail) => (
        <List.Item key={detail.field}>
          <Detail detail={detail} />
        </List.Item>
      ))}
    </List>
  );
}
