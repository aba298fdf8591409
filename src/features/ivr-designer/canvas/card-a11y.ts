import type { TFunction } from 'i18next';
import { formatPhoneNumber } from '@/core/phone-number';
import { cachedTranslations } from '@/lib/i18n/cached-translations';
import type { IvrFlowNode, KeyFlowEdge } from '../flow/flow-types';
import { edgeIdOfKey, targetIdOfKey } from '../flow/flow-types';
import type { MenuFlow } from '../flow/to-flow';
import { keyLabelWith } from '../flow/use-key-label';

/** What a screen reader calls a card: the title the card shows. */
export function cardLabel(card: IvrFlowNode, t: TFunction<'ivr'>): string {
  switch (card.type) {
    case 'prompt':
      return t('canvas.promptCard', { name: card.data.node.name || t('canvas.unnamed') });
    case 'queue':
      return t('canvas.queueCard', { queueId: card.data.action.queueId });
    case 'forward':
      return t('canvas.forwardCard', { number: formatPhoneNumber(card.data.action.toPhoneNumber) });
    case 'hangup':
      return t('canvas.hangup');
    case 'comingSoon':
      return card.data.action.kind === 'sms' ? t('canvas.sms') : t('canvas.voicemail');
    case 'missingNode':
      return t('canvas.missingNode');
  }
}

/**
 * The one card or edge the Tab key lands on (a roving tab stop; arrows move from there): the first
 * selected element that is drawn, else the root, else the first card.
 */
export function tabStopOf(
  flow: MenuFlow,
  selected: Iterable<string>,
  rootNodeId: string | null,
): string | null {
  const cardIds = new Set(flow.nodes.map((node) => node.id));
  const edgeIds = new Set(flow.edges.map((edge) => edge.id));
  for (const id of selected) {
    if (cardIds.has(id)) return id;
    if (cardIds.has(targetIdOfKey(id))) return targetIdOfKey(id);
    if (edgeIds.has(edgeIdOfKey(id))) return edgeIdOfKey(id);
  }
  if (rootNodeId !== null && cardIds.has(rootNodeId)) return rootNodeId;
  return flow.nodes[0]?.id ?? null;
}

/** Every card's and edge's name by flow id: they change with the menu and the language, not the selection. */
export interface A11yLabels {
  cards: ReadonlyMap<string, string>;
  edges: ReadonlyMap<string, string>;
  cardRole: string;
  edgeRole: string;
}

/**
 * Cards and edges named for screen readers ("Nút Lời chào", "Phím 1: Lời chào → Kinh doanh"), in the
 * reader's language rather than React Flow's built-in English.
 */
export function a11yLabels(flow: MenuFlow, translate: TFunction<'ivr'>): A11yLabels {
  // Thousands of names on a big menu: each text is translated once, then filled in.
  const t = cachedTranslations(translate);
  const cards = new Map(flow.nodes.map((card) => [card.id, cardLabel(card, t)]));
  // Edges name the nodes they join by their names alone.
  const names = new Map(
    flow.nodes.map((card) => [
      card.id,
      card.type === 'prompt' ? card.data.node.name || t('canvas.unnamed') : cardLabel(card, t),
    ]),
  );
  const edges = new Map<string, string>();
  for (const edge of flow.edges) {
    const key = edge.data?.key;
    if (!key) continue;
    const from = names.get(edge.source) ?? edge.source;
    const to = names.get(edge.target) ?? edge.target;
    edges.set(edge.id, t('editor.keyboard.edge', { key: keyLabelWith(t, key.key), from, to }));
  }
  return { cards, edges, cardRole: t('editor.keyboard.card'), edgeRole: t('editor.keyboard.key') };
}

interface A11yOptions {
  labels: A11yLabels;
  /**
   * The one element Tab lands on, where arrows move the keyboard between elements (the editor). Left
   * out on a canvas without arrow keys, where every card and edge stays a tab stop of its own.
   */
  tabStop?: string | null;
  /** Id of the text telling how the canvas is used from the keyboard. */
  describedBy?: string | undefined;
}

/** The flow with its names (a11yLabels) on React Flow's focusable wrappers, and a single tab stop if given. */
export function withA11y(flow: MenuFlow, { labels, tabStop, describedBy }: A11yOptions): MenuFlow {
  const described = describedBy ? { 'aria-describedby': describedBy } : {};
  const tabIndexOf = (id: string) => (tabStop === undefined ? {} : { tabIndex: id === tabStop ? 0 : -1 });
  const nodes = flow.nodes.map((card): IvrFlowNode => ({
    ...card,
    ariaLabel: labels.cards.get(card.id) ?? card.id,
    domAttributes: {
      'aria-roledescription': labels.cardRole,
      ...tabIndexOf(card.id),
      ...described,
    },
  }));
  const edges = flow.edges.map((edge): KeyFlowEdge => ({
    ...edge,
    ariaLabel: labels.edges.get(edge.id) ?? edge.id,
    domAttributes: {
      'aria-roledescription': labels.edgeRole,
      ...tabIndexOf(edge.id),
      ...described,
    },
  }));
  return { nodes, edges };
}
