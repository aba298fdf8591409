import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  createSipPhoneBody,
  fullSipUsername,
  SIP_PHONES_PATH,
  updateSipPhoneBody,
} from '@server/service-api/sip-phones';
import type { SipPhoneRow } from '../../db/tables/media';
import type { SandboxDeps } from '../../deps';
import { okMessage } from '../../reply';
import { conflict, notFound } from '../../result-codes';
import { parseInput } from '../../validate';

const usernameParam = z.object({ username: z.string().min(1).max(100) });

export function registerSipPhoneRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db, config } = deps;
  const toWire = (row: SipPhoneRow) => ({
    username: row.username,
    extension: row.extension,
    email_address: row.email_address,
  });

  /**
   * The path may name a phone by its full `<project_id>_<username>` or by the short username. An exact
   * full-name match wins, so a short name that itself starts with the project prefix stays reachable.
   */
  const findPhone = async (request: FastifyRequest): Promise<SipPhoneRow> => {
    const { username } = parseInput(usernameParam, request.params);
    const candidates = [username, fullSipUsername(config.projectId, username)];
    const rows = await db.selectFrom('sip_phones').selectAll().where('username', 'in', candidates).execute();
    const row = rows.find((r) => r.username === username) ?? rows[0];
    if (!row) throw notFound('SIP phone');
    return row;
  };

  const assertExtensionFree = async (extension: number, exceptUsername: string) => {
    const holder = await db
      .selectFrom('sip_phones')
      .select('username')
      .where('extension', '=', extension)
      .where('username', '!=', exceptUsername)
      .executeTakeFirst();
    if (holder) throw conflict(`Extension ${extension} is already used by SIP phone ${holder.username}`);
  };

  app.post(SIP_PHONES_PATH, async (request) => {
    const body = parseInput(createSipPhoneBody, request.body);
    const sipusername = fullSipUsername(config.projectId, body.username);
    try {
      await db
        .insertInto('sip_phones')
        .values({
          username: sipusername,
          password: body.password,
          extension: null,
          email_address: null,
          created: Date.now(),
        })
        .execute();
    } catch (error) {
      if (isPrimaryKeyClash(error)) throw conflict(`SIP phone ${sipusername} already exists`);
      throw error;
    }
    return okMessage({ sipusername });
  });

  app.get(SIP_PHONES_PATH, async () => {
    const rows = await db
      .selectFrom('sip_phones')
      .selectAll()
      .orderBy('created')
      .orderBy('username')
      .execute();
    return okMessage({ data: { sipphones: rows.map(toWire), total: String(rows.length) } });
  });

  app.put(`${SIP_PHONES_PATH}/:username`, async (request) => {
    const body = parseInput(updateSipPhoneBody, request.body);
    const phone = await findPhone(request);
    if (typeof body.extension === 'number') await assertExtensionFree(body.extension, phone.username);
    await db
      .updateTable('sip_phones')
      .set({
        password: body.password,
        ...(body.extension === undefined ? {} : { extension: body.extension }),
      })
      .where('username', '=', phone.username)
      .execute();
    return okMessage({});
  });

  app.delete(`${SIP_PHONES_PATH}/:username`, async (request) => {
    const phone = await findPhone(request);
    await db.deleteFrom('sip_phones').where('username', '=', phone.username).execute();
    return okMessage({});
  });
}

const isPrimaryKeyClash = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
