import { createComingSoonRoute } from '../coming-soon-route';

export const agentsRoute = createComingSoonRoute('agents');
