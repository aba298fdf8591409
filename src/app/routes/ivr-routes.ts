import { ivrDesignerRoute } from './ivr/ivr-designer-route';
import { ivrEditorRoute } from './ivr/ivr-editor-route';
import { ivrSimulatorRoute } from './ivr/ivr-simulator-route';
import { ivrVersionsRoute } from './ivr/ivr-versions-route';

/** The IVR designer: one route file per area, owned by its feature. */
export const ivrRoutes = [ivrDesignerRoute, ivrEditorRoute, ivrVersionsRoute, ivrSimulatorRoute] as const;
