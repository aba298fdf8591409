import type { z } from 'zod';
import type { BlacklistedNumber, BlacklistedNumberInput } from '@/core/api/blacklist';
import type { Page, PageQuery } from '@/core/api/paging';
import { phoneNumberKey } from '@/core/phone-number';
import type { createBlacklistNumberBody, wireBlacklistNumber } from '../../service-api/blacklist-numbers';
import {
  BLACKLIST_NUMBERS_PATH,
  createBlacklistNumberResponse,
  deleteBlacklistNumberResponse,
  listBlacklistNumbersResponse,
  updateBlacklistNumberResponse,
} from '../../service-api/blacklist-numbers';
import { FIRST_PAGE, pagingParams, toPage, wireFlagToBoolean } from './contact-center-wire';
import { reconciledWrites, type CreateOptions } from './resource-writes';
import type { ServiceHttp } from './service-http';
import { listAll } from './write-reconciliation';

export const blacklistedNumberFromWire = (wire: z.infer<typeof wireBlacklistNumber>): BlacklistedNumber => ({
  id: wire.id,
  number: wire.number,
  ivrBlocked: wireFlagToBoolean(wire.ivr_blocked),
  queueBlocked: wireFlagToBoolean(wire.queue_blocked),
});

/** The requests take real booleans (only the answers use 1/0). */
export const blacklistedNumberToWire = (
  input: BlacklistedNumberInput,
): z.input<typeof createBlacklistNumberBody> => ({
  number: input.number,
  ivr_blocked: input.ivrBlocked,
  queue_blocked: input.queueBlocked,
});

/** Whether a listed number holds what a create or update sent (the service rewrites the number to 84…). */
const holds = (item: BlacklistedNumber, input: BlacklistedNumberInput) =>
  phoneNumberKey(item.number) === phoneNumberKey(input.number) &&
  (input.ivrBlocked === undefined || item.ivrBlocked === input.ivrBlocked) &&
  (input.queueBlocked === undefined || item.queueBlocked === input.queueBlocked);

export function blacklistClient(http: ServiceHttp) {
  const client = {
    async list(query: PageQuery = FIRST_PAGE): Promise<Page<BlacklistedNumber>> {
      const { data } = await http.call({
        operation: 'listBlacklistNumbers',
        surface: 'base',
        method: 'GET',
        path: BLACKLIST_NUMBERS_PATH,
        query: pagingParams(query),
        schema: listBlacklistNumbersResponse,
      });
      return toPage(data, data.totalCount, data.blacklistNumbers, blacklistedNumberFromWire);
    },

    create(input: BlacklistedNumberInput, options: CreateOptions = {}): Promise<{ id: string }> {
      return writes.create(
        {
          operation: 'createBlacklistNumber',
          json: blacklistedNumberToWire(input),
          schema: createBlacklistNumberResponse,
        },
        {
          ...options,
          answer: (answer) => ({ id: answer.blacklistNumberID }),
          made: (item) => holds(item, input),
          result: (item) => ({ id: item.id }),
        },
      );
    },

    update(id: string, input: BlacklistedNumberInput): Promise<void> {
      return writes.update(
        id,
        {
          operation: 'updateBlacklistNumber',
          json: blacklistedNumberToWire(input),
          schema: updateBlacklistNumberResponse,
        },
        { applied: (item) => holds(item, input) },
      );
    },

    remove(id: string): Promise<void> {
      return writes.remove(id, { operation: 'deleteBlacklistNumber', schema: deleteBlacklistNumberResponse });
    },
  };
  const writes = reconciledWrites(http, {
    surface: 'base',
    path: BLACKLIST_NUMBERS_PATH,
    list: () => listAll((query) => client.list(query)),
    idOf: (item: BlacklistedNumber) => item.id,
  });
  return client;
}

export type BlacklistClient = ReturnType<typeof blacklistClient>;
