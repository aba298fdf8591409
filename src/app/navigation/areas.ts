import type { Permission } from '../../core/permissions';

export type AreaGroup = 'design' | 'contactCenter' | 'operations' | 'administration';

interface Area {
  path: string;
  /** Where the navigation lists the area; the overview stands apart from every group. */
  group: AreaGroup | null;
  /** What a role needs to open the area; null for the overview, which everyone signed in may see. */
  permission: Permission | null;
}

/**
 * Every area of the console, in navigation order. Labels and descriptions live in the `shell`
 * namespace under `areas.<id>`, the icons in area-icons.ts; the route table gives each area its page.
 */
export const areas = {
  overview: { path: '/', group: null, permission: null },
  ivrDesigner: { path: '/ivr', group: 'design', permission: 'ivr:read' },
  agents: { path: '/agents', group: 'contactCenter', permission: 'agents:read' },
  groups: { path: '/groups', group: 'contactCenter', permission: 'groups:read' },
  queueRouting: {
    path: '/queue-routing',
    group: 'contactCenter',
    permission: 'routing:read',
  },
  blacklist: { path: '/blacklist', group: 'contactCenter', permission: 'blacklist:read' },
  sipAccounts: { path: '/sip-accounts', group: 'contactCenter', permission: 'sip:read' },
  sipPhones: {
    path: '/sip-phones',
    group: 'contactCenter',
    permission: 'sip:read',
  },
  greetingFiles: {
    path: '/greeting-files',
    group: 'contactCenter',
    permission: 'greetings:read',
  },
  campaignContacts: {
    path: '/campaign-contacts',
    group: 'contactCenter',
    permission: 'campaigns:write',
  },
  board: { path: '/board', group: 'operations', permission: 'board:read' },
  callLog: { path: '/call-log', group: 'operations', permission: 'calllog:read' },
  chat: { path: '/chat', group: 'operations', permission: 'chat:read' },
  callDebugger: { path: '/call-debugger', group: 'operations', permission: 'debugger:read' },
  placeCall: { path: '/place-call', group: 'operations', permission: 'calls:place' },
  addUserToCall: {
    path: '/add-user-to-call',
    group: 'operations',
    permission: 'calls:adduser',
  },
  users: { path: '/users', group: 'administration', permission: 'users:manage' },
  auditLog: { path: '/audit-log', group: 'administration', permission: 'audit:read' },
} as const satisfies Record<string, Area>;

export type AreaId = keyof typeof areas;

export const areaGroups: readonly AreaGroup[] = ['design', 'contactCenter', 'operations', 'administration'];

export const areaIds = Object.keys(areas) as AreaId[];

export function areasInGroup(group: AreaGroup): AreaId[] {
  return areaIds.filter((id) => areas[id].group === group);
}
