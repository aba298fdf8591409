import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { objectId } from '@/core/api/field-rules';
import {
  copiedListFilterSchema,
  refreshInputSchema,
  refreshResultSchema,
  type CopiedList,
  type RefreshableList,
} from '@/core/api/read-model';
import { can, type Permission } from '@/core/permissions';
import { roleSchema } from '@/core/roles';
import { sessionOf } from '../plugins/authentication';
import { requirePermission } from '../plugins/authorization';
import { forbidden } from '../problem';
import { CSV_COLUMNS } from '../read-model/csv-columns';
import { knownQueueIds } from '../read-model/known-queues';
import { csvOf, type CsvCell } from './jobs/csv';
import { problemResponses } from './route-schemas';

/** The permission that reads each copied list: refreshing or exporting it needs the same. */
const READ_PERMISSION: Record<RefreshableList, Permission> = {
  agents: 'agents:read',
  groups: 'groups:read',
  routings: 'routing:read',
  blacklist: 'blacklist:read',
  'sip-accounts': 'sip:read',
  'sip-phones': 'sip:read',
  greetings: 'greetings:read',
  'ivr-trees': 'ivr:read',
  'ivr-nodes': 'ivr:read',
};

/** Where each table's export lives, beside its list. */
const EXPORTS: Array<{ list: Exclude<CopiedList, 'routings'>; path: string; file: string; tag: string }> = [
  { list: 'agents', path: '/agents/export.csv', file: 'agents.csv', tag: 'Agents' },
  { list: 'groups', path: '/groups/export.csv', file: 'groups.csv', tag: 'Groups' },
  { list: 'blacklist', path: '/blacklist/export.csv', file: 'blacklist.csv', tag: 'Blacklist' },
  { list: 'sip-accounts', path: '/sip-accounts/export.csv', file: 'sip-accounts.csv', tag: 'SIP accounts' },
  { list: 'sip-phones', path: '/sip-phones/export.csv', file: 'sip-phones.csv', tag: 'SIP phones' },
  { list: 'greetings', path: '/greetings/export.csv', file: 'greetings.csv', tag: 'Greeting files' },
  { list: 'ivr-trees', path: '/ivr/trees/export.csv', file: 'ivr-trees.csv', tag: 'IVR' },
];

function requireReadOf(request: FastifyRequest, lists: RefreshableList[]) {
  const role = roleSchema.safeParse(sessionOf(request).user.role);
  for (const list of lists) {
    const permission = READ_PERMISSION[list];
    if (!role.success || !can(role.data, permission))
      throw forbidden(`Your role may not do this (${permission}).`);
  }
}

/** POST /api/read-model/refresh, and GET …/export.csv of every admin table (the filtered rows, in order). */
export function registerReadModelRoutes(api: FastifyInstance) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { services } = api;

  routes.post(
    '/read-model/refresh',
    {
      schema: {
        tags: ['Read model'],
        summary: 'Re-read lists from the service now',
        description:
          'Each list named is read whole from the service before the answer (`routings` without a queueId: ' +
          'the routings of every known queue; `ivr-nodes`: the nodes of every tree the copy holds, so name ' +
          '`ivr-trees` before it to read the trees first, and its freshness is that of the oldest). A list ' +
          'that fails keeps its last good copy, and its `freshness.refreshFailedAt` says so. Needs the read ' +
          'permission of each list.',
        body: refreshInputSchema,
        response: { 200: refreshResultSchema, ...problemResponses(400, 403) },
      },
    },
    async (request) => {
      const { lists, queueId } = request.body;
      requireReadOf(request, lists);
      const model = services.readModel;
      const results = [];
      for (const list of lists) {
        if (list === 'ivr-nodes') {
          results.push({ list, freshness: (await model.nodesOfEveryTree(true)).freshness });
          continue;
        }
        const parents =
          list !== 'routings' ? [''] : queueId ? [queueId] : await knownQueueIds(model, services.appDb.db);
        for (const parent of parents) await model.refresh(list, parent).catch(() => undefined);
        results.push({
          list,
          freshness: await model.freshness(list, list === 'routings' ? (queueId ?? '') : ''),
        });
      }
      return { lists: results };
    },
  );

  for (const { list, path, file, tag } of EXPORTS) {
    routes.get(
      path,
      {
        onRequest: requirePermission(READ_PERMISSION[list]),
        schema: {
          tags: [tag],
          summary: `Every ${list} row matching the search, in the order asked, as CSV (UTF-8 with a BOM)`,
          querystring: copiedListFilterSchema(list),
          response: { 200: z.unknown().describe('text/csv'), ...problemResponses(400, 403) },
        },
      },
      async (request, reply) => {
        const { rows } = await services.readModel.rows(list, '', request.query);
        const columns = CSV_COLUMNS[list] as Array<[string, (item: unknown) => CsvCell]>;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file}"`)
          .header('cache-control', 'no-store')
          .send(csvOf(columns, rows));
      },
    );
  }

  routes.get(
    '/queues/:queueId/groups/export.csv',
    {
      onRequest: requirePermission('routing:read'),
      schema: {
        tags: ['Queue routing'],
        summary: 'The groups serving a queue as CSV (UTF-8 with a BOM)',
        params: z.object({ queueId: objectId('Queue') }),
        querystring: copiedListFilterSchema('routings'),
        response: { 200: z.unknown().describe('text/csv'), ...problemResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const [{ rows }, groups] = await Promise.all([
        services.readModel.rows('routings', request.params.queueId, request.query),
        services.readModel.rows('groups', '', { sort: 'name', order: 'asc' }),
      ]);
      // A lead reads the groups by name; the id stays for tools that match them.
      const names = new Map(groups.rows.map((group) => [group.id, group.name]));
      const columns: Array<[string, (routing: (typeof rows)[number]) => CsvCell]> = [
        ...CSV_COLUMNS.routings,
        ['group_name', (routing) => names.get(routing.groupId) ?? ''],
      ];
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="queue-groups.csv"')
        .header('cache-control', 'no-store')
        .send(csvOf(columns, rows));
    },
  );
}
