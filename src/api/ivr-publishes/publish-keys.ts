import { ivrTreeKeys } from '../ivr-trees/ivr-tree-keys';

/** The key of one publish's progress (GET /api/ivr/publishes/:publishId), under the trees' root. */
export const publishKeys = {
  publish: (publishId: string) => [...ivrTreeKeys.all, 'publish', publishId] as const,
};
