import { createComingSoonRoute } from '../coming-soon-route';

export const addUserToCallRoute = createComingSoonRoute('addUserToCall');
