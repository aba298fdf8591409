import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createIvrTreeBody, IVR_TREES_PATH, updateIvrTreeBody } from '@server/service-api/ivr-trees';
import type { SandboxDeps } from '../../deps';
import { newId } from '../../ids';
import { CC_LIST_PAGING, readPage, totalPages } from '../../paging';
import { okProject } from '../../reply';
import { notFound } from '../../result-codes';
import { idParam } from '../params';
import { parseIvrInput } from './ivr-input';
import { ivrTreeToWire } from './ivr-wire';

export function registerIvrTreeRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db, config } = deps;

  app.post(IVR_TREES_PATH, async (request) => {
    const body = parseIvrInput(createIvrTreeBody, request.body);
    const id = newId('IVT');
    await db
      .insertInto('ivr_trees')
      .values({ id, tree_name: body.tree_name, root_node: '', created: Date.now() })
      .execute();
    return okProject(config, { ivrTreeID: id });
  });

  app.get(IVR_TREES_PATH, async (request) => {
    const { page, limit, offset } = readPage(request.query, CC_LIST_PAGING);
    const { count } = await db
      .selectFrom('ivr_trees')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('ivr_trees')
      .selectAll()
      .orderBy('created')
      .orderBy(sql`rowid`)
      .limit(limit)
      .offset(offset)
      .execute();
    return okProject(config, {
      data: {
        totalCount: String(count),
        totalPages: totalPages(count, limit),
        currentPage: page,
        limit,
        ivrTrees: rows.map((row) => ivrTreeToWire(config, row)),
      },
    });
  });

  app.put(`${IVR_TREES_PATH}/:id`, async (request) => {
    const id = idParam(request);
    const body = parseIvrInput(updateIvrTreeBody, request.body);
    const result = await db
      .updateTable('ivr_trees')
      .set({ tree_name: body.tree_name })
      .where('id', '=', id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw notFound('IVR tree');
    return okProject(config, { ivrTreeID: id });
  });

  // A tree takes its nodes and their keypresses with it, all or nothing.
  app.delete(`${IVR_TREES_PATH}/:id`, async (request) => {
    const id = idParam(request);
    await db.transaction().execute(async (trx) => {
      const tree = await trx.selectFrom('ivr_trees').select('id').where('id', '=', id).executeTakeFirst();
      if (!tree) throw notFound('IVR tree');
      await trx.deleteFrom('ivr_keypresses').where('tree', '=', id).execute();
      await trx.deleteFrom('ivr_nodes').where('tree', '=', id).execute();
      await trx.deleteFrom('ivr_trees').where('id', '=', id).execute();
    });
    return okProject(config, {});
  });
}
