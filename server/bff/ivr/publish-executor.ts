import type { PublishOperation } from '@/core/ivr/publish-operation';
import type { ContactCenterClient } from '../upstream/contact-center-client';
import type { CreateOptions } from '../upstream/resource-writes';

const REPORT: CreateOptions = { lostAnswer: 'report' };

/**
 * Sends one operation (its ids already resolved to the service's) and answers the id a create made.
 * Node and key creates are POSTs, which the service client never retries after they may have arrived;
 * their lost answers are left to the publish (`lostAnswer: 'report'`): the journal marks them uncertain and
 * a resume adopts what the live tree shows, never an object the publish already knew (adopt-uncertain.ts),
 * where the client's own look could take an identical node that was there before. Updates and deletes
 * settle a lost answer in the client, by re-reading the object.
 */
export async function executeOperation(
  service: ContactCenterClient,
  treeId: string,
  operation: PublishOperation,
): Promise<string | null> {
  switch (operation.op) {
    case 'createNode':
      return (await service.ivrNodes.create({ treeId, ...operation.fields }, REPORT)).id;
    case 'updateNode':
      await service.ivrNodes.update(operation.nodeId, operation.changes, { treeId });
      return null;
    case 'deleteNode':
      await service.ivrNodes.remove(operation.nodeId, { treeId });
      return null;
    case 'createKey': {
      const { nodeId, key, action } = operation;
      return (await service.ivrKeypresses.create({ nodeId, key, action }, REPORT)).id;
    }
    case 'updateKey':
      await service.ivrKeypresses.update(operation.keyId, operation.changes);
      return null;
    case 'deleteKey':
      await service.ivrKeypresses.remove(operation.keyId);
      return null;
  }
}

/** Creates are the calls whose effect is unknown when the connection drops after sending. */
export const isCreate = (
  operation: PublishOperation,
): operation is Extract<PublishOperation, { ref: string }> =>
  operation.op === 'createNode' || operation.op === 'createKey';
