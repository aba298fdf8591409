import type { Role } from '@/core/roles';
import { toneWav } from '@server/audio/tone-wav';
import type { Answer } from '../../test-support/bff-harness';
import type { BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { send, serviceList, unique, type Send } from './reconciliation-world';

const SIP_PASSWORD = 'S1p-secret-Pa55';

/** One kind of create, as the table runs it. */
export type CreateCase = {
  resource: string;
  role: Role;
  /** The service path its create goes to, as the proxy sees it. */
  post: string;
  audit: string;
  /** The new object's id in the BFF's answer. */
  idOf: (answer: Answer) => string;
  /** Makes what the create needs; answers a fresh create each time and the ids the service holds. */
  prepare: (world: BffWithSandbox) => Promise<{ next: () => Send; held: () => Promise<string[]> }>;
};

const idField = (answer: Answer) => (answer.json() as { id: string }).id;
const ids = (items: unknown, field = 'id') => (items as Record<string, string>[]).map((item) => item[field]!);
const dataOf = (body: Record<string, unknown>) => body.data as Record<string, unknown>;

async function newTree(world: BffWithSandbox): Promise<string> {
  const answer = await send(world, 'supervisor', { path: '/api/ivr/trees', body: { name: unique('Tree') } });
  return idField(answer);
}

export async function newNode(world: BffWithSandbox, treeId: string): Promise<string> {
  const body = { name: unique('Node'), playMode: 'talk', playContent: 'Hello' };
  return idField(await send(world, 'supervisor', { path: `/api/ivr/trees/${treeId}/nodes`, body }));
}

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '*', '#'];

export const CREATE_CASES: CreateCase[] = [
  {
    resource: 'an IVR node',
    role: 'supervisor',
    post: '/cc/v1/ivrnode',
    audit: 'ivr-node.create',
    idOf: idField,
    prepare: async (world) => {
      const treeId = await newTree(world);
      return {
        next: () => ({
          path: `/api/ivr/trees/${treeId}/nodes`,
          body: { name: unique('Node'), playMode: 'talk', playContent: 'Xin chào', loopCount: 2 },
        }),
        held: async () =>
          ids(dataOf(await serviceList(world, 'base', `/v1/ivrnode?tree=${treeId}&limit=100`)).ivrNodes),
      };
    },
  },
  {
    resource: 'an IVR key',
    role: 'supervisor',
    post: '/cc/v1/ivrkeypress',
    audit: 'ivr-key.create',
    idOf: idField,
    prepare: async (world) => {
      const nodeId = await newNode(world, await newTree(world));
      const free = [...KEYS];
      return {
        next: () => ({
          path: `/api/ivr/nodes/${nodeId}/keys`,
          body: { key: free.shift(), action: { kind: 'forward', toPhoneNumber: '0901234567' } },
        }),
        held: async () =>
          ids(
            dataOf(await serviceList(world, 'base', `/v1/ivrkeypress?node=${nodeId}&limit=100`)).ivrNodeKeys,
          ),
      };
    },
  },
  {
    resource: 'a SIP account',
    role: 'lead',
    post: '/cc/v1/ipphonecommon',
    audit: 'sip-account.create',
    idOf: idField,
    prepare: (world) => {
      let extension = 3000 + Math.floor(Math.random() * 100_000);
      return Promise.resolve({
        next: () => ({
          path: '/api/sip-accounts',
          body: { username: unique('acct'), password: SIP_PASSWORD, extension: (extension += 1) },
        }),
        held: async () =>
          ids(dataOf(await serviceList(world, 'base', '/v1/ipphonecommon?limit=100')).rows, 'username'),
      });
    },
  },
  {
    resource: 'a SIP phone',
    role: 'lead',
    post: '/api/v1/sipphone',
    audit: 'sip-phone.create',
    idOf: (answer) => (answer.json() as { username: string }).username,
    prepare: (world) =>
      Promise.resolve({
        next: () => ({ path: '/api/sip-phones', body: { username: unique('desk'), password: SIP_PASSWORD } }),
        held: async () => ids(dataOf(await serviceList(world, 'api', '/v1/sipphone')).sipphones, 'username'),
      }),
  },
  {
    resource: 'a greeting file',
    role: 'lead',
    post: '/api/v1/greetingfile',
    audit: 'greeting.upload',
    idOf: idField,
    prepare: (world) =>
      Promise.resolve({
        next: () => ({
          path: `/api/greetings?description=${unique('Welcome')}`,
          audio: toneWav({ seconds: 0.2, frequencies: [440] }),
        }),
        held: async () =>
          ids(dataOf(await serviceList(world, 'api', '/v1/greetingfile')).greeting_files, 'sid'),
      }),
  },
];
