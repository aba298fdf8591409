import { ivrLayoutSchema } from '../../../core/api/ivr-designer-layout';
import type { IvrLayout } from '../../../core/api/ivr-designer-layout';
import { apiClient } from '../../../lib/api-client';

export function saveLayout(treeId: string, layout: IvrLayout) {
  return apiClient.put(`/ivr/trees/${encodeURIComponent(treeId)}/layout`, ivrLayoutSchema, layout);
}
