import { z } from 'zod';

/**
 * Where the designer's canvas put each card of a tree:
 *   GET /api/ivr/trees/:treeId/layout → IvrLayout
 *   PUT /api/ivr/trees/:treeId/layout IvrLayout → IvrLayout
 * Keys are node ids and the ids the UI gives target cards (e.g. `key:<keyId>`); a publish renames the
 * `new-…` ids inside them to the ids the service gave, so positions survive publishing.
 */
export const LAYOUT_MAX_POSITIONS = 5000;
export const LAYOUT_ID_MAX = 200;
/** Far beyond any canvas, yet keeps absurd numbers out of the database. */
const COORDINATE_LIMIT = 10_000_000;

const coordinate = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-COORDINATE_LIMIT, `${label} is out of range`)
    .max(COORDINATE_LIMIT, `${label} is out of range`);

export const canvasPositionSchema = z.object({ x: coordinate('x'), y: coordinate('y') });
export type CanvasPosition = z.infer<typeof canvasPositionSchema>;

export const ivrLayoutSchema = z.object({
  positions: z
    .record(
      z
        .string()
        .min(1, 'A card id is required')
        .max(LAYOUT_ID_MAX, `A card id is at most ${LAYOUT_ID_MAX} characters`),
      canvasPositionSchema,
    )
    .refine(
      (positions) => Object.keys(positions).length <= LAYOUT_MAX_POSITIONS,
      `At most ${LAYOUT_MAX_POSITIONS} positions`,
    ),
});
export type IvrLayout = z.infer<typeof ivrLayoutSchema>;
