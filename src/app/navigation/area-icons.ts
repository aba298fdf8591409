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
import type { AreaId } from './areas';

/**
 * Each area's icon, apart from areas.ts: the route table needs the areas' paths on every page, the icons
 * only the shell and the overview need, so the sign-in page does not load them.
 */
export const areaIcons: Record<AreaId, Icon> = {
  overview: IconLayoutDashboard,
  ivrDesigner: IconSitemap,
  agents: IconHeadset,
  groups: IconUsersGroup,
  queueRouting: IconArrowsSplit,
  blacklist: IconBan,
  sipAccounts: IconId,
  sipPhones: IconDeviceLandlinePhone,
  greetingFiles: IconFileMusic,
  campaignContacts: IconAddressBook,
  board: IconDeviceAnalytics,
  callLog: IconListDetails,
  chat: IconMessages,
  callDebugger: IconBug,
  placeCall: IconPhoneOutgoing,
  addUserToCall: IconPhonePlus,
  users: IconUsers,
  auditLog: IconHistory,
};
