import type { z } from 'zod';
import type { Group, GroupInput } from '@/core/api/groups';
import type { Page, PageQuery } from '@/core/api/paging';
import type { createGroupBody, wireGroup } from '../../service-api/groups';
import {
  createGroupResponse,
  deleteGroupResponse,
  GROUPS_PATH,
  listGroupsResponse,
  updateGroupResponse,
} from '../../service-api/groups';
import { FIRST_PAGE, pagingParams, toPage } from './contact-center-wire';
import { reconciledWrites, type CreateOptions } from './resource-writes';
import type { ServiceHttp } from './service-http';
import { listAll } from './write-reconciliation';

export const groupFromWire = (wire: z.infer<typeof wireGroup>): Group => ({
  id: wire.id,
  name: wire.name,
  agentCount: wire.number_of_agent ?? null,
});

export const groupInputToWire = (input: GroupInput): z.input<typeof createGroupBody> => ({
  name: input.name,
});

export function groupsClient(http: ServiceHttp) {
  const client = {
    async list(query: PageQuery = FIRST_PAGE): Promise<Page<Group>> {
      const { data } = await http.call({
        operation: 'listGroups',
        surface: 'base',
        method: 'GET',
        path: GROUPS_PATH,
        query: pagingParams(query),
        schema: listGroupsResponse,
      });
      return toPage(data, data.totalGroups, data.groups, groupFromWire);
    },

    create(input: GroupInput, options: CreateOptions = {}): Promise<{ id: string }> {
      return writes.create(
        { operation: 'createGroup', json: groupInputToWire(input), schema: createGroupResponse },
        {
          ...options,
          answer: (answer) => ({ id: answer.groupID }),
          made: (group) => group.name === input.name,
          result: (group) => ({ id: group.id }),
        },
      );
    },

    update(id: string, input: GroupInput): Promise<void> {
      return writes.update(
        id,
        { operation: 'updateGroup', json: groupInputToWire(input), schema: updateGroupResponse },
        { applied: (group) => group.name === input.name },
      );
    },

    remove(id: string): Promise<void> {
      return writes.remove(id, { operation: 'deleteGroup', schema: deleteGroupResponse });
    },
  };
  const writes = reconciledWrites(http, {
    surface: 'base',
    path: GROUPS_PATH,
    list: () => listAll((query) => client.list(query)),
    idOf: (group: Group) => group.id,
  });
  return client;
}

export type GroupsClient = ReturnType<typeof groupsClient>;
