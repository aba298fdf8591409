import { useMutation } from '@tanstack/react-query';
import { publishStartedSchema } from '../../../../core/api/ivr-designer-publishes';
import type { RestoreRequest } from '../../../../core/api/ivr-designer-versions';
import { apiClient } from '../../../../lib/api-client';

/** Publishes an older version again; follow the answer's publishId like any publish. */
export function restoreVersion({
  treeId,
  number,
  request,
}: {
  treeId: string;
  number: number;
  request: RestoreRequest;
}) {
  return apiClient.post(
    `/ivr/trees/${encodeURIComponent(treeId)}/versions/${number}/restore`,
    publishStartedSchema,
    request,
  );
}

export function useRestoreVersion() {
  return useMutation({ mutationFn: restoreVersion });
}
