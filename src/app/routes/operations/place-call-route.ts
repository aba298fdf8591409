import { createComingSoonRoute } from '../coming-soon-route';

export const placeCallRoute = createComingSoonRoute('placeCall');
