import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useCanvasText } from '../canvas-text';
import { useZoomBand } from '../zoom-band';
import { useEveryGroup } from '@/api/groups/get-groups';
import { useEveryQueueGroup } from '@/api/queues/get-queue-groups';
import type { QueueFlowNode } from '../../flow/flow-types';
import { KeyCaption } from './key-caption';
import { CardFrame } from './card-frame';

/** The groups serving the queue, primary first, with their agent counts. */
function QueueGroups({ queueId }: { queueId: string }) {
  const t = useCanvasText();
  const routings = useEveryQueueGroup(queueId);
  const groups = useEveryGroup(routings.isSuccess);
  if (routings.isPending) return <div className="ivr-card__muted">{t('canvas.loadingGroups')}</div>;
  if (routings.isError) return <div className="ivr-card__muted">{t('canvas.groupsUnavailable')}</div>;
  if (routings.data.length === 0) return <div className="ivr-card__warn">{t('canvas.noGroups')}</div>;
  const byId = new Map((groups.data ?? []).map((group) => [group.id, group]));
  const sorted = [...routings.data].sort((a, b) => Number(b.primary) - Number(a.primary));
  return (
    <ul className="ivr-card__list">
      {sorted.map((routing) => {
        const group = byId.get(routing.groupId);
        return (
          <li key={routing.id}>
            {group?.name ?? routing.groupId}
            {routing.primary && ` · ${t('canvas.primary')}`}
            {group?.agentCount != null && ` · ${t('canvas.agents', { count: group.agentCount })}`}
          </li>
        );
      })}
    </ul>
  );
}

function QueueNodeCard({ data, selected }: NodeProps<QueueFlowNode>) {
  const t = useCanvasText();
  const { queueId } = data.action;
  // The groups are read (and drawn) only close up, where they can be read.
  const full = useZoomBand() === 'full';
  return (
    <CardFrame
      kind="queue"
      problem={data.problem}
      highlight={data.highlight}
      selected={selected}
      hasOutput={false}
    >
      <KeyCaption label={t('canvas.queue')} />
      <strong className="ivr-card__title">{queueId || t('canvas.noQueue')}</strong>
      {full && queueId && <QueueGroups queueId={queueId} />}
    </CardFrame>
  );
}

export const QueueNode = memo(QueueNodeCard);
