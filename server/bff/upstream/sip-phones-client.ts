import type { Page } from '../../../src/core/api/paging';
import type {
  CreatedSipPhone,
  CreateSipPhoneInput,
  SipPhone,
  UpdateSipPhoneInput,
} from '../../../src/core/api/sip-phones';
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

const phonePath = (username: string) => `${SIP_PHONES_PATH}/${encodeURIComponent(username)}`;

export function sipPhonesClient(http: ServiceHttp) {
  return {
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

    async create(input: CreateSipPhoneInput): Promise<CreatedSipPhone> {
      const answer = await http.call({
        operation: 'createSipPhone',
        surface: 'api',
        method: 'POST',
        path: SIP_PHONES_PATH,
        json: createSipPhoneBodyOf(input),
        schema: createSipPhoneResponse,
      });
      return { username: answer.sipusername };
    },

    /** `username` may be the full `<project_id>_<username>` the list shows. */
    async update(username: string, input: UpdateSipPhoneInput): Promise<void> {
      await http.call({
        operation: 'updateSipPhone',
        surface: 'api',
        method: 'PUT',
        path: phonePath(username),
        json: updateSipPhoneBodyOf(input),
        schema: updateSipPhoneResponse,
      });
    },

    async remove(username: string): Promise<void> {
      await http.call({
        operation: 'deleteSipPhone',
        surface: 'api',
        method: 'DELETE',
        path: phonePath(username),
        schema: deleteSipPhoneResponse,
      });
    },
  };
}

export type SipPhonesClient = ReturnType<typeof sipPhonesClient>;
