import { createComingSoonRoute } from '../coming-soon-route';

export const callLogRoute = createComingSoonRoute('callLog');
