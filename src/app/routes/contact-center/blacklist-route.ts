import { createComingSoonRoute } from '../coming-soon-route';

export const blacklistRoute = createComingSoonRoute('blacklist');
