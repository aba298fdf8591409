import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { phoneNumberKey } from '@/core/phone-number';
import {
  BLACKLIST_NUMBERS_PATH,
  createBlacklistNumberBody,
  updateBlacklistNumberBody,
} from '@server/service-api/blacklist-numbers';
import type { SandboxDatabase } from '../../db/database';
import type { BlacklistNumberRow } from '../../db/tables/contact-center';
import type { SandboxDeps } from '../../deps';
import { newId } from '../../ids';
import { CC_LIST_PAGING, readPage, totalPages } from '../../paging';
import { okProject } from '../../reply';
import { R, SandboxError } from '../../result-codes';
import { parseInput } from '../../validate';
import { idParam } from '../params';

const flag = (value: boolean) => (value ? 1 : 0);

/**
 * Numbers are stored as given (trimmed), but two writings of one number (`0912 345 678`, `+84912345678`)
 * are the same blacklisted caller: duplicates are found on the normalized form.
 */
export function registerBlacklistNumberRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db, config } = deps;
  const failure = (r: number, message: string) =>
    new SandboxError(r, message, 200, { project: config.projectId });

  const requireNotListed = async (trx: Kysely<SandboxDatabase>, number: string, exceptId = '') => {
    const key = phoneNumberKey(number);
    const rows = await trx.selectFrom('blacklist_numbers').select(['id', 'number']).execute();
    const twin = rows.find((row) => row.id !== exceptId && phoneNumberKey(row.number) === key);
    if (twin)
      throw failure(R.CONFLICT, `Number ${number} is already blacklisted as ${twin.number} (${twin.id})`);
  };

  const toWire = (row: BlacklistNumberRow) => ({
    id: row.id,
    account: config.accountId,
    project: config.projectId,
    number: row.number,
    ivr_blocked: row.ivr_blocked,
    queue_blocked: row.queue_blocked,
  });

  app.post(BLACKLIST_NUMBERS_PATH, async (request) => {
    const body = parseInput(createBlacklistNumberBody, request.body);
    const id = newId('BL');
    await db.transaction().execute(async (trx) => {
      await requireNotListed(trx, body.number);
      await trx
        .insertInto('blacklist_numbers')
        .values({
          id,
          number: body.number,
          ivr_blocked: flag(body.ivr_blocked ?? false),
          queue_blocked: flag(body.queue_blocked ?? false),
          created: Date.now(),
        })
        .execute();
    });
    return okProject(config, { blacklistNumberID: id });
  });

  app.get(BLACKLIST_NUMBERS_PATH, async (request) => {
    const { page, limit, offset } = readPage(request.query, CC_LIST_PAGING);
    const { count } = await db
      .selectFrom('blacklist_numbers')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('blacklist_numbers')
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
        blacklistNumbers: rows.map(toWire),
      },
    });
  });

  app.put(`${BLACKLIST_NUMBERS_PATH}/:id`, async (request) => {
    const id = idParam(request);
    const body = parseInput(updateBlacklistNumberBody, request.body);
    await db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('blacklist_numbers')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!current) throw failure(R.NOT_FOUND, 'Blacklisted number not found');
      await requireNotListed(trx, body.number, id);
      await trx
        .updateTable('blacklist_numbers')
        .set({
          number: body.number,
          ivr_blocked: body.ivr_blocked === undefined ? current.ivr_blocked : flag(body.ivr_blocked),
          queue_blocked: body.queue_blocked === undefined ? current.queue_blocked : flag(body.queue_blocked),
        })
        .where('id', '=', id)
        .execute();
    });
    return okProject(config, { blacklistNumberID: id });
  });

  app.delete(`${BLACKLIST_NUMBERS_PATH}/:id`, async (request) => {
    const id = idParam(request);
    const result = await db.deleteFrom('blacklist_numbers').where('id', '=', id).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw failure(R.NOT_FOUND, 'Blacklisted number not found');
    return okProject(config, {});
  });
}
