import type { FastifyInstance } from 'fastify';
import { createGroupBody, GROUPS_PATH, updateGroupBody } from '@server/service-api/groups';
import type { GroupRow } from '../../db/tables/contact-center';
import type { SandboxDeps } from '../../deps';
import { newId } from '../../ids';
import { CC_LIST_PAGING, readPage, totalPages } from '../../paging';
import { okProject } from '../../reply';
import { notFound } from '../../result-codes';
import { parseInput } from '../../validate';
import { idParam } from '../params';

export function registerGroupRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db, config } = deps;
  const toWire = (row: GroupRow) => ({
    id: row.id,
    account: config.accountId,
    project: config.projectId,
    name: row.name,
    number_of_agent: row.number_of_agent,
  });

  app.post(GROUPS_PATH, async (request) => {
    const body = parseInput(createGroupBody, request.body);
    const id = newId('GR');
    await db
      .insertInto('agent_groups')
      .values({ id, name: body.name, number_of_agent: 0, created: Date.now() })
      .execute();
    return okProject(config, { groupID: id });
  });

  app.get(GROUPS_PATH, async (request) => {
    const { page, limit, offset } = readPage(request.query, CC_LIST_PAGING);
    const { count } = await db
      .selectFrom('agent_groups')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('agent_groups')
      .selectAll()
      .orderBy('created')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return okProject(config, {
      data: {
        totalGroups: String(count),
        totalPages: totalPages(count, limit),
        currentPage: page,
        limit,
        groups: rows.map(toWire),
      },
    });
  });

  app.put(`${GROUPS_PATH}/:id`, async (request) => {
    const id = idParam(request);
    const body = parseInput(updateGroupBody, request.body);
    const result = await db
      .updateTable('agent_groups')
      .set({ name: body.name })
      .where('id', '=', id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw notFound('Group');
    return okProject(config, {});
  });

  app.delete(`${GROUPS_PATH}/:id`, async (request) => {
    const id = idParam(request);
    const result = await db.deleteFrom('agent_groups').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw notFound('Group');
    return okProject(config, {});
  });
}
