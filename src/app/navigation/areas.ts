import {
  IconAddressBook,
  IconArrowsSplit,
  IconBan,
  IconBug,
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

export type AreaGroup = 'design' | 'contactCenter' | 'operations' | 'administration';

interface Area {
  path: string;
  /** Where the navigation lists the area; the overview stands apart from every group. */
  group: AreaGroup | null;
  icon: Icon;
}

/**
 * Every area of the console, in navigation order. Labels and descriptions live in the `shell`
 * namespace under `areas.<id>`; the route table gives each area its page.
 */
export const areas = {
  overview: { path: '/', group: null, icon: IconLayoutDashboard },
  ivrDesigner: { path: '/ivr', group: 'design', icon: IconSitemap },
  agents: { path: '/agents', group: 'contactCenter', icon: IconHeadset },
  groups: { path: '/groups', group: 'contactCenter', icon: IconUsersGroup },
  queueRouting: { path: '/queue-routing', group: 'contactCenter', icon: IconArrowsSplit },
  blacklist: { path: '/blacklist', group: 'contactCenter', icon: IconBan },
  sipAccounts: { path: '/sip-accounts', group: 'contactCenter', icon: IconId },
  sipPhones: { path: '/sip-phones', group: 'contactCenter', icon: IconDeviceLandlinePhone },
  greetingFiles: { path: '/greeting-files', group: 'contactCenter', icon: IconFileMusic },
  campaignContacts: { path: '/campaign-contacts', group: 'contactCenter', icon: IconAddressBook },
  callLog: { path: '/call-log', group: 'operations', icon: IconListDetails },
  chat: { path: '/chat', group: 'operations', icon: IconMessages },
  callDebugger: { path: '/call-debugger', group: 'operations', icon: IconBug },
  placeCall: { path: '/place-call', group: 'operations', icon: IconPhoneOutgoing },
  addUserToCall: { path: '/add-user-to-call', group: 'operations', icon: IconPhonePlus },
  users: { path: '/users', group: 'administration', icon: IconUsers },
  auditLog: { path: '/audit-log', group: 'administration', icon: IconHistory },
} as const satisfies Record<string, Area>;

export type AreaId = keyof typeof areas;

export const areaGroups: readonly AreaGroup[] = ['design', 'contactCenter', 'operations', 'administration'];

export const areaIds = Object.keys(areas) as AreaId[];

export function areasInGroup(group: AreaGroup): AreaId[] {
  return areaIds.filter((id) => areas[id].group === group);
}
