import { createComingSoonRoute } from '../coming-soon-route';

export const sipPhonesRoute = createComingSoonRoute('sipPhones');
