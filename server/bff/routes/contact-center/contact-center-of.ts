import type { FastifyRequest } from 'fastify';
import type { ContactCenterClient } from '../../upstream/contact-center-client';

/** The contact-center client of the app a request came to. */
export const contactCenterOf = (request: FastifyRequest): ContactCenterClient =>
  request.server.services.service.contactCenter;
