import { createComingSoonRoute } from '../coming-soon-route';

export const groupsRoute = createComingSoonRoute('groups');
