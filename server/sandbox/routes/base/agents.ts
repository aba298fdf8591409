import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { AGENTS_PATH, createAgentBody, updateAgentBody } from '@server/service-api/agents';
import type { SandboxDatabase } from '../../db/database';
import type { AgentRow } from '../../db/tables/contact-center';
import type { SandboxDeps } from '../../deps';
import { newId } from '../../ids';
import { CC_LIST_PAGING, readPage, totalPages } from '../../paging';
import { okProject } from '../../reply';
import { R, SandboxError } from '../../result-codes';
import { parseInput } from '../../validate';
import { idParam } from '../params';

const ROUTE_TO_PHONE = 2;

export function registerAgentRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db, config } = deps;
  // Business failures carry `project`, as the spec shows for "agent not found".
  const failure = (r: number, message: string) =>
    new SandboxError(r, message, 200, { project: config.projectId });
  const agentNotFound = () => failure(R.NOT_FOUND, 'Agent not found');
  const requirePhoneForRouting = (routingType: number, phoneNumber: string) => {
    if (routingType === ROUTE_TO_PHONE && phoneNumber === '') {
      throw failure(R.MISSING_PARAMS, 'Missing params: phone_number is required when routing_type is 2');
    }
  };
  // One login is one agent: a second agent with the same service_user_id is a conflict.
  const requireFreeServiceUser = async (trx: Kysely<SandboxDatabase>, userId: string, exceptId = '') => {
    const holder = await trx
      .selectFrom('agents')
      .select('id')
      .where('service_user_id', '=', userId)
      .where('id', '!=', exceptId)
      .executeTakeFirst();
    if (holder) throw failure(R.CONFLICT, `service_user_id ${userId} already belongs to agent ${holder.id}`);
  };

  const toWire = (row: AgentRow) => ({
    id: row.id,
    project: config.projectId,
    account: config.accountId,
    name: row.name,
    service_user_id: row.service_user_id,
    manual_status: row.manual_status,
    routing_type: row.routing_type,
    phone_number: row.phone_number,
    system_status: row.system_status,
    device_status: row.device_status,
    last_time_pickup: row.last_time_pickup,
    last_time_support_call_ended: row.last_time_support_call_ended,
  });

  app.post(AGENTS_PATH, async (request) => {
    const body = parseInput(createAgentBody, request.body);
    const routingType = body.routing_type ?? 1;
    const phoneNumber = body.phone_number ?? '';
    requirePhoneForRouting(routingType, phoneNumber);
    const id = newId('AG');
    await db.transaction().execute(async (trx) => {
      await requireFreeServiceUser(trx, body.service_user_id);
      await trx
        .insertInto('agents')
        .values({
          id,
          name: body.name,
          service_user_id: body.service_user_id,
          manual_status: body.manual_status ?? null,
          routing_type: routingType,
          phone_number: phoneNumber,
          system_status: 1,
          device_status: 0,
          last_time_pickup: 0,
          last_time_support_call_ended: 0,
          created: Date.now(),
        })
        .execute();
    });
    return okProject(config, { agentID: id });
  });

  app.get(AGENTS_PATH, async (request) => {
    const { page, limit, offset } = readPage(request.query, CC_LIST_PAGING);
    const { count } = await db
      .selectFrom('agents')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('agents')
      .selectAll()
      .orderBy('created')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return okProject(config, {
      data: {
        totalAgents: String(count),
        totalPages: totalPages(count, limit),
        currentPage: page,
        limit,
        agents: rows.map(toWire),
      },
    });
  });

  app.put(`${AGENTS_PATH}/:id`, async (request) => {
    const id = idParam(request);
    const body = parseInput(updateAgentBody, request.body);
    await db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('agents').selectAll().where('id', '=', id).executeTakeFirst();
      if (!current) throw agentNotFound();
      const routingType = body.routing_type ?? current.routing_type;
      const phoneNumber = body.phone_number ?? current.phone_number;
      requirePhoneForRouting(routingType, phoneNumber);
      if (body.service_user_id !== undefined) await requireFreeServiceUser(trx, body.service_user_id, id);
      await trx
        .updateTable('agents')
        .set({
          name: body.name ?? current.name,
          manual_status: body.manual_status === undefined ? current.manual_status : body.manual_status,
          service_user_id: body.service_user_id ?? current.service_user_id,
          routing_type: routingType,
          phone_number: phoneNumber,
          system_status:
            body.system_status === undefined ? current.system_status : Number(body.system_status),
        })
        .where('id', '=', id)
        .execute();
    });
    return okProject(config, {});
  });

  app.delete(`${AGENTS_PATH}/:id`, async (request) => {
    const id = idParam(request);
    const result = await db.deleteFrom('agents').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw agentNotFound();
    return okProject(config, {});
  });
}
