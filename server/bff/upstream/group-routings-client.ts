import type { z } from 'zod';
import type {
  CreateGroupRoutingInput,
  GroupRouting,
  UpdateGroupRoutingInput,
} from '../../../src/core/api/group-routings';
import type { Page, PageQuery } from '../../../src/core/api/paging';
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
import { decodeWireCode, FIRST_PAGE, pagingParams, pathWithId, toPage } from './contact-center-wire';
import { resourceWrites } from './resource-writes';
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

    /** A lost answer is settled by listing the queue's groups (an update or delete, by id alone, cannot). */
    create(input: CreateGroupRoutingInput): Promise<{ id: string }> {
      const json = createGroupRoutingToWire(input);
      const send = async () => {
        const answer = await http.call({
          operation: 'createGroupRouting',
          surface: 'base',
          method: 'POST',
          path: GROUP_ROUTINGS_PATH,
          json,
          schema: createGroupRoutingResponse,
        });
        return { id: answer.groupRoutingID };
      };
      const writes = resourceWrites(
        http,
        () => listAll((query) => client.list(input.queueId, query)),
        (routing: GroupRouting) => routing.id,
      );
      return writes.create(
        'createGroupRouting',
        json,
        send,
        (routing) => routing.groupId === input.groupId && routing.primary === input.primary,
        (routing) => ({ id: routing.id }),
      );
    },

    async update(id: string, input: UpdateGroupRoutingInput): Promise<void> {
      await http.call({
        operation: 'updateGroupRouting',
        surface: 'base',
        method: 'PUT',
        path: pathWithId(GROUP_ROUTINGS_PATH, id),
        json: updateGroupRoutingToWire(input),
        schema: updateGroupRoutingResponse,
      });
    },

    async remove(id: string): Promise<void> {
      await http.call({
        operation: 'deleteGroupRouting',
        surface: 'base',
        method: 'DELETE',
        path: pathWithId(GROUP_ROUTINGS_PATH, id),
        schema: deleteGroupRoutingResponse,
      });
    },
  };
  return client;
}

export type GroupRoutingsClient = ReturnType<typeof groupRoutingsClient>;
