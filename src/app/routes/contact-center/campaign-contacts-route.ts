import { createComingSoonRoute } from '../coming-soon-route';

export const campaignContactsRoute = createComingSoonRoute('campaignContacts');
