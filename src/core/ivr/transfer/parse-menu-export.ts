import { z } from 'zod';
import {
  menuKeySchema,
  menuNodeSchema,
  newMenuId,
  type IvrMenu,
  type MenuKey,
  type MenuNode,
} from '../ivr-menu';
import { TARGET_CARD_PREFIX, type CardPositions } from '../draft-doc/draft-doc-shape';
import { MenuImportError, type ImportIssue, type ImportReport } from './import-report';
import {
  exportedPathTestsSchema,
  exportedPositionsSchema,
  MENU_EXPORT_FORMAT,
  MENU_EXPORT_VERSION,
  type ExportedPathTests,
} from './menu-export';

/** The file's frame; nodes and keys are checked one by one so one bad entry does not sink the rest. */
const envelopeSchema = z.object({
  treeName: z.string(),
  rootNodeId: z.string().nullable(),
  nodes: z.array(z.unknown()),
  keys: z.array(z.unknown()),
  positions: z.unknown().optional(),
  pathTests: z.unknown().optional(),
});

export type ImportedMenu = {
  treeName: string;
  menu: IvrMenu;
  /** The file's card positions under the new ids; empty when the file has none. */
  positions: CardPositions;
  /** Null when the file carries no saved path tests (or they were left out). */
  pathTests: ExportedPathTests | null;
  report: ImportReport;
};

type Options = { newId?: () => string };

/**
 * Reads an exported menu (already JSON-parsed). Every node and key gets a fresh draft id and every
 * reference follows it; what cannot be imported is left out and listed in the report. A file that is
 * not a Switchboard menu of a version this build reads throws MenuImportError.
 */
export function parseMenuExport(json: unknown, { newId = newMenuId }: Options = {}): ImportedMenu {
  const envelope = readEnvelope(json);
  const issues: ImportIssue[] = [];
  const nodeIds = new Map<string, string>();
  const nodes: MenuNode[] = [];

  envelope.nodes.forEach((raw, index) => {
    const parsed = menuNodeSchema.safeParse(raw);
    if (!parsed.success) {
      issues.push({ item: 'node', reason: 'invalidNode', index, ...idOf(raw), field: fieldOf(parsed.error) });
    } else if (nodeIds.has(parsed.data.id)) {
      issues.push({ item: 'node', reason: 'duplicateNodeId', index, id: parsed.data.id });
    } else {
      const id = newId();
      nodeIds.set(parsed.data.id, id);
      nodes.push({ ...parsed.data, id });
    }
  });

  const keys: MenuKey[] = [];
  const keyIds = new Map<string, string>();
  const slots = new Set<string>();
  envelope.keys.forEach((raw, index) => {
    const parsed = menuKeySchema.safeParse(raw);
    if (!parsed.success) {
      issues.push({ item: 'key', reason: 'invalidKey', index, ...idOf(raw), field: fieldOf(parsed.error) });
      return;
    }
    const key = parsed.data;
    const at = { item: 'key' as const, index, id: key.id };
    const nodeId = nodeIds.get(key.nodeId);
    const target = key.action.kind === 'node' ? nodeIds.get(key.action.nextNodeId) : undefined;
    const slot = `${nodeId}\u0000${key.key}`;
    if (keyIds.has(key.id)) issues.push({ ...at, reason: 'duplicateKeyId' });
    else if (nodeId === undefined) issues.push({ ...at, reason: 'keyNodeMissing' });
    else if (key.action.kind === 'node' && target === undefined)
      issues.push({ ...at, reason: 'keyTargetMissing' });
    else if (slots.has(slot)) issues.push({ ...at, reason: 'duplicateKeyOnNode' });
    else {
      const id = newId();
      keyIds.set(key.id, id);
      slots.add(slot);
      const action = target === undefined ? key.action : { kind: 'node' as const, nextNodeId: target };
      keys.push({ ...key, id, nodeId, action });
    }
  });

  const rootNodeId = rootOf(envelope.rootNodeId, nodeIds, nodes, issues);
  return {
    treeName: envelope.treeName,
    menu: { rootNodeId, nodes, keys },
    positions: positionsOf(envelope.positions, nodeIds, keyIds, issues),
    pathTests: pathTestsOf(envelope.pathTests, issues),
    report: { imported: { nodes: nodes.length, keys: keys.length }, issues },
  };
}

/** The file's card places moved onto the new ids; places of cards left out go with them. */
function positionsOf(
  raw: unknown,
  nodeIds: ReadonlyMap<string, string>,
  keyIds: ReadonlyMap<string, string>,
  issues: ImportIssue[],
): CardPositions {
  if (raw === undefined) return {};
  const parsed = exportedPositionsSchema.safeParse(raw);
  if (!parsed.success) {
    issues.push({ item: 'positions', reason: 'invalidPositions', field: fieldOf(parsed.error) });
    return {};
  }
  const positions: CardPositions = {};
  for (const [cardId, place] of Object.entries(parsed.data)) {
    const newCardId = cardId.startsWith(TARGET_CARD_PREFIX)
      ? keyIds.get(cardId.slice(TARGET_CARD_PREFIX.length))
      : nodeIds.get(cardId);
    if (newCardId === undefined) continue;
    const id = cardId.startsWith(TARGET_CARD_PREFIX) ? `${TARGET_CARD_PREFIX}${newCardId}` : newCardId;
    positions[id] = place;
  }
  return positions;
}

/** The saved path tests as a whole: they name inputs and outcomes only, so they need no new ids. */
function pathTestsOf(raw: unknown, issues: ImportIssue[]): ExportedPathTests | null {
  if (raw === undefined) return null;
  const parsed = exportedPathTestsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  issues.push({ item: 'pathTests', reason: 'invalidPathTests', field: fieldOf(parsed.error) });
  return null;
}

function readEnvelope(json: unknown): z.infer<typeof envelopeSchema> {
  const frame = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  if (frame.format !== MENU_EXPORT_FORMAT) {
    throw new MenuImportError('notAnExport', `format is not "${MENU_EXPORT_FORMAT}"`);
  }
  if (frame.version !== MENU_EXPORT_VERSION) {
    throw new MenuImportError(
      'unsupportedVersion',
      `version ${JSON.stringify(frame.version) ?? 'missing'}; this build reads version ${MENU_EXPORT_VERSION}`,
    );
  }
  const parsed = envelopeSchema.safeParse(json);
  if (!parsed.success) throw new MenuImportError('malformed', `${fieldOf(parsed.error)} is missing or wrong`);
  return parsed.data;
}

/** The file's root, or (when it is missing or was left out) the first imported node, as the service would. */
function rootOf(
  fileRoot: string | null,
  nodeIds: ReadonlyMap<string, string>,
  nodes: readonly MenuNode[],
  issues: ImportIssue[],
): string | null {
  const root = fileRoot === null ? undefined : nodeIds.get(fileRoot);
  if (root !== undefined) return root;
  if (nodes.length === 0 && fileRoot === null) return null;
  const replacement = nodes[0]?.id ?? null;
  issues.push({
    item: 'root',
    reason: 'rootMissing',
    ...(fileRoot === null ? {} : { id: fileRoot }),
    ...(replacement === null ? {} : { replacementId: replacement }),
  });
  return replacement;
}

const idOf = (raw: unknown): { id?: string } => {
  const id = typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? { id } : {};
};

const fieldOf = (error: z.ZodError): string => error.issues[0]?.path.join('.') || '(root)';
