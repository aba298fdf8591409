import { rootChangeOf } from '../publish/root-change';
import type { IvrMenu } from '../ivr-menu';
import { problem, type MenuProblem } from './menu-problem';

/** The root, keys on missing nodes and duplicate keys: what the service itself would refuse. */
export function structureProblems(menu: IvrMenu, liveMenu?: IvrMenu): MenuProblem[] {
  const problems: MenuProblem[] = [];
  const nodeIds = new Set(menu.nodes.map((node) => node.id));
  if (menu.rootNodeId === null && menu.nodes.length > 0) problems.push(problem('noRoot'));
  if (menu.rootNodeId !== null && !nodeIds.has(menu.rootNodeId)) {
    problems.push(problem('rootNotFound', { params: { rootNodeId: menu.rootNodeId } }));
  }
  if (liveMenu && rootChangeOf(liveMenu, menu).kind === 'unsupported' && menu.rootNodeId !== null) {
    problems.push(problem('rootChangeUnsupported', { nodeId: menu.rootNodeId }));
  }

  const seen = new Set<string>();
  for (const key of menu.keys) {
    if (!nodeIds.has(key.nodeId)) {
      problems.push(problem('keyNodeMissing', { nodeId: key.nodeId, keyId: key.id }));
      continue;
    }
    const slot = `${key.nodeId}\u0000${key.key}`;
    if (seen.has(slot)) {
      problems.push(problem('duplicateKey', { nodeId: key.nodeId, keyId: key.id, params: { key: key.key } }));
    }
    seen.add(slot);
  }
  return problems;
}
