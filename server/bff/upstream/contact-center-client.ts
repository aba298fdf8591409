import { agentsClient } from './agents-client';
import { blacklistClient } from './blacklist-client';
import { campaignsClient } from './campaigns-client';
import { groupRoutingsClient } from './group-routings-client';
import { groupsClient } from './groups-client';
import { ivrKeypressesClient } from './ivr-keypresses-client';
import { ivrNodesClient } from './ivr-nodes-client';
import { ivrTreesClient } from './ivr-trees-client';
import type { ServiceHttp } from './service-http';
import { sipAccountsClient } from './sip-accounts-client';

/** Every `{base_url}` (contact-center configuration) endpoint, typed and normalized, over one ServiceHttp. */
export function contactCenterClient(http: ServiceHttp) {
  return {
    ivrTrees: ivrTreesClient(http),
    ivrNodes: ivrNodesClient(http),
    ivrKeypresses: ivrKeypressesClient(http),
    agents: agentsClient(http),
    groups: groupsClient(http),
    groupRoutings: groupRoutingsClient(http),
    blacklist: blacklistClient(http),
    sipAccounts: sipAccountsClient(http),
    campaigns: campaignsClient(http),
  };
}

export type ContactCenterClient = ReturnType<typeof contactCenterClient>;
