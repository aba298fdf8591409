import { agentsRoute } from './contact-center/agents-route';
import { groupsRoute } from './contact-center/groups-route';
import { queueRoutingRoute } from './contact-center/queue-routing-route';
import { blacklistRoute } from './contact-center/blacklist-route';
import { sipAccountsRoute } from './contact-center/sip-accounts-route';
import { sipPhonesRoute } from './contact-center/sip-phones-route';
import { greetingFilesRoute } from './contact-center/greeting-files-route';
import { campaignContactsRoute } from './contact-center/campaign-contacts-route';

/** Contact-center administration (team leads): one route file per area, owned by its feature. */
export const contactCenterRoutes = [
  agentsRoute,
  groupsRoute,
  queueRoutingRoute,
  blacklistRoute,
  sipAccountsRoute,
  sipPhonesRoute,
  greetingFilesRoute,
  campaignContactsRoute,
] as const;
