import { IVR_NODE_NAME_MAX, IVR_NODE_SETTING_LIMITS, IVR_PLAY_CONTENT_MAX } from '../../api/ivr-nodes';
import type { MenuNode } from '../ivr-menu';
import { problem, type MenuProblem } from './menu-problem';

type RangedSetting = 'loopCount' | 'delayMs' | 'keypressTimeoutSeconds';
const RANGED_SETTINGS: readonly RangedSetting[] = ['loopCount', 'delayMs', 'keypressTimeoutSeconds'];

const within = (value: number, limits: { min: number; max: number }) =>
  Number.isInteger(value) && value >= limits.min && value <= limits.max;

/** A node's own fields: name, prompt (text or greeting file) and settings within the service's limits. */
export function nodeProblems(node: MenuNode, greetingFileNames: ReadonlySet<string>): MenuProblem[] {
  const problems: MenuProblem[] = [];
  const at = { nodeId: node.id };
  const name = node.name.trim();
  if (name === '') problems.push(problem('emptyNodeName', at));
  if (name.length > IVR_NODE_NAME_MAX) {
    problems.push(problem('nodeNameTooLong', { ...at, params: { max: IVR_NODE_NAME_MAX } }));
  }

  const content = node.playContent.trim();
  if (content === '')
    problems.push(problem('emptyPlayContent', { ...at, params: { playMode: node.playMode } }));
  if (content.length > IVR_PLAY_CONTENT_MAX) {
    problems.push(problem('playContentTooLong', { ...at, params: { max: IVR_PLAY_CONTENT_MAX } }));
  }
  if (node.playMode === 'play' && content !== '' && !greetingFileNames.has(content)) {
    problems.push(problem('greetingFileMissing', { ...at, params: { fileName: content } }));
  }
  if (node.playMode === 'talk' && node.voice.trim() === '') problems.push(problem('emptyVoice', at));

  const speed = IVR_NODE_SETTING_LIMITS.speed;
  if (!within(node.speed, speed)) {
    problems.push(problem('speedOutOfRange', { ...at, params: { value: node.speed, ...speed } }));
  }
  for (const setting of RANGED_SETTINGS) {
    const limits = IVR_NODE_SETTING_LIMITS[setting];
    if (!within(node[setting], limits)) {
      problems.push(
        problem('settingOutOfRange', { ...at, params: { setting, value: node[setting], ...limits } }),
      );
    }
  }
  return problems;
}
