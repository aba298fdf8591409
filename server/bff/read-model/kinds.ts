import type { z } from 'zod';
import { agentSchema, type Agent } from '@/core/api/agents';
import { blacklistedNumberSchema, type BlacklistedNumber } from '@/core/api/blacklist';
import { greetingFileSchema, type GreetingFile } from '@/core/api/greeting-files';
import { groupRoutingSchema, type GroupRouting } from '@/core/api/group-routings';
import { groupSchema, type Group } from '@/core/api/groups';
import { ivrKeypressSchema, type IvrKeypress } from '@/core/api/ivr-keypresses';
import { ivrNodeSchema, type IvrNode } from '@/core/api/ivr-nodes';
import { ivrTreeSchema, type IvrTree } from '@/core/api/ivr-trees';
import type { CopiedList } from '@/core/api/read-model';
import { sipAccountListItemSchema, type SipAccountListItem } from '@/core/api/sip-accounts';
import { sipPhoneSchema, type SipPhone } from '@/core/api/sip-phones';

export type SortValue = string | number | boolean | null;

/** How one kind of object is kept: its contract schema, its id, its parent list, its text and columns. */
export type KindSpec<Item> = {
  schema: z.core.$ZodType<Item>;
  idOf: (item: Item) => string;
  /** '' for a top-level list. */
  parentOf: (item: Item) => string;
  searchText: (item: Item) => string;
  sortValues: Readonly<Record<string, (item: Item) => SortValue>>;
};

const spec = <Item>(s: KindSpec<Item>) => s;

/** Every kind the read model keeps; the names are the stored `kind` column. */
export const KINDS = {
  agents: spec<Agent>({
    schema: agentSchema,
    idOf: (a) => a.id,
    parentOf: () => '',
    searchText: (a) => [a.name, a.serviceUserId, a.phoneNumber ?? '', a.manualStatus ?? '', a.id].join(' '),
    sortValues: {
      name: (a) => a.name,
      serviceUserId: (a) => a.serviceUserId,
      routingType: (a) => a.routingType,
      systemStatus: (a) => a.systemStatus,
      phoneNumber: (a) => a.phoneNumber,
      manualStatus: (a) => a.manualStatus,
    },
  }),
  groups: spec<Group>({
    schema: groupSchema,
    idOf: (g) => g.id,
    parentOf: () => '',
    searchText: (g) => `${g.name} ${g.id}`,
    sortValues: { name: (g) => g.name, agentCount: (g) => g.agentCount, id: (g) => g.id },
  }),
  routings: spec<GroupRouting>({
    schema: groupRoutingSchema,
    idOf: (r) => r.id,
    parentOf: (r) => r.queueId,
    searchText: (r) => `${r.groupId} ${r.queueId}`,
    sortValues: { groupId: (r) => r.groupId, primary: (r) => r.primary },
  }),
  blacklist: spec<BlacklistedNumber>({
    schema: blacklistedNumberSchema,
    idOf: (b) => b.id,
    parentOf: () => '',
    searchText: (b) => b.number,
    sortValues: {
      number: (b) => b.number,
      ivrBlocked: (b) => b.ivrBlocked,
      queueBlocked: (b) => b.queueBlocked,
    },
  }),
  'sip-accounts': spec<SipAccountListItem>({
    // The contract item without a password: a password is never stored here.
    schema: sipAccountListItemSchema,
    idOf: (s) => s.username,
    parentOf: () => '',
    searchText: (s) => `${s.username} ${s.extension} ${s.serviceUserId ?? ''}`,
    sortValues: {
      username: (s) => s.username,
      extension: (s) => s.extension,
      serviceUserId: (s) => s.serviceUserId,
    },
  }),
  'sip-phones': spec<SipPhone>({
    schema: sipPhoneSchema,
    idOf: (p) => p.username,
    parentOf: () => '',
    searchText: (p) => `${p.username} ${p.extension ?? ''} ${p.email ?? ''}`,
    sortValues: { username: (p) => p.username, extension: (p) => p.extension, email: (p) => p.email },
  }),
  greetings: spec<GreetingFile>({
    schema: greetingFileSchema,
    idOf: (f) => f.id,
    parentOf: () => '',
    searchText: (f) => `${f.filename} ${f.description ?? ''} ${f.id}`,
    sortValues: { filename: (f) => f.filename, description: (f) => f.description, created: (f) => f.created },
  }),
  'ivr-trees': spec<IvrTree>({
    schema: ivrTreeSchema,
    idOf: (t) => t.id,
    parentOf: () => '',
    searchText: (t) => `${t.name} ${t.id}`,
    sortValues: { name: (t) => t.name, id: (t) => t.id },
  }),
  'ivr-nodes': spec<IvrNode>({
    schema: ivrNodeSchema,
    idOf: (n) => n.id,
    parentOf: (n) => n.treeId,
    searchText: (n) => `${n.name} ${n.playContent}`,
    sortValues: { name: (n) => n.name },
  }),
  'ivr-keys': spec<IvrKeypress>({
    schema: ivrKeypressSchema,
    idOf: (k) => k.id,
    parentOf: (k) => k.nodeId,
    searchText: (k) => k.key,
    sortValues: { key: (k) => k.key },
  }),
};

export type KindName = keyof typeof KINDS;
export type ItemOf<K extends KindName> = (typeof KINDS)[K] extends KindSpec<infer Item> ? Item : never;

/** Every copied list the API serves is a kind of the same name. */
export const kindOfList = (list: CopiedList): KindName => list;
