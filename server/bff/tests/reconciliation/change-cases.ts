import type { Role } from '@/core/roles';
import { toneWav } from '@server/audio/tone-wav';
import type { BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { newNode } from './create-cases';
import { send, serviceList, unique, type Send } from './reconciliation-world';

const SIP_PASSWORD = 'S1p-secret-Pa55';
const NEW_SIP_PASSWORD = 'An0ther-S1p-secret';

/** One kind of update or delete, as the table runs it. */
export type ChangeCase = {
  change: string;
  role: Role;
  method: 'PUT' | 'DELETE';
  /** The start of the service path it goes to, as the proxy sees it. */
  target: string;
  audit: string;
  /** What a late answer is reconciled as: done, or unknown where the service lists too little to tell. */
  late: 'done' | 'unknown';
  /** Makes the object to change; answers the request and whether the service now holds the change. */
  prepare: (world: BffWithSandbox) => Promise<{ request: Send; applied: () => Promise<boolean> }>;
};

type Row = Record<string, unknown>;
const rowsOf = async (world: BffWithSandbox, surface: 'base' | 'api', path: string, field: string) =>
  ((await serviceList(world, surface, path)).data as Record<string, Row[]>)[field]!;
const idOf = async (answer: Promise<{ json: () => unknown }>) => ((await answer).json() as { id: string }).id;

async function nodeIn(world: BffWithSandbox) {
  const treeId = await idOf(
    send(world, 'supervisor', { path: '/api/ivr/trees', body: { name: unique('T') } }),
  );
  const nodeId = await newNode(world, treeId);
  const node = async () =>
    (await rowsOf(world, 'base', `/v1/ivrnode?tree=${treeId}&limit=100`, 'ivrNodes')).find(
      (row) => row.id === nodeId,
    );
  return { nodeId, node };
}

async function keyOn(world: BffWithSandbox) {
  const { nodeId } = await nodeIn(world);
  const body = { key: '1', action: { kind: 'forward', toPhoneNumber: '0901234567' } };
  const keyId = await idOf(send(world, 'supervisor', { path: `/api/ivr/nodes/${nodeId}/keys`, body }));
  const key = async () =>
    (await rowsOf(world, 'base', `/v1/ivrkeypress?node=${nodeId}&limit=100`, 'ivrNodeKeys')).find(
      (row) => row.id === keyId,
    );
  return { keyId, key };
}

async function sipAccount(world: BffWithSandbox) {
  const username = unique('acct');
  const extension = 3000 + Math.floor(Math.random() * 100_000);
  const body = { username, password: SIP_PASSWORD, extension };
  await send(world, 'lead', { path: '/api/sip-accounts', body });
  const account = async () =>
    (await rowsOf(world, 'base', `/v1/ipphonecommon?username=${username}`, 'rows')).find(
      (row) => row.username === username,
    );
  return { username, extension, account };
}

async function sipPhone(world: BffWithSandbox) {
  const body = { username: unique('desk'), password: SIP_PASSWORD };
  const answer = await send(world, 'lead', { path: '/api/sip-phones', body });
  const username = (answer.json() as { username: string }).username;
  const phone = async () =>
    (await rowsOf(world, 'api', '/v1/sipphone', 'sipphones')).find((row) => row.username === username);
  return { username, phone };
}

async function routing(world: BffWithSandbox) {
  const groupId = await idOf(send(world, 'lead', { path: '/api/groups', body: { name: unique('G') } }));
  const queueId = unique('Q');
  const body = { groupId, primary: true };
  const routingId = await idOf(send(world, 'lead', { path: `/api/queues/${queueId}/groups`, body }));
  const row = async () =>
    (await rowsOf(world, 'base', `/v1/routing-call-to-groups?queue=${queueId}`, 'groupRoutings')).find(
      (item) => item.id === routingId,
    );
  return { routingId, row };
}

export const CHANGE_CASES: ChangeCase[] = [
  {
    change: 'renaming an IVR node',
    role: 'supervisor',
    method: 'PUT',
    target: '/cc/v1/ivrnode/',
    audit: 'ivr-node.update',
    late: 'done',
    prepare: async (world) => {
      const { nodeId, node } = await nodeIn(world);
      const name = unique('Renamed');
      return {
        request: { method: 'PUT', path: `/api/ivr/nodes/${nodeId}`, body: { name, speed: 2 } },
        applied: async () => (await node())?.node_name === name,
      };
    },
  },
  {
    change: 'deleting an IVR node',
    role: 'supervisor',
    method: 'DELETE',
    target: '/cc/v1/ivrnode/',
    audit: 'ivr-node.delete',
    late: 'done',
    prepare: async (world) => {
      const { nodeId, node } = await nodeIn(world);
      return {
        request: { method: 'DELETE', path: `/api/ivr/nodes/${nodeId}` },
        applied: async () => (await node()) === undefined,
      };
    },
  },
  {
    change: "changing an IVR key's action",
    role: 'supervisor',
    method: 'PUT',
    target: '/cc/v1/ivrkeypress/',
    audit: 'ivr-key.update',
    late: 'done',
    prepare: async (world) => {
      const { keyId, key } = await keyOn(world);
      return {
        request: { method: 'PUT', path: `/api/ivr/keys/${keyId}`, body: { action: { kind: 'hangup' } } },
        applied: async () => (await key())?.action === 6,
      };
    },
  },
  {
    change: 'deleting an IVR key',
    role: 'supervisor',
    method: 'DELETE',
    target: '/cc/v1/ivrkeypress/',
    audit: 'ivr-key.delete',
    late: 'done',
    prepare: async (world) => {
      const { keyId, key } = await keyOn(world);
      return {
        request: { method: 'DELETE', path: `/api/ivr/keys/${keyId}` },
        applied: async () => (await key()) === undefined,
      };
    },
  },
  {
    change: "changing a SIP account's extension and password",
    role: 'lead',
    method: 'PUT',
    target: '/cc/v1/ipphonecommon/',
    audit: 'sip-account.update',
    late: 'done',
    prepare: async (world) => {
      const { username, extension, account } = await sipAccount(world);
      const body = { extension: extension + 1, password: NEW_SIP_PASSWORD };
      return {
        request: { method: 'PUT', path: `/api/sip-accounts/${username}`, body },
        applied: async () => (await account())?.extension === String(extension + 1),
      };
    },
  },
  {
    change: 'deleting a SIP account',
    role: 'lead',
    method: 'DELETE',
    target: '/cc/v1/ipphonecommon/',
    audit: 'sip-account.delete',
    late: 'done',
    prepare: async (world) => {
      const { username, account } = await sipAccount(world);
      return {
        request: { method: 'DELETE', path: `/api/sip-accounts/${username}` },
        applied: async () => (await account()) === undefined,
      };
    },
  },
  {
    // The service lists a phone without its password: a late answer cannot be told done.
    change: "changing a SIP phone's password and extension",
    role: 'lead',
    method: 'PUT',
    target: '/api/v1/sipphone/',
    audit: 'sip-phone.update',
    late: 'unknown',
    prepare: async (world) => {
      const { username, phone } = await sipPhone(world);
      const body = { password: NEW_SIP_PASSWORD, extension: 4321 };
      return {
        request: { method: 'PUT', path: `/api/sip-phones/${username}`, body },
        applied: async () => (await phone())?.extension === 4321,
      };
    },
  },
  {
    change: 'deleting a SIP phone',
    role: 'lead',
    method: 'DELETE',
    target: '/api/v1/sipphone/',
    audit: 'sip-phone.delete',
    late: 'done',
    prepare: async (world) => {
      const { username, phone } = await sipPhone(world);
      return {
        request: { method: 'DELETE', path: `/api/sip-phones/${username}` },
        applied: async () => (await phone()) === undefined,
      };
    },
  },
  {
    change: 'deleting a greeting file',
    role: 'lead',
    method: 'DELETE',
    target: '/api/v1/greetingfile/',
    audit: 'greeting.delete',
    late: 'done',
    prepare: async (world) => {
      const audio = toneWav({ seconds: 0.2, frequencies: [330] });
      const sid = await idOf(send(world, 'lead', { path: '/api/greetings', audio }));
      const file = async () =>
        (await rowsOf(world, 'api', '/v1/greetingfile', 'greeting_files')).find((row) => row.sid === sid);
      return {
        request: { method: 'DELETE', path: `/api/greetings/${sid}` },
        applied: async () => (await file()) === undefined,
      };
    },
  },
  {
    change: 'making a group of a queue secondary',
    role: 'lead',
    method: 'PUT',
    target: '/cc/v1/routing-call-to-groups/',
    audit: 'group-routing.update',
    late: 'done',
    prepare: async (world) => {
      const { routingId, row } = await routing(world);
      return {
        request: { method: 'PUT', path: `/api/group-routings/${routingId}`, body: { primary: false } },
        applied: async () => (await row())?.primary_group === 0,
      };
    },
  },
  {
    change: 'removing a group from a queue',
    role: 'lead',
    method: 'DELETE',
    target: '/cc/v1/routing-call-to-groups/',
    audit: 'group-routing.delete',
    late: 'done',
    prepare: async (world) => {
      const { routingId, row } = await routing(world);
      return {
        request: { method: 'DELETE', path: `/api/group-routings/${routingId}` },
        applied: async () => (await row()) === undefined,
      };
    },
  },
];
