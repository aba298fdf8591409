import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { boardThresholdsAnswerSchema } from '@/core/board/board-api';
import { boardSnapshotSchema, type BoardSnapshot } from '@/core/board/board-snapshot';
import { boardThresholdsSchema } from '@/core/board/thresholds';
import { audited } from '../plugins/audited';
import { sessionOf } from '../plugins/authentication';
import { requirePermission } from '../plugins/authorization';
import { HttpProblem } from '../problem';
import { changeProblems, readProblems } from '../routes/contact-center/route-schemas';
import type { BoardContext } from './board-context';
import { registerBoardStreamRoute } from './board-stream-route';

const tags = ['Board'];

/** GET /api/board, its stream, and the thresholds a lead sets. */
export function registerBoardRoutes(api: FastifyInstance, board: BoardContext) {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/board',
    {
      onRequest: requirePermission('board:read'),
      schema: {
        tags,
        summary: 'The live board as last polled',
        description:
          'Agents, running calls, today so far and chat now, with when each source was last read. ' +
          '503 until the first poll has finished. The same data streams at /api/board/events.',
        response: { 200: boardSnapshotSchema, ...readProblems },
      },
    },
    async () => {
      const json = board.hub.snapshotJson;
      if (json === null)
        throw new HttpProblem(503, 'Service Unavailable', 'The board has not been read yet.');
      return JSON.parse(json) as BoardSnapshot;
    },
  );

  routes.get(
    '/board/thresholds',
    {
      onRequest: requirePermission('board:read'),
      schema: {
        tags,
        summary: 'The board’s thresholds',
        response: { 200: boardThresholdsAnswerSchema, ...readProblems },
      },
    },
    () => board.thresholds.find(),
  );

  routes.put(
    '/board/thresholds',
    {
      onRequest: requirePermission('board:configure'),
      schema: {
        tags,
        summary: 'Save the board’s thresholds',
        description: 'Replaces them whole; a value out of range is refused with 400 and nothing is saved.',
        body: boardThresholdsSchema,
        response: { 200: boardThresholdsAnswerSchema, ...changeProblems },
      },
    },
    async (request) => {
      const { user } = sessionOf(request);
      return audited(request, { action: 'board.thresholds.save', target: 'main' }, () =>
        board.thresholds.save(request.body, { id: user.id, displayName: user.display_name }),
      );
    },
  );

  registerBoardStreamRoute(api, board);
}
