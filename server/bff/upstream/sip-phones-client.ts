import type { Page } from '@/core/api/paging';
import type {
  CreatedSipPhone,
  CreateSipPhoneInput,
  SipPhone,
  UpdateSipPhoneInput,
} from '@/core/api/sip-phones';
import {
  createSipPhoneResponse,
  deleteSipPhoneResponse,
  listSipPhonesResponse,
  SIP_PHONES_PATH,
  updateSipPhoneResponse,
  type CreateSipPhoneBody,
  type UpdateSipPhoneBody,
  type WireSipPhone,
} from '../../service-api/sip-phones';
import { reconciledWrites } from './resource-writes';
import type { ServiceHttp } from './service-http';
import { wholeListPage } from './wire-decoding';

export const sipPhoneFromWire = (wire: WireSipPhone): SipPhone => ({
  username: wire.username,
  extension: wire.extension,
  email: wire.email_address,
});

export const createSipPhoneBodyOf = (input: CreateSipPhoneInput): CreateSipPhoneBody => ({
  username: input.username,
  password: input.password,
});

/** `extension` is left out when not given, so an update that only changes the password keeps it. */
export const updateSipPhoneBodyOf = (input: UpdateSipPhoneInput): UpdateSipPhoneBody => ({
  password: input.password,
  ...(input.extension === undefined ? {} : { extension: input.extension }),
});

/** The list names a phone `<project_id>_<username>`; a create names it without the project. */
const isPhoneOf = (phone: SipPhone, username: string) =>
  phone.username === username ||
  (phone.username.endsWith(`_${username}`) && /^\d+$/.test(phone.username.slice(0, -username.length - 1)));

export function sipPhonesClient(http: ServiceHttp) {
  const client = {
    async list(): Promise<Page<SipPhone>> {
      const answer = await http.call({
        operation: 'listSipPhones',
        surface: 'api',
        method: 'GET',
        path: SIP_PHONES_PATH,
        schema: listSipPhonesResponse,
      });
      return wholeListPage(answer.data.sipphones.map(sipPhoneFromWire), Number(answer.data.total));
    },

    /** A username is taken once: after a lost answer, a phone of that name is the one this made. */
    create(input: CreateSipPhoneInput): Promise<CreatedSipPhone> {
      return writes.create(
        { operation: 'createSipPhone', json: createSipPhoneBodyOf(input), schema: createSipPhoneResponse },
        {
          answer: (answer) => ({ username: answer.sipusername }),
          made: (phone) => isPhoneOf(phone, input.username),
          result: (phone) => ({ username: phone.username }),
        },
      );
    },

    /**
     * `username` may be the full `<project_id>_<username>` the list shows. The list shows no password: a
     * lost answer is settled only when the extension it set is not there (not applied); else it stays
     * unknown.
     */
    update(username: string, input: UpdateSipPhoneInput): Promise<void> {
      return writes.update(
        username,
        { operation: 'updateSipPhone', json: updateSipPhoneBodyOf(input), schema: updateSipPhoneResponse },
        {
          applied: (phone) =>
            input.extension !== undefined && phone.extension !== input.extension ? false : 'unknown',
        },
      );
    },

    remove(username: string): Promise<void> {
      return writes.remove(username, { operation: 'deleteSipPhone', schema: deleteSipPhoneResponse });
    },
  };
  const writes = reconciledWrites(http, {
    surface: 'api',
    path: SIP_PHONES_PATH,
    list: async () => (await client.list()).items,
    idOf: (phone: SipPhone) => phone.username,
    isNamed: isPhoneOf,
  });
  return client;
}

export type SipPhonesClient = ReturnType<typeof sipPhonesClient>;
