import type { FastifyInstance } from 'fastify';
import { registerCallDebuggerRoutes } from './call-debugger-routes';
import { registerCallLogExportRoutes } from './call-log-export-routes';
import { registerCallLogRoutes } from './call-log-routes';
import { registerCallLogSummaryRoute } from './call-log-summary-route';
import { registerCallsRoutes } from './calls-routes';
import { registerChatRoutes } from './chat-routes';
import { registerGreetingFileRoutes } from './greeting-files-routes';
import { registerGreetingUsageRoutes } from './greeting-usage-routes';
import { registerSipPhoneRoutes } from './sip-phones-routes';

/** SIP phones, greeting files, call log, chat, call-out, add-user, call debugger. */
export async function registerTelephonyApi(api: FastifyInstance): Promise<void> {
  await api.register(registerSipPhoneRoutes);
  await api.register(registerGreetingFileRoutes);
  await api.register(registerGreetingUsageRoutes);
  await api.register(registerCallLogRoutes);
  await api.register(registerChatRoutes);
  await api.register(registerCallDebuggerRoutes);
  await api.register(registerCallsRoutes);
  await api.register(registerCallLogExportRoutes);
  await api.register(registerCallLogSummaryRoute);
}
