import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audited } from '../../plugins/audited';
import { requirePermission } from '../../plugins/authorization';
import { HttpProblem, notFound } from '../../problem';
import type { ImportJobs, StatusChange } from '../../jobs/import-jobs';
import { importProgressSchema } from '@/core/api/campaign-imports';
import { importTags, jobParams, jobProblems, toImportProgress } from './import-schemas';

type Control = {
  verb: 'cancel' | 'pause' | 'resume';
  summary: string;
  description: string;
  notAllowed: string;
  change: (jobs: ImportJobs, jobId: string) => Promise<StatusChange>;
};

const controls: Control[] = [
  {
    verb: 'cancel',
    summary: 'Cancel an import',
    description:
      'No further batch is sent. A batch already in flight completes and is counted: the service applied it.',
    notAllowed: 'The import is already over.',
    change: (jobs, jobId) => jobs.cancel(jobId),
  },
  {
    verb: 'pause',
    summary: 'Pause an import',
    description: 'Stops after the batch in flight; resume carries on with the next unsent batch.',
    notAllowed: 'Only a queued or running import can be paused.',
    change: (jobs, jobId) => jobs.pause(jobId),
  },
  {
    verb: 'resume',
    summary: 'Resume a paused or failed import',
    description: 'Queues it again; the batches already answered are not sent again.',
    notAllowed: 'Only a paused or failed import can be resumed.',
    change: (jobs, jobId) => jobs.resume(jobId),
  },
];

/** Why a control is refused: a failure resuming cannot mend says so, with what to do instead. */
async function whyNotFor(jobs: ImportJobs, control: Control, jobId: string): Promise<string> {
  const job = control.verb === 'resume' ? await jobs.find(jobId) : undefined;
  if (job?.status === 'failed' && job.error_code === 'campaign_not_found') {
    return (
      `The service has no campaign ${job.campaign_id} in this account, so resuming would be refused again. ` +
      'Check the campaign id and start a new import.'
    );
  }
  return control.notAllowed;
}

/** POST …/imports/{jobId}/cancel, /pause and /resume: each audited, each answering the new progress. */
export function registerImportControlRoutes(api: FastifyInstance, jobs: ImportJobs) {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const whyNot = (control: Control, jobId: string) => whyNotFor(jobs, control, jobId);
  for (const control of controls) {
    routes.post(
      `/campaigns/imports/:jobId/${control.verb}`,
      {
        onRequest: requirePermission('campaigns:write'),
        schema: {
          tags: importTags,
          summary: control.summary,
          description: control.description,
          params: jobParams,
          response: {
            200: importProgressSchema,
            ...jobProblems,
            409: jobProblems[404].check(z.describe('Not possible in the import’s current state.')),
          },
        },
      },
      async (request) => {
        const { jobId } = request.params;
        return audited(request, { action: `campaign-import.${control.verb}`, target: jobId }, async () => {
          const result = await control.change(jobs, jobId);
          if (result === 'not-allowed') throw new HttpProblem(409, 'Conflict', await whyNot(control, jobId));
          const job = result === 'changed' ? await jobs.find(jobId) : undefined;
          if (!job) throw notFound('No such import.');
          return toImportProgress(job);
        });
      },
    );
  }
}
