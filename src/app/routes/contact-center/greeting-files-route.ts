import { createComingSoonRoute } from '../coming-soon-route';

export const greetingFilesRoute = createComingSoonRoute('greetingFiles');
