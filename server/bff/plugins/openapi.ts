import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { nameComponentSchemas } from '../openapi/component-schemas';
import { documentTransform, routeTransform } from '../openapi/document-transforms';

/**
 * OpenAPI 3.1 generated from the routes' zod schemas: JSON at /api/openapi.json, a browsable page at
 * /api/docs. Both are public: they describe the API, they hold no data. 3.1 because its schemas are
 * JSON Schema, so zod's nullable and `unknown` values need no 3.0 `nullable` workarounds.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  nameComponentSchemas();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Switchboard API',
        description: "The console's API over the contact-center service. Errors are RFC 9457 problem+json.",
        version: '1',
      },
      // Relative: the API is served by the console that serves this document, whatever its address.
      servers: [{ url: '/', description: 'The console serving this document' }],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sb_session' } } },
      security: [{ session: [] }],
    },
    transform: routeTransform,
    transformObject: documentTransform,
  });
  // No staticCSP: the page keeps the console's own strict CSP (helmet's), which it needs nothing beyond.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
