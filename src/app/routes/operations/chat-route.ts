import { createComingSoonRoute } from '../coming-soon-route';

export const chatRoute = createComingSoonRoute('chat');
