import { createComingSoonRoute } from '../coming-soon-route';

export const ivrDesignerRoute = createComingSoonRoute('ivrDesigner');
