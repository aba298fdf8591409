import type { z } from 'zod';
import { createIvrNodeBodySchema } from '@/core/api/ivr-nodes';
import type { MenuNode } from '@/core/ivr/ivr-menu';

/** The BFF's create-node body with every setting filled in: what the side panel edits. */
export const nodeFormSchema = createIvrNodeBodySchema.required();
export type NodeFormInput = z.input<typeof nodeFormSchema>;
export type NodeFormValues = z.output<typeof nodeFormSchema>;

export const NODE_FORM_FIELDS = [
  'name',
  'playMode',
  'playContent',
  'voice',
  'speed',
  'loopCount',
  'bargeIn',
  'delayMs',
  'keypressTimeoutSeconds',
] as const satisfies readonly (keyof NodeFormValues)[];

export function nodeFormValuesOf(node: MenuNode): NodeFormInput {
  const { name, playMode, playContent, voice, speed, loopCount, bargeIn, delayMs, keypressTimeoutSeconds } =
    node;
  return { name, playMode, playContent, voice, speed, loopCount, bargeIn, delayMs, keypressTimeoutSeconds };
}

/** Only the settings that differ from the node, so an unchanged form makes no undo step. */
export function nodeChanges(node: MenuNode, values: NodeFormValues): Partial<NodeFormValues> {
  return Object.fromEntries(
    NODE_FORM_FIELDS.filter((field) => node[field] !== values[field]).map((field) => [field, values[field]]),
  );
}
