import { createComingSoonRoute } from './coming-soon-route';

// One route per area; swap `createComingSoonRoute` for the feature's own route as each page lands.
export const ivrDesignerRoute = createComingSoonRoute('ivrDesigner');
export const agentsRoute = createComingSoonRoute('agents');
export const groupsRoute = createComingSoonRoute('groups');
export const queueRoutingRoute = createComingSoonRoute('queueRouting');
export const blacklistRoute = createComingSoonRoute('blacklist');
export const sipAccountsRoute = createComingSoonRoute('sipAccounts');
export const sipPhonesRoute = createComingSoonRoute('sipPhones');
export const greetingFilesRoute = createComingSoonRoute('greetingFiles');
export const campaignContactsRoute = createComingSoonRoute('campaignContacts');
export const callLogRoute = createComingSoonRoute('callLog');
export const chatRoute = createComingSoonRoute('chat');
export const callDebuggerRoute = createComingSoonRoute('callDebugger');
export const placeCallRoute = createComingSoonRoute('placeCall');
export const addUserToCallRoute = createComingSoonRoute('addUserToCall');
export const usersRoute = createComingSoonRoute('users');
export const auditLogRoute = createComingSoonRoute('auditLog');
