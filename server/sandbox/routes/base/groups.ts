import type { FastifyInstance } from 'fastify';
import { createGroupBody, GROUPS_PATH, updateGroupBody } from '@server/service-api/groups';
import type { GroupRow } from '../../db/tables/contact-center';
import type { SandboxDeps } from '../../deps';
import { newId } from '../../ids';
import { listPage } from '../../list-page';
import { CC_LIST_PAGING, readPage } from '../../paging';
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
    const { count, rows, position } = await listPage(
      readPage(request.query, CC_LIST_PAGING),
      db.selectFrom('agent_groups'),
      (groups) => groups.selectAll().orderBy('created').orderBy('id'),
    );
    return okProject(config, {
      data: {
        totalGroups: String(count),
        ...position,
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
