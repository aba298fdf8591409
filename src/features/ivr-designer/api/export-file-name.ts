/** A file name from the tree's name: letters, digits and dashes, Vietnamese marks dropped. */
export function exportFileName(treeName: string): string {
  const slug = treeName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'ivr-tree'}.ivr.json`;
}
