/** Where one tree is read, renamed and deleted; without schemas, so a route's loader can ask for it early. */
export const treePath = (treeId: string) => `/ivr/trees/${encodeURIComponent(treeId)}`;
