import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the routes' zod schemas: JSON at /api/openapi.json, a browsable page at
 * /api/docs. Both are public: they describe the API, they hold no data.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Switchboard API',
        description: "The console's API over the contact-center service. Errors are RFC 9457 problem+json.",
        version: '1',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sb_session' } } },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
