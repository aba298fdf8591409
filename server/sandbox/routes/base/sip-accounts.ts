import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  createSipAccountBody,
  listSipAccountsQuery,
  SIP_ACCOUNTS_PATH,
  sipUsername,
  updateSipAccountBody,
} from '@server/service-api/sip-accounts';
import type { SandboxDatabase } from '../../db/database';
import type { SipAccountRow } from '../../db/tables/contact-center';
import type { SandboxDeps } from '../../deps';
import { CC_LIST_PAGING, readPage, totalPages } from '../../paging';
import { okMsg } from '../../reply';
import { R, SandboxError } from '../../result-codes';
import { parseInput } from '../../validate';

/** These answers carry `msg`; the route config makes failures use it too. */
const msgRoute = { config: { messageKey: 'msg' as const } };
const FIRST_SUBSCRIBER_ID = 100001;

type CreateBody = z.infer<typeof createSipAccountBody>;

/** `user_name` (field table) and `username` (spec example) name the same field. */
function usernameOf(body: CreateBody): string {
  const { user_name: fromTable, username: fromExample } = body;
  if (fromTable !== undefined && fromExample !== undefined && fromTable !== fromExample) {
    throw new SandboxError(R.INVALID, 'Invalid user_name: user_name and username differ; send one of them');
  }
  const name = fromTable ?? fromExample;
  if (name === undefined) {
    throw new SandboxError(
      R.MISSING_PARAMS,
      'Missing params: user_name is required (username is accepted too)',
    );
  }
  return name;
}

/** Failures of update and delete still say the operation did not happen: `res_*: false`. */
async function flaggingFailure<T>(resultKey: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof SandboxError)) throw error;
    throw new SandboxError(error.r, error.message, error.status, { ...error.extra, [resultKey]: false });
  }
}

const usernameParam = (params: unknown) =>
  parseInput(z.object({ sip_username: sipUsername }), params).sip_username;

/** Drops `?name=` filters sent empty: a blank search box means no filter. */
const withoutBlanks = (query: unknown) =>
  Object.fromEntries(Object.entries((query ?? {}) as Record<string, unknown>).filter(([, v]) => v !== ''));

export function registerSipAccountRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db, config } = deps;
  const toWire = (row: SipAccountRow) => ({
    username: row.username,
    project: config.projectId,
    password: row.password,
    service_user_id: row.service_user_id,
    extension: String(row.extension),
  });

  // Extensions are dialled inside the project, so two accounts cannot share one.
  const requireFreeExtension = async (trx: Kysely<SandboxDatabase>, extension: number, exceptUser = '') => {
    const holder = await trx
      .selectFrom('sip_accounts')
      .select('username')
      .where('extension', '=', extension)
      .where('username', '!=', exceptUser)
      .executeTakeFirst();
    if (holder) {
      throw new SandboxError(R.CONFLICT, `Extension ${extension} already belongs to ${holder.username}`);
    }
  };

  app.post(SIP_ACCOUNTS_PATH, msgRoute, async (request) => {
    const body = parseInput(createSipAccountBody, request.body);
    const username = usernameOf(body);
    const subscriberId = await db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('sip_accounts')
        .select('username')
        .where('username', '=', username)
        .executeTakeFirst();
      if (existing) throw new SandboxError(R.CONFLICT, `SIP username ${username} already exists`);
      await requireFreeExtension(trx, body.extension);
      const { last } = await trx
        .selectFrom('sip_accounts')
        .select((eb) => eb.fn.max<number | null>('subscriber_id').as('last'))
        .executeTakeFirstOrThrow();
      const id = last === null ? FIRST_SUBSCRIBER_ID : last + 1;
      await trx
        .insertInto('sip_accounts')
        .values({
          username,
          password: body.password,
          extension: body.extension,
          service_user_id: body.service_user_id ?? '',
          subscriber_id: id,
          created: Date.now(),
        })
        .execute();
      return id;
    });
    return okMsg({ res_create_subscriber: subscriberId });
  });

  app.get(SIP_ACCOUNTS_PATH, msgRoute, async (request) => {
    const query = withoutBlanks(request.query);
    const filters = parseInput(listSipAccountsQuery, query);
    const { limit, offset } = readPage(query, CC_LIST_PAGING);
    let matching = db.selectFrom('sip_accounts');
    if (filters.username !== undefined) matching = matching.where('username', '=', filters.username);
    if (filters.service_user_id !== undefined) {
      matching = matching.where('service_user_id', '=', filters.service_user_id);
    }
    if (filters.extension !== undefined) matching = matching.where('extension', '=', filters.extension);
    const { count } = await matching
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await matching
      .selectAll()
      .orderBy('created')
      .orderBy('username')
      .limit(limit)
      .offset(offset)
      .execute();
    const data = { rows: rows.map(toWire), totalPages: totalPages(count, limit), totalCount: String(count) };
    // The spec writes this answer's text field as `message`/`msg`: both are sent.
    return { r: R.OK, message: 'Success', msg: 'Success', data };
  });

  app.put(`${SIP_ACCOUNTS_PATH}/:sip_username`, msgRoute, async (request) =>
    flaggingFailure('res_update_subscriber', async () => {
      const username = usernameParam(request.params);
      const body = parseInput(updateSipAccountBody, request.body);
      await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('sip_accounts')
          .select('service_user_id')
          .where('username', '=', username)
          .executeTakeFirst();
        if (!current) throw new SandboxError(R.NOT_FOUND, `SIP account ${username} not found`);
        await requireFreeExtension(trx, body.extension, username);
        await trx
          .updateTable('sip_accounts')
          .set({
            extension: body.extension,
            password: body.password,
            service_user_id: body.service_user_id ?? current.service_user_id,
          })
          .where('username', '=', username)
          .execute();
      });
      return okMsg({ res_update_subscriber: true });
    }),
  );

  app.delete(`${SIP_ACCOUNTS_PATH}/:sip_username`, msgRoute, async (request) =>
    flaggingFailure('res_delete_subscriber', async () => {
      const username = usernameParam(request.params);
      const result = await db.deleteFrom('sip_accounts').where('username', '=', username).executeTakeFirst();
      if (result.numDeletedRows === 0n)
        throw new SandboxError(R.NOT_FOUND, `SIP account ${username} not found`);
      return okMsg({ res_delete_subscriber: true });
    }),
  );
}
