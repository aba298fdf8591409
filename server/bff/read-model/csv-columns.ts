import type { ItemOf } from './kinds';

type Columns<Item> = Array<[header: string, value: (item: Item) => string | number | boolean | null]>;

const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');

/** The columns of each exported table, as the table shows them (never a password: none is kept). */
export const CSV_COLUMNS = {
  agents: [
    ['id', (a) => a.id],
    ['name', (a) => a.name],
    ['service_user_id', (a) => a.serviceUserId],
    ['routing', (a) => a.routingType],
    ['phone_number', (a) => a.phoneNumber],
    ['manual_status', (a) => a.manualStatus],
    ['system_status', (a) => a.systemStatus],
  ] satisfies Columns<ItemOf<'agents'>>,
  groups: [
    ['id', (g) => g.id],
    ['name', (g) => g.name],
    ['agents', (g) => g.agentCount],
  ] satisfies Columns<ItemOf<'groups'>>,
  routings: [
    ['id', (r) => r.id],
    ['queue_id', (r) => r.queueId],
    ['group_id', (r) => r.groupId],
    ['primary', (r) => yesNo(r.primary)],
  ] satisfies Columns<ItemOf<'routings'>>,
  blacklist: [
    ['id', (b) => b.id],
    ['number', (b) => b.number],
    ['ivr_blocked', (b) => yesNo(b.ivrBlocked)],
    ['queue_blocked', (b) => yesNo(b.queueBlocked)],
  ] satisfies Columns<ItemOf<'blacklist'>>,
  'sip-accounts': [
    ['username', (s) => s.username],
    ['extension', (s) => s.extension],
    ['service_user_id', (s) => s.serviceUserId],
  ] satisfies Columns<ItemOf<'sip-accounts'>>,
  'sip-phones': [
    ['username', (p) => p.username],
    ['extension', (p) => p.extension],
    ['email', (p) => p.email],
  ] satisfies Columns<ItemOf<'sip-phones'>>,
  greetings: [
    ['id', (f) => f.id],
    ['filename', (f) => f.filename],
    ['description', (f) => f.description],
    ['created', (f) => new Date(f.created).toISOString()],
  ] satisfies Columns<ItemOf<'greetings'>>,
  'ivr-trees': [
    ['id', (t) => t.id],
    ['name', (t) => t.name],
    ['root_node_id', (t) => t.rootNodeId],
  ] satisfies Columns<ItemOf<'ivr-trees'>>,
};
