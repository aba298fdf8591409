import type { z } from 'zod';
import type {
  CreatedSipAccount,
  CreateSipAccountInput,
  SipAccount,
  SipAccountListQuery,
  UpdateSipAccountInput,
} from '@/core/api/sip-accounts';
import type { Page } from '@/core/api/paging';
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
import { emptyToNull, FIRST_PAGE, pagingParams } from './contact-center-wire';
import { reconciledWrites } from './resource-writes';
import type { ServiceHttp } from './service-http';
import { listAll } from './write-reconciliation';

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

/** Whether a listed account holds what a create or an update sent. */
const holdsAccount = (
  account: SipAccount,
  sent: { password: string; extension: number; serviceUserId?: string | null },
) =>
  account.password === sent.password &&
  account.extension === sent.extension &&
  (sent.serviceUserId === undefined || account.serviceUserId === (sent.serviceUserId || null));

export function sipAccountsClient(http: ServiceHttp) {
  const client = {
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

    /**
     * A SIP account's id is its username; the service also numbers it as a subscriber, a number only its
     * answer gives: an account found after a lost answer has none (null).
     */
    create(input: CreateSipAccountInput): Promise<CreatedSipAccount> {
      return writes.create(
        {
          operation: 'createSipAccount',
          json: createSipAccountToWire(input),
          schema: createSipAccountResponse,
        },
        {
          scope: input.username,
          answer: (answer): CreatedSipAccount => ({
            id: input.username,
            subscriberId: answer.res_create_subscriber,
          }),
          made: (account) => holdsAccount(account, input),
          result: (account) => ({ id: account.username, subscriberId: null }),
        },
      );
    },

    /** The service needs the password on every update: the new one, or the current one read back. */
    update(username: string, input: SipAccountUpdate): Promise<void> {
      return writes.update(
        username,
        {
          operation: 'updateSipAccount',
          json: updateSipAccountToWire(input),
          schema: updateSipAccountResponse,
        },
        {
          scope: username,
          applied: (account) => holdsAccount(account, input),
          accept: (answer) => requireDone(answer.res_update_subscriber, 'update', 'updateSipAccount'),
        },
      );
    },

    remove(username: string): Promise<void> {
      return writes.remove(
        username,
        { operation: 'deleteSipAccount', schema: deleteSipAccountResponse },
        {
          scope: username,
          accept: (answer) => requireDone(answer.res_delete_subscriber, 'deletion', 'deleteSipAccount'),
        },
      );
    },
  };
  // An account is re-read by its username, which the list filters on exactly.
  const writes = reconciledWrites(http, {
    surface: 'base',
    path: SIP_ACCOUNTS_PATH,
    list: (username: string | undefined) => listAll((query) => client.list({ ...query, username })),
    idOf: (account: SipAccount) => account.username,
  });
  return client;
}

export type SipAccountsClient = ReturnType<typeof sipAccountsClient>;
