import type { z } from 'zod';
import type { Group, GroupInput } from '../../../src/core/api/groups';
import type { Page, PageQuery } from '../../../src/core/api/paging';
import type { createGroupBody, wireGroup } from '../../service-api/groups';
import {
  createGroupResponse,
  deleteGroupResponse,
  GROUPS_PATH,
  listGroupsResponse,
  updateGroupResponse,
} from '../../service-api/groups';
import { FIRST_PAGE, pagingParams, pathWithId, toPage } from './contact-center-wire';
import { resourceWrites } from './resource-writes';
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

    create(input: GroupInput): Promise<{ id: string }> {
      const json = groupInputToWire(input);
      return writes.create(
        'createGroup',
        json,
        async () => {
          const answer = await http.call({
            operation: 'createGroup',
            surface: 'base',
            method: 'POST',
            path: GROUPS_PATH,
            json,
            schema: createGroupResponse,
          });
          return { id: answer.groupID };
        },
        (group) => group.name === input.name,
        (group) => ({ id: group.id }),
      );
    },

    update(id: string, input: GroupInput): Promise<void> {
      const send = async () => {
        await http.call({
          operation: 'updateGroup',
          surface: 'base',
          method: 'PUT',
          path: pathWithId(GROUPS_PATH, id),
          json: groupInputToWire(input),
          schema: updateGroupResponse,
        });
      };
      return writes.update(id, send, (group) => group.name === input.name);
    },

    remove(id: string): Promise<void> {
      const send = async () => {
        await http.call({
          operation: 'deleteGroup',
          surface: 'base',
          method: 'DELETE',
          path: pathWithId(GROUPS_PATH, id),
          schema: deleteGroupResponse,
        });
      };
      return writes.remove(id, send);
    },
  };
  const writes = resourceWrites(
    http,
    () => listAll((query) => client.list(query)),
    (group: Group) => group.id,
  );
  return client;
}

export type GroupsClient = ReturnType<typeof groupsClient>;
