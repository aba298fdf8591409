import type { TFunction } from 'i18next';
import type { KeypressAction } from '@/core/api/ivr-keypresses';
import type { KeyChange, NodeChange } from '@/core/ivr/diff/diff-menus';
import type { MenuNode } from '@/core/ivr/ivr-menu';
import type { MenuNodeField } from '@/core/ivr/menu-equality';
import { keyLabelWith } from '../flow/use-key-label';
import { wordDiff, type WordDiff } from './word-diff';

/** One changed field of a node or key, as a person reads it: its old and new value, or a prompt's words. */
export type ChangeDetail =
  | { kind: 'values'; field: string; label: string; before: string; after: string }
  | { kind: 'words'; field: string; label: string; words: WordDiff };

type T = TFunction<'ivr'>;

const shown = (t: T, text: string) => (text.trim() === '' ? t('publish.diff.values.empty') : text);

function nodeValue(t: T, node: MenuNode, field: MenuNodeField): string {
  const value = node[field];
  if (field === 'playMode') return t(`publish.diff.values.${node.playMode}`);
  if (typeof value === 'boolean') return t(value ? 'publish.diff.values.yes' : 'publish.diff.values.no');
  return shown(t, String(value));
}

/** What a key does, in words: "go to node …", "queue q-1", "forward to 0912…". */
export function actionText(t: T, action: KeypressAction, nodeName: (nodeId: string) => string): string {
  switch (action.kind) {
    case 'node':
      return t('publish.diff.actions.node', { name: nodeName(action.nextNodeId) });
    case 'queue':
      return t('publish.diff.actions.queue', { queueId: action.queueId });
    case 'forward':
      return action.callerId
        ? t('publish.diff.actions.forwardAs', { number: action.toPhoneNumber, callerId: action.callerId })
        : t('publish.diff.actions.forward', { number: action.toPhoneNumber });
    case 'sms':
      return action.text
        ? t('publish.diff.actions.smsText', { text: action.text })
        : t('publish.diff.actions.sms');
    case 'hangup':
    case 'voicemail':
      return t(`publish.diff.actions.${action.kind}`);
  }
}

/** A spoken prompt's text as a word diff; a greeting file (or a switch between the two) as old → new. */
function isSpokenOnBothSides({ before, after }: NodeChange): boolean {
  return before.playMode === 'talk' && after.playMode === 'talk';
}

export function nodeChangeDetails(t: T, change: NodeChange): ChangeDetail[] {
  return change.fields.map((field) => {
    const bothFiles = change.before.playMode === 'play' && change.after.playMode === 'play';
    const label = t(
      field === 'playContent' && bothFiles
        ? 'publish.diff.fields.greetingFile'
        : `publish.diff.fields.${field}`,
    );
    if (field === 'playContent' && isSpokenOnBothSides(change)) {
      return {
        kind: 'words',
        field,
        label,
        words: wordDiff(change.before.playContent, change.after.playContent),
      };
    }
    return {
      kind: 'values',
      field,
      label,
      before: nodeValue(t, change.before, field),
      after: nodeValue(t, change.after, field),
    };
  });
}

export function keyChangeDetails(
  t: T,
  change: KeyChange,
  nodeName: (nodeId: string) => string,
): ChangeDetail[] {
  const { before, after } = change;
  return change.fields.map((field) => {
    const label = t(`publish.diff.fields.${field}`);
    switch (field) {
      case 'nodeId':
        return {
          kind: 'values',
          field,
          label,
          before: nodeName(before.nodeId),
          after: nodeName(after.nodeId),
        };
      case 'key':
        return {
          kind: 'values',
          field,
          label,
          before: keyLabelWith(t, before.key),
          after: keyLabelWith(t, after.key),
        };
      case 'action':
        return {
          kind: 'values',
          field,
          label,
          before: actionText(t, before.action, nodeName),
          after: actionText(t, after.action, nodeName),
        };
    }
  });
}
