import { createComingSoonRoute } from '../coming-soon-route';

export const queueRoutingRoute = createComingSoonRoute('queueRouting');
