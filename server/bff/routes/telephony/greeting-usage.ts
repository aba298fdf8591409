import type { GreetingUsage, GreetingUserNode } from '@/core/api/greeting-usage';
import type { GreetingFile } from '@/core/api/greeting-files';
import type { IvrNode } from '@/core/api/ivr-nodes';
import type { IvrTree } from '@/core/api/ivr-trees';
import { oldestFreshness, type Freshness } from '@/core/api/read-model';
import { vietnameseCollator } from '@/core/text/vietnamese-collator';
import { notFound } from '../../problem';
import type { ReadModel } from '../../read-model/read-model';
import type { ServiceClients } from '../../upstream/service-clients';
import { allPages } from '../contact-center/all-pages';
import { mapWithConcurrency } from '../contact-center/map-with-concurrency';

const NODE_LISTS_IN_FLIGHT = 4;

const byMenuThenNode = (a: GreetingUserNode, b: GreetingUserNode) =>
  vietnameseCollator.compare(a.treeName, b.treeName) || vietnameseCollator.compare(a.nodeName, b.nodeName);

/** The nodes in play mode, by the file name they play, menu then node in Vietnamese order. */
function playingNodesByFile(trees: IvrTree[], nodes: IvrNode[]): Map<string, GreetingUserNode[]> {
  const treeNames = new Map(trees.map((tree) => [tree.id, tree.name]));
  const byFile = new Map<string, GreetingUserNode[]>();
  for (const node of nodes) {
    const treeName = treeNames.get(node.treeId);
    if (node.playMode !== 'play' || treeName === undefined) continue;
    const users = byFile.get(node.playContent) ?? [];
    users.push({ treeId: node.treeId, treeName, nodeId: node.id, nodeName: node.name });
    byFile.set(node.playContent, users);
  }
  for (const users of byFile.values()) users.sort(byMenuThenNode);
  return byFile;
}

const usageOf = (file: GreetingFile, byFile: Map<string, GreetingUserNode[]>): GreetingUsage => ({
  sid: file.id,
  filename: file.filename,
  nodes: byFile.get(file.filename) ?? [],
});

/**
 * Every greeting file with the nodes that play it, from the read model: no service call once every tree's
 * nodes were read (the console's writes are in the copy at once, changes made elsewhere after a refresh).
 * As fresh as the oldest list it is drawn from.
 */
export async function greetingUsageFromCopy(
  model: ReadModel,
): Promise<{ items: GreetingUsage[]; freshness: Freshness }> {
  const [files, menus] = await Promise.all([
    model.rows('greetings', '', { sort: 'filename', order: 'asc' }),
    model.nodesOfEveryTree(),
  ]);
  const byFile = playingNodesByFile(menus.trees, menus.nodes);
  return {
    items: files.rows.map((file) => usageOf(file, byFile)),
    freshness: oldestFreshness([files.freshness, menus.freshness]),
  };
}

/**
 * One file's users as the service has them now: every tree, then every tree's nodes (one call a page).
 * The warning before a delete reads this rather than the copy, so that a node made outside the console a
 * moment ago, which the copy learns of only at the refresher's next walk, is named before its file goes.
 */
export async function greetingUsageFromService(service: ServiceClients, sid: string): Promise<GreetingUsage> {
  const { ivrTrees, ivrNodes } = service.contactCenter;
  const [files, trees] = await Promise.all([
    service.telephony.greetingFiles.list(),
    allPages((query) => ivrTrees.list(query)),
  ]);
  const file = files.items.find((candidate) => candidate.id === sid);
  if (!file) throw notFound(`Greeting file ${sid} not found`);
  const nodesOfTrees = await mapWithConcurrency(trees, NODE_LISTS_IN_FLIGHT, (tree) =>
    allPages((query) => ivrNodes.list({ treeId: tree.id }, query)),
  );
  return usageOf(file, playingNodesByFile(trees, nodesOfTrees.flat()));
}
