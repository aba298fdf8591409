import { createComingSoonRoute } from '../coming-soon-route';

export const sipAccountsRoute = createComingSoonRoute('sipAccounts');
