import { ivrDesignerRoute } from './ivr/ivr-designer-route';

/** The IVR designer: one route file per area, owned by its feature. */
export const ivrRoutes = [ivrDesignerRoute] as const;
