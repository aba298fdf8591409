import {
  IconAddressBook,
  IconArrowsSplit,
  IconBan,
  IconBug,
  IconDeviceAnalytics,
  IconDeviceLandlinePhone,
  IconFileMusic,
  IconHeadset,
  IconHistory,
  IconId,
  IconLayoutDashboard,
  IconListDetails,
  IconMessages,
  IconPhoneOutgoing,
  IconPhonePlus,
  IconSitemap,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import type { Permission } from '../../core/permissions';

export type AreaGroup = 'design' | 'contactCenter' | 'operations' | 'administration';

interface Area {
  path: string;
  /** Where the navigation lists the area; the overview stands apart from every group. */
  group: AreaGroup | null;
  icon: Icon;
  /** What a role needs to open the area; null for the overview, which everyone signed in may see. */
  permission: Permission | null;
}

/**
 * Every area of the console, in navigation order. Labels and descriptions live in the `shell`
 * namespace under `areas.<id>`; the route table gives each area its page.
 */
export const areas = {
  overview: { path: '/', group: null, icon: IconLayoutDashboard, permission: null },
  ivrDesigner: { path: '/ivr', group: 'design', icon: IconSitemap, permission: 'ivr:read' },
  agents: { path: '/agents', group: 'contactCenter', icon: IconHeadset, permission: 'agents:read' },
  groups: { path: '/groups', group: 'contactCenter', icon: IconUsersGroup, permission: 'groups:read' },
  queueRouting: {
    path: '/queue-routing',
    group: 'contactCenter',
    icon: IconArrowsSplit,
    permission: 'routing:read',
  },
  blacklist: { path: '/blacklist', group: 'contactCenter', icon: IconBan, permission: 'blacklist:read' },
  sipAccounts: { path: '/sip-accounts', group: 'contactCenter', icon: IconId, permission: 'sip:read' },
  sipPhones: {
    path: '/sip-phones',
    group: 'contactCenter',
    icon: IconDeviceLandlinePhone,
    permission: 'sip:read',
  },
  greetingFiles: {
    path: '/greeting-files',
    group: 'contactCenter',
    icon: IconFileMusic,
    permission: 'greetings:read',
  },
  campaignContacts: {
    path: '/campaign-contacts',
    group: 'contactCenter',
    icon: IconAddressBook,
    permission: 'campaigns:write',
  },
  board: { path: '/board', group: 'operations', icon: IconDeviceAnalytics, permission: 'board:read' },
  callLog: { path: '/call-log', group: 'operations', icon: IconListDetails, permission: 'calllog:read' },
  chat: { path: '/chat', group: 'operations', icon: IconMessages, permission: 'chat:read' },
  callDebugger: { path: '/call-debugger', group: 'operations', icon: IconBug, permission: 'debugger:read' },
  placeCall: { path: '/place-call', group: 'operations', icon: IconPhoneOutgoing, permission: 'calls:place' },
  addUserToCall: {
    path: '/add-user-to-call',
    group: 'operations',
    icon: IconPhonePlus,
    permission: 'calls:adduser',
  },
  users: { path: '/users', group: 'administration', icon: IconUsers, permission: 'users:manage' },
  auditLog: { path: '/audit-log', group: 'administration', icon: IconHistory, permission: 'audit:read' },
} as const satisfies Record<string, Area>;

export type AreaId = keyof typeof areas;

export const areaGroups: readonly AreaGroup[] = ['design', 'contactCenter', 'operations', 'administration'];

export const areaIds = Object.keys(areas) as AreaId[];

export function areasInGroup(group: AreaGroup): AreaId[] {
  return areaIds.filter((id) => areas[id].group === group);
}
