import { ivrEditorsSchema } from '../../../core/api/ivr-designer-drafts';
import { apiClient } from '../../../lib/api-client';

/** The presence heartbeat: says this person has the tree open, answers who else has. */
export function sendPresence(treeId: string) {
  return apiClient.post(`/ivr/trees/${encodeURIComponent(treeId)}/presence`, ivrEditorsSchema);
}
