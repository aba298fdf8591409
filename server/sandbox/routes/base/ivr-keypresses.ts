import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  createIvrKeypressBody,
  IVR_KEYPRESSES_PATH,
  listIvrKeypressesQuery,
  updateIvrKeypressBody,
} from '@server/service-api/ivr-keypresses';
import type { SandboxDeps } from '../../deps';
import { newId } from '../../ids';
import { CC_LIST_PAGING, readPage, totalPages } from '../../paging';
import { okProject } from '../../reply';
import { notFound } from '../../result-codes';
import { idParam } from '../params';
import { parseIvrInput } from './ivr-input';
import { keypressSuccessMessage, mergeKeypress, settleKeypress } from './ivr-keypress-rules';
import { ivrKeypressToWire } from './ivr-wire';

export function registerIvrKeypressRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db, config } = deps;

  app.post(IVR_KEYPRESSES_PATH, async (request) => {
    const body = parseIvrInput(createIvrKeypressBody, request.body);
    const created = await db.transaction().execute(async (trx) => {
      const node = await trx
        .selectFrom('ivr_nodes')
        .select(['id', 'tree'])
        .where('id', '=', body.node)
        .executeTakeFirst();
      if (!node) throw notFound('IVR node');
      const columns = await settleKeypress(trx, node, body);
      const id = newId('IVK');
      await trx
        .insertInto('ivr_keypresses')
        .values({ id, tree: node.tree, node: node.id, ...columns, created: Date.now() })
        .execute();
      return { id, action: columns.action };
    });
    return okProject(config, { ivrNodeKeyID: created.id }, keypressSuccessMessage(created.action));
  });

  app.get(IVR_KEYPRESSES_PATH, async (request) => {
    const { node } = parseIvrInput(listIvrKeypressesQuery, request.query);
    const { page, limit, offset } = readPage(request.query, CC_LIST_PAGING);
    const known = await db.selectFrom('ivr_nodes').select('id').where('id', '=', node).executeTakeFirst();
    if (!known) throw notFound('IVR node');
    const keypresses = db.selectFrom('ivr_keypresses').where('node', '=', node);
    const { count } = await keypresses
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await keypresses
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
        ivrNodeKeys: rows.map((row) => ivrKeypressToWire(config, row)),
      },
    });
  });

  app.put(`${IVR_KEYPRESSES_PATH}/:id`, async (request) => {
    const id = idParam(request);
    const body = parseIvrInput(updateIvrKeypressBody, request.body);
    const action = await db.transaction().execute(async (trx) => {
      const stored = await trx
        .selectFrom('ivr_keypresses')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!stored) throw notFound('IVR keypress');
      const owner = { id: stored.node, tree: stored.tree };
      const columns = await settleKeypress(trx, owner, mergeKeypress(stored, body), id);
      await trx.updateTable('ivr_keypresses').set(columns).where('id', '=', id).execute();
      return columns.action;
    });
    return okProject(config, { ivrNodeKeyID: id }, keypressSuccessMessage(action));
  });

  app.delete(`${IVR_KEYPRESSES_PATH}/:id`, async (request) => {
    const id = idParam(request);
    const result = await db.deleteFrom('ivr_keypresses').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw notFound('IVR keypress');
    return okProject(config, {});
  });
}
