import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { problemSchema } from '../../../../src/core/api/problem';
import type { ContactCenterClient } from '../../upstream/contact-center-client';

/** Pieces every contact-center route file uses: update/delete answers, documented errors. (The create answer,
 * `createdSchema`, is part of the contract: src/core/api/created.ts.) */

/** Updates and deletes answer 204 with no body. */
export const noContentSchema = z.null().describe('Done; no body');

const problem = (description: string) => problemSchema.describe(description);

const commonProblems = {
  400: problem('Invalid input; `errors` maps each field to its message. Nothing was sent to the service.'),
  401: problem('No session, or it has ended.'),
  403: problem("The user's role lacks the permission, or a change failed the CSRF check."),
  502: problem('The service answered in an unexpected way.'),
  503: problem('The service is not answering; try again shortly.'),
};

export const readProblems = { ...commonProblems, 404: problem('No such object at the service.') };

/** Service refusals keep the service's message and its result code in `serviceCode`. */
export const changeProblems = {
  ...readProblems,
  409: problem('Refused by the service as a conflict (e.g. a duplicate).'),
  422: problem('Refused by the service for another reason.'),
};

export const contactCenterOf = (request: FastifyRequest): ContactCenterClient =>
  request.server.services.service.contactCenter;
