import { createComingSoonRoute } from '../coming-soon-route';

export const callDebuggerRoute = createComingSoonRoute('callDebugger');
