import type { z } from 'zod';
import type {
  CreateSipAccountInput,
  SipAccount,
  SipAccountListQuery,
  UpdateSipAccountInput,
} from '../../../src/core/api/sip-accounts';
import type { Page } from '../../../src/core/api/paging';
import type {
  createSipAccountBody,
  updateSipAccountBody,
  wireSipAccount,
} from '../../service-api/sip-accounts';
import {
  createSipAccountResponse,
  deleteSipAccountResponse,
  listSipAccountsResponse,
  SIP_ACCOUNTS_PATH,
  updateSipAccountResponse,
} from '../../service-api/sip-accounts';
import { ServiceContractError } from './errors';
import { emptyToNull, FIRST_PAGE, pagingParams, pathWithId } from './contact-center-wire';
import type { ServiceHttp } from './service-http';

const LIST_OPERATION = 'listSipAccounts';

/** The list returns the extension as a string holding the Int it was created with. */
function extensionFromWire(wire: z.infer<typeof wireSipAccount>): number {
  if (!/^\d+$/.test(wire.extension)) {
    throw new ServiceContractError(
      `SIP account ${wire.username} with extension "${wire.extension}"`,
      LIST_OPERATION,
    );
  }
  return Number(wire.extension);
}

export const sipAccountFromWire = (wire: z.infer<typeof wireSipAccount>): SipAccount => ({
  username: wire.username,
  password: wire.password,
  serviceUserId: emptyToNull(wire.service_user_id),
  extension: extensionFromWire(wire),
});

/** The spec's field table names the username `user_name` (its example writes `username`). */
export const createSipAccountToWire = (
  input: CreateSipAccountInput,
): z.input<typeof createSipAccountBody> => ({
  user_name: input.username,
  password: input.password,
  extension: input.extension,
  service_user_id: input.serviceUserId,
});

/** An update as the service takes it: always with a password. */
export type SipAccountUpdate = UpdateSipAccountInput & { password: string };

/** An unlinked account has an empty service_user_id. */
export const updateSipAccountToWire = (input: SipAccountUpdate): z.input<typeof updateSipAccountBody> => ({
  password: input.password,
  extension: input.extension,
  service_user_id: input.serviceUserId === null ? '' : input.serviceUserId,
});

/** res_* false on r=0 would be a success that did nothing: not something to report as done. */
function requireDone(done: boolean, what: string, operation: string): void {
  if (!done) throw new ServiceContractError(`r=0 but the service says the ${what} did not happen`, operation);
}

export function sipAccountsClient(http: ServiceHttp) {
  return {
    /** The answer has no page fields besides totalPages: the page asked for is the page answered. */
    async list(query: SipAccountListQuery = FIRST_PAGE): Promise<Page<SipAccount>> {
      const { data } = await http.call({
        operation: LIST_OPERATION,
        surface: 'base',
        method: 'GET',
        path: SIP_ACCOUNTS_PATH,
        query: {
          username: query.username,
          service_user_id: query.serviceUserId,
          extension: query.extension,
          ...pagingParams(query),
        },
        schema: listSipAccountsResponse,
      });
      return {
        items: data.rows.map(sipAccountFromWire),
        page: query.page,
        pageSize: query.pageSize,
        total: Number(data.totalCount),
        totalPages: data.totalPages,
      };
    },

    /** A SIP account's id is its username; the service also numbers it as a subscriber. */
    async create(input: CreateSipAccountInput): Promise<{ id: string; subscriberId: number }> {
      const answer = await http.call({
        operation: 'createSipAccount',
        surface: 'base',
        method: 'POST',
        path: SIP_ACCOUNTS_PATH,
        json: createSipAccountToWire(input),
        schema: createSipAccountResponse,
      });
      return { id: input.username, subscriberId: answer.res_create_subscriber };
    },

    /** The service needs the password on every update: the new one, or the current one read back. */
    async update(username: string, input: SipAccountUpdate): Promise<void> {
      const answer = await http.call({
        operation: 'updateSipAccount',
        surface: 'base',
        method: 'PUT',
        path: pathWithId(SIP_ACCOUNTS_PATH, username),
        json: updateSipAccountToWire(input),
        schema: updateSipAccountResponse,
      });
      requireDone(answer.res_update_subscriber, 'update', 'updateSipAccount');
    },

    async remove(username: string): Promise<void> {
      const answer = await http.call({
        operation: 'deleteSipAccount',
        surface: 'base',
        method: 'DELETE',
        path: pathWithId(SIP_ACCOUNTS_PATH, username),
        schema: deleteSipAccountResponse,
      });
      requireDone(answer.res_delete_subscriber, 'deletion', 'deleteSipAccount');
    },
  };
}

export type SipAccountsClient = ReturnType<typeof sipAccountsClient>;
