import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  createIvrNodeBody,
  IVR_NODES_PATH,
  listIvrNodesQuery,
  updateIvrNodeBody,
} from '@server/service-api/ivr-nodes';
import type { SandboxDeps } from '../../deps';
import { newId } from '../../ids';
import { CC_LIST_PAGING, readPage, totalPages } from '../../paging';
import { okProject } from '../../reply';
import { notFound } from '../../result-codes';
import { idParam } from '../params';
import { parseIvrInput } from './ivr-input';
import { assertPlayable, changedNodeColumns, hasLiveRoot, newNodeColumns } from './ivr-node-rules';
import { ivrNodeToWire } from './ivr-wire';

export function registerIvrNodeRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db, config } = deps;

  app.post(IVR_NODES_PATH, async (request) => {
    const body = parseIvrInput(createIvrNodeBody, request.body);
    const created = await db.transaction().execute(async (trx) => {
      const tree = await trx
        .selectFrom('ivr_trees')
        .select(['id', 'root_node'])
        .where('id', '=', body.tree)
        .executeTakeFirst();
      if (!tree) throw notFound('IVR tree');
      await assertPlayable(trx, body.node_play_mode, body.node_play_content);
      const id = newId('IVN');
      const isRootNode = !(await hasLiveRoot(trx, tree));
      await trx
        .insertInto('ivr_nodes')
        .values({ id, tree: tree.id, ...newNodeColumns(body), created: Date.now() })
        .execute();
      if (isRootNode) {
        await trx.updateTable('ivr_trees').set({ root_node: id }).where('id', '=', tree.id).execute();
      }
      return { id, isRootNode };
    });
    return okProject(config, { ivrNodeID: created.id, isRootNode: created.isRootNode });
  });

  app.get(IVR_NODES_PATH, async (request) => {
    const { tree } = parseIvrInput(listIvrNodesQuery, request.query);
    const { page, limit, offset } = readPage(request.query, CC_LIST_PAGING);
    if (tree !== undefined) {
      const known = await db.selectFrom('ivr_trees').select('id').where('id', '=', tree).executeTakeFirst();
      if (!known) throw notFound('IVR tree');
    }
    const nodes = db
      .selectFrom('ivr_nodes')
      .$if(tree !== undefined, (qb) => qb.where('ivr_nodes.tree', '=', tree ?? ''));
    const { count } = await nodes
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await nodes
      .innerJoin('ivr_trees', 'ivr_trees.id', 'ivr_nodes.tree')
      .selectAll('ivr_nodes')
      .select('ivr_trees.root_node')
      .orderBy('ivr_nodes.created')
      .orderBy(sql`ivr_nodes.rowid`)
      .limit(limit)
      .offset(offset)
      .execute();
    return okProject(config, {
      data: {
        totalCount: String(count),
        totalPages: totalPages(count, limit),
        currentPage: page,
        limit,
        ivrNodes: rows.map(({ root_node, ...row }) => ivrNodeToWire(config, row, root_node)),
      },
    });
  });

  app.put(`${IVR_NODES_PATH}/:id`, async (request) => {
    const id = idParam(request);
    const body = parseIvrInput(updateIvrNodeBody, request.body);
    await db.transaction().execute(async (trx) => {
      const node = await trx.selectFrom('ivr_nodes').selectAll().where('id', '=', id).executeTakeFirst();
      if (!node) throw notFound('IVR node');
      // What gets played is checked when the update touches it, against the node it produces.
      if (body.node_play_mode !== undefined || body.node_play_content !== undefined) {
        const mode = body.node_play_mode ?? node.node_play_mode;
        await assertPlayable(trx, mode, body.node_play_content ?? node.node_play_content);
      }
      const changes = changedNodeColumns(body);
      if (Object.keys(changes).length > 0) {
        await trx.updateTable('ivr_nodes').set(changes).where('id', '=', id).execute();
      }
    });
    return okProject(config, { ivrNodeID: id });
  });

  // No dangling references: the node's own keypresses and every keypress leading to it go with it.
  app.delete(`${IVR_NODES_PATH}/:id`, async (request) => {
    const id = idParam(request);
    await db.transaction().execute(async (trx) => {
      const node = await trx.selectFrom('ivr_nodes').select('tree').where('id', '=', id).executeTakeFirst();
      if (!node) throw notFound('IVR node');
      await trx
        .deleteFrom('ivr_keypresses')
        .where((eb) => eb.or([eb('node', '=', id), eb('next_node', '=', id)]))
        .execute();
      await trx.deleteFrom('ivr_nodes').where('id', '=', id).execute();
      await trx
        .updateTable('ivr_trees')
        .set({ root_node: '' })
        .where('id', '=', node.tree)
        .where('root_node', '=', id)
        .execute();
    });
    return okProject(config, {});
  });
}
