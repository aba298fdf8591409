import { beforeAll, describe, expect, it } from 'vitest';
import { ivrTexts, type IvrTexts } from '../test-support/ivr-texts';
import type { QueueOverview } from '@/core/api/queues-overview';
import { groupLabels } from '@/api/groups/group-labels';
import { agentCountsOf, servingGroupsText } from './queue-choices';

let texts: IvrTexts;

beforeAll(async () => {
  texts = await ivrTexts();
});

const queue = (groups: QueueOverview['groups']): QueueOverview => ({
  queueId: 'QUEUE_KY_THUAT',
  sources: ['routing'],
  groups,
  unserved: groups.length === 0,
});
const counts = agentCountsOf([
  { id: 'g1', name: 'Kỹ thuật', agentCount: 5 },
  { id: 'g2', name: 'Thẻ', agentCount: 1 },
  { id: 'g3', name: 'Mới', agentCount: null },
]);

describe('servingGroupsText', () => {
  it('names each group with its agents, the primary first as the overview gives it', () => {
    const served = queue([
      { routingId: 'r1', groupId: 'g1', groupName: 'Kỹ thuật', primary: true },
      { routingId: 'r2', groupId: 'g2', groupName: 'Thẻ', primary: false },
      { routingId: 'r3', groupId: 'g3', groupName: 'Mới', primary: false },
    ]);
    expect(servingGroupsText(texts.vi, served, counts)).toBe(
      'Kỹ thuật (5 tư vấn viên) – nhóm chính, Thẻ (1 tư vấn viên), Mới',
    );
    expect(servingGroupsText(texts.en, served, counts)).toBe(
      'Kỹ thuật (5 agents) – primary group, Thẻ (1 agent), Mới',
    );
  });

  it('says when no group serves the queue, and names a group that is gone', () => {
    expect(servingGroupsText(texts.en, queue([]), counts)).toBe('No group serves it yet');
    const gone = queue([{ routingId: 'r9', groupId: 'g9', groupName: null, primary: true }]);
    expect(servingGroupsText(texts.vi, gone, counts)).toBe('nhóm đã bị xoá – nhóm chính');
  });

  it('tells two groups of one name apart by their ids', () => {
    const labels = groupLabels([
      { id: 'g1', name: 'Kỹ thuật', agentCount: 5 },
      { id: 'g4', name: 'Kỹ thuật', agentCount: 2 },
      { id: 'g2', name: 'Thẻ', agentCount: 1 },
    ]);
    const served = queue([
      { routingId: 'r1', groupId: 'g1', groupName: 'Kỹ thuật', primary: false },
      { routingId: 'r4', groupId: 'g4', groupName: 'Kỹ thuật', primary: false },
      { routingId: 'r2', groupId: 'g2', groupName: 'Thẻ', primary: false },
    ]);
    expect(servingGroupsText(texts.en, served, counts, (id) => labels.get(id))).toBe(
      'Kỹ thuật (g1) (5 agents), Kỹ thuật (g4), Thẻ (1 agent)',
    );
  });
});
