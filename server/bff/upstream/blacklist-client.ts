import type { z } from 'zod';
import type { BlacklistedNumber, BlacklistedNumberInput } from '../../../src/core/api/blacklist';
import type { Page, PageQuery } from '../../../src/core/api/paging';
import type { createBlacklistNumberBody, wireBlacklistNumber } from '../../service-api/blacklist-numbers';
import {
  BLACKLIST_NUMBERS_PATH,
  createBlacklistNumberResponse,
  deleteBlacklistNumberResponse,
  listBlacklistNumbersResponse,
  updateBlacklistNumberResponse,
} from '../../service-api/blacklist-numbers';
import { FIRST_PAGE, pagingParams, pathWithId, toPage, wireFlagToBoolean } from './contact-center-wire';
import type { ServiceHttp } from './service-http';

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

export function blacklistClient(http: ServiceHttp) {
  return {
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

    async create(input: BlacklistedNumberInput): Promise<{ id: string }> {
      const answer = await http.call({
        operation: 'createBlacklistNumber',
        surface: 'base',
        method: 'POST',
        path: BLACKLIST_NUMBERS_PATH,
        json: blacklistedNumberToWire(input),
        schema: createBlacklistNumberResponse,
      });
      return { id: answer.blacklistNumberID };
    },

    async update(id: string, input: BlacklistedNumberInput): Promise<void> {
      await http.call({
        operation: 'updateBlacklistNumber',
        surface: 'base',
        method: 'PUT',
        path: pathWithId(BLACKLIST_NUMBERS_PATH, id),
        json: blacklistedNumberToWire(input),
        schema: updateBlacklistNumberResponse,
      });
    },

    async remove(id: string): Promise<void> {
      await http.call({
        operation: 'deleteBlacklistNumber',
        surface: 'base',
        method: 'DELETE',
        path: pathWithId(BLACKLIST_NUMBERS_PATH, id),
        schema: deleteBlacklistNumberResponse,
      });
    },
  };
}

export type BlacklistClient = ReturnType<typeof blacklistClient>;
