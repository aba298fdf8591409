import { keysByNode } from '../graph/menu-graph';
import type { IvrMenu } from '../ivr-menu';
import { problem, type MenuProblem } from './menu-problem';
import { keysMentionedInPrompt } from './prompt-key-mentions';

const PRESSABLE = new Set(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '#']);

/**
 * A spoken prompt and its keys should agree: a key the prompt asks for should exist, and a key that
 * exists should be announced. The second check runs only when the prompt announces at least one key,
 * since many prompts ("Xin chào quý khách") announce none on purpose.
 */
export function promptProblems(menu: IvrMenu): MenuProblem[] {
  const problems: MenuProblem[] = [];
  const keysOf = keysByNode(menu);
  for (const node of menu.nodes) {
    if (node.playMode !== 'talk') continue;
    const mentioned = keysMentionedInPrompt(node.playContent);
    if (mentioned.length === 0) continue;
    const defined = (keysOf.get(node.id) ?? []).filter((key) => PRESSABLE.has(key.key));
    for (const key of mentioned) {
      if (!defined.some((entry) => entry.key === key)) {
        problems.push(problem('promptMentionsMissingKey', { nodeId: node.id, params: { key } }));
      }
    }
    for (const entry of defined) {
      if (!mentioned.includes(entry.key)) {
        problems.push(
          problem('keyNotMentionedInPrompt', {
            nodeId: node.id,
            keyId: entry.id,
            params: { key: entry.key },
          }),
        );
      }
    }
  }
  return problems;
}
