import type { FastifyInstance } from 'fastify';
import {
  createGroupRoutingBody,
  GROUP_ROUTINGS_PATH,
  listGroupRoutingsQuery,
  updateGroupRoutingBody,
} from '@server/service-api/group-routings';
import type { GroupRoutingRow } from '../../db/tables/contact-center';
import type { SandboxDeps } from '../../deps';
import { newId } from '../../ids';
import { CC_LIST_PAGING, readPage, totalPages } from '../../paging';
import { okMessage, okProject } from '../../reply';
import { R, SandboxError } from '../../result-codes';
import { parseInput } from '../../validate';
import { idParam } from '../params';

/** Which groups serve a queue. Queues have no endpoint in the spec, so any queue id is accepted. */
export function registerGroupRoutingRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db, config } = deps;
  const withProject = { project: config.projectId };
  const toWire = (row: GroupRoutingRow) => ({
    id: row.id,
    account: config.accountId,
    project: config.projectId,
    queue_id: row.queue_id,
    group_id: row.group_id,
    primary_group: row.primary_group,
  });

  app.post(GROUP_ROUTINGS_PATH, async (request) => {
    const body = parseInput(createGroupRoutingBody, request.body);
    const id = newId('GRT');
    await db.transaction().execute(async (trx) => {
      const group = await trx
        .selectFrom('agent_groups')
        .select('id')
        .where('id', '=', body.group_id)
        .executeTakeFirst();
      if (!group) throw new SandboxError(R.NOT_FOUND, `Group ${body.group_id} not found`, 200, withProject);
      const existing = await trx
        .selectFrom('group_routings')
        .select('id')
        .where('queue_id', '=', body.queue_id)
        .where('group_id', '=', body.group_id)
        .executeTakeFirst();
      if (existing) {
        const message = `Group ${body.group_id} already serves queue ${body.queue_id} (routing ${existing.id})`;
        throw new SandboxError(R.CONFLICT, message, 200, withProject);
      }
      await trx
        .insertInto('group_routings')
        .values({
          id,
          queue_id: body.queue_id,
          group_id: body.group_id,
          primary_group: body.primary_group,
          created: Date.now(),
        })
        .execute();
    });
    return okProject(config, { groupRoutingID: id });
  });

  app.get(GROUP_ROUTINGS_PATH, async (request) => {
    const { queue } = parseInput(listGroupRoutingsQuery, request.query);
    const { page, limit, offset } = readPage(request.query, CC_LIST_PAGING);
    const ofQueue = db.selectFrom('group_routings').where('queue_id', '=', queue);
    const { count } = await ofQueue
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await ofQueue
      .selectAll()
      .orderBy('created')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return okProject(config, {
      data: {
        totalCount: String(count),
        totalPages: totalPages(count, limit),
        currentPage: page,
        limit,
        groupRoutings: rows.map(toWire),
      },
    });
  });

  // The spec lets this answer go without `project`; the sandbox leaves it out, failures included.
  app.put(`${GROUP_ROUTINGS_PATH}/:id`, async (request) => {
    const id = idParam(request);
    const body = parseInput(updateGroupRoutingBody, request.body);
    const result = await db
      .updateTable('group_routings')
      .set({ primary_group: body.primary_group })
      .where('id', '=', id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new SandboxError(R.NOT_FOUND, 'Group routing not found');
    return okMessage({});
  });

  app.delete(`${GROUP_ROUTINGS_PATH}/:id`, async (request) => {
    const id = idParam(request);
    const result = await db.deleteFrom('group_routings').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) {
      throw new SandboxError(R.NOT_FOUND, 'Group routing not found', 200, withProject);
    }
    return okProject(config, {});
  });
}
