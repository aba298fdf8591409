import type { PublishOperation } from '../../../src/core/ivr/publish-operation';
import type { ContactCenterClient } from '../upstream/contact-center-client';

/**
 * Sends one operation (its ids already resolved to the service's) and answers the id a create made.
 * Node and key creates are POSTs, which the service client never retries after they may have arrived.
 */
export async function executeOperation(
  service: ContactCenterClient,
  treeId: string,
  operation: PublishOperation,
): Promise<string | null> {
  switch (operation.op) {
    case 'createNode':
      return (await service.ivrNodes.create({ treeId, ...operation.fields })).id;
    case 'updateNode':
      await service.ivrNodes.update(operation.nodeId, operation.changes);
      return null;
    case 'deleteNode':
      await service.ivrNodes.remove(operation.nodeId);
      return null;
    case 'createKey': {
      const { nodeId, key, action } = operation;
      return (await service.ivrKeypresses.create({ nodeId, key, action })).id;
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
