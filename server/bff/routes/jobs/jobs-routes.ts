import type { FastifyInstance } from 'fastify';
import { ImportJobs } from '../../jobs/import-jobs';
import { registerImportControlRoutes } from './import-control-routes';
import { registerImportEventsRoute } from './import-events-route';
import { registerImportReportRoute } from './import-report-route';
import { registerImportRoutes } from './import-routes';

/** Long-running work: campaign contact imports, run by the job runner (server/bff/jobs). */
export async function registerJobsApi(api: FastifyInstance): Promise<void> {
  const jobs = new ImportJobs(api.services.appDb.db, api.services.now);
  registerImportRoutes(api, jobs);
  registerImportControlRoutes(api, jobs);
  registerImportEventsRoute(api, jobs);
  registerImportReportRoute(api, jobs);
}
