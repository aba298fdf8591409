import type { IvrGraph } from '@/core/api/ivr-graph';
import type { IvrTree } from '@/core/api/ivr-trees';
import { notFound } from '../../problem';
import type { ReadModel } from '../../read-model/read-model';
import type { ContactCenterClient } from '../../upstream/contact-center-client';
import { allPages } from './all-pages';
import { mapWithConcurrency } from './map-with-concurrency';

/** The service lists keys one node at a time; a few lists in flight keep a big menu quick without
 * flooding the service. */
const KEY_LISTS_IN_FLIGHT = 4;

/** One tree: the service has no "get one tree", so it is found in the list of trees. */
export async function findIvrTree(service: ContactCenterClient, treeId: string): Promise<IvrTree> {
  const trees = await allPages((query) => service.ivrTrees.list(query));
  const tree = trees.find((candidate) => candidate.id === treeId);
  if (!tree) throw notFound(`IVR tree ${treeId} not found`);
  return tree;
}

/** One tree from the read model; the list of trees is read again once when the tree is not in the copy. */
export async function findIvrTreeInCopy(model: ReadModel, treeId: string): Promise<IvrTree> {
  const find = async () =>
    (await model.rows('ivr-trees', '', { sort: 'id', order: 'asc' })).rows.find((t) => t.id === treeId);
  let tree = await find();
  if (!tree) {
    await model.refresh('ivr-trees');
    tree = await find();
  }
  if (!tree) throw notFound(`IVR tree ${treeId} not found`);
  return tree;
}

/**
 * A whole IVR menu from the read model: the first open of a tree the refresher has not walked yet reads
 * its nodes and keys once; every later open is served from the copy.
 */
export async function loadIvrGraphFromCopy(model: ReadModel, treeId: string): Promise<IvrGraph> {
  const tree = await findIvrTreeInCopy(model, treeId);
  const { nodes, keys } = await model.treeMenu(treeId);
  return { tree, nodes, keys };
}

/** A whole IVR menu: the tree, every page of its nodes, and the keys of each node. */
export async function loadIvrGraph(service: ContactCenterClient, treeId: string): Promise<IvrGraph> {
  const tree = await findIvrTree(service, treeId);
  const nodes = await allPages((query) => service.ivrNodes.list({ treeId }, query));
  const keysOfNodes = await mapWithConcurrency(nodes, KEY_LISTS_IN_FLIGHT, (node) =>
    allPages((query) => service.ivrKeypresses.list(node.id, query)),
  );
  return { tree, nodes, keys: keysOfNodes.flat() };
}
