import { useMutation } from '@tanstack/react-query';
import { menuExportSchema } from '@/core/ivr/transfer/menu-export';
import { apiClient } from '@/lib/api-client';
import { exportFileName } from './export-file-name';

export function exportTree(treeId: string) {
  return apiClient.get(`/ivr/trees/${encodeURIComponent(treeId)}/export`, menuExportSchema);
}

function download(fileName: string, document: unknown): void {
  const blob = new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the blob to the download by now.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Reads the tree's export and saves it as a JSON file; resolves with the file's name. */
export function useExportTree() {
  return useMutation({
    mutationFn: async ({ treeId, treeName }: { treeId: string; treeName: string }) => {
      const document = await exportTree(treeId);
      const fileName = exportFileName(treeName);
      download(fileName, document);
      return fileName;
    },
  });
}
