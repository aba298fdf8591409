import { ivrDraftSchema } from '../../../core/api/ivr-designer-drafts';
import type { SaveDraftRequest } from '../../../core/api/ivr-designer-drafts';
import { apiClient } from '../../../lib/api-client';

/** PUT the draft on the revision it was made on; a newer save by someone else answers 409. */
export function saveDraft(treeId: string, request: SaveDraftRequest) {
  return apiClient.put(`/ivr/trees/${encodeURIComponent(treeId)}/draft`, ivrDraftSchema, request);
}
