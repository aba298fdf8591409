import type { z } from 'zod';
import type {
  CreateGroupRoutingInput,
  GroupRouting,
  UpdateGroupRoutingInput,
} from '@/core/api/group-routings';
import type { Page, PageQuery } from '@/core/api/paging';
import type {
  createGroupRoutingBody,
  updateGroupRoutingBody,
  wireGroupRouting,
} from '../../service-api/group-routings';
import {
  createGroupRoutingResponse,
  deleteGroupRoutingResponse,
  GROUP_ROUTINGS_PATH,
  listGroupRoutingsResponse,
  updateGroupRoutingResponse,
} from '../../service-api/group-routings';
import { decodeWireCode, FIRST_PAGE, pagingParams, toPage } from './contact-center-wire';
import { reconciledWrites, type Place } from './resource-writes';
import type { ServiceHttp } from './service-http';
import { listAll } from './write-reconciliation';

/** primary_group is an Int flag here (1 = primary), in requests and answers alike. */
const PRIMARY: Record<number, 'primary' | 'secondary'> = { 1: 'primary', 0: 'secondary' };
const primaryToWire = (primary: boolean) => (primary ? 1 : 0);

export const groupRoutingFromWire = (wire: z.infer<typeof wireGroupRouting>): GroupRouting => ({
  id: wire.id,
  queueId: wire.queue_id,
  groupId: wire.group_id,
  primary: decodeWireCode(PRIMARY, wire.primary_group, 'primary_group', 'listGroupRoutings') === 'primary',
});

export const createGroupRoutingToWire = (
  input: CreateGroupRoutingInput,
): z.input<typeof createGroupRoutingBody> => ({
  queue_id: input.queueId,
  group_id: input.groupId,
  primary_group: primaryToWire(input.primary),
});

export const updateGroupRoutingToWire = (
  input: UpdateGroupRoutingInput,
): z.input<typeof updateGroupRoutingBody> => ({ primary_group: primaryToWire(input.primary) });

/** The queue a routing serves, when the caller knows it. */
export type RoutingPlace = { queueId?: Place<string> };

export function groupRoutingsClient(http: ServiceHttp) {
  const client = {
    /** The groups serving one queue. */
    async list(queueId: string, query: PageQuery = FIRST_PAGE): Promise<Page<GroupRouting>> {
      const { data } = await http.call({
        operation: 'listGroupRoutings',
        surface: 'base',
        method: 'GET',
        path: GROUP_ROUTINGS_PATH,
        query: { queue: queueId, ...pagingParams(query) },
        schema: listGroupRoutingsResponse,
      });
      return toPage(data, data.totalCount, data.groupRoutings, groupRoutingFromWire);
    },

    create(input: CreateGroupRoutingInput): Promise<{ id: string }> {
      return writes.create(
        {
          operation: 'createGroupRouting',
          json: createGroupRoutingToWire(input),
          schema: createGroupRoutingResponse,
        },
        {
          scope: input.queueId,
          answer: (answer) => ({ id: answer.groupRoutingID }),
          made: (routing) => routing.groupId === input.groupId && routing.primary === input.primary,
          result: (routing) => ({ id: routing.id }),
        },
      );
    },

    /**
     * Routings are listed one queue at a time: a lost answer is settled by listing `where.queueId` (the
     * read model knows it); without it the outcome stays unknown.
     */
    update(id: string, input: UpdateGroupRoutingInput, where: RoutingPlace = {}): Promise<void> {
      return writes.update(
        id,
        {
          operation: 'updateGroupRouting',
          json: updateGroupRoutingToWire(input),
          schema: updateGroupRoutingResponse,
        },
        { scope: where.queueId, applied: (routing) => routing.primary === input.primary },
      );
    },

    remove(id: string, where: RoutingPlace = {}): Promise<void> {
      return writes.remove(
        id,
        { operation: 'deleteGroupRouting', schema: deleteGroupRoutingResponse },
        { scope: where.queueId },
      );
    },
  };
  const writes = reconciledWrites(http, {
    surface: 'base',
    path: GROUP_ROUTINGS_PATH,
    list: (queueId: string | undefined) =>
      queueId === undefined ? Promise.resolve(undefined) : listAll((query) => client.list(queueId, query)),
    idOf: (routing: GroupRouting) => routing.id,
  });
  return client;
}

export type GroupRoutingsClient = ReturnType<typeof groupRoutingsClient>;
