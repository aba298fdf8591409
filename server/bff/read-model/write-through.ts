import type { Agent } from '@/core/api/agents';
import type { UpdateGroupRoutingInput } from '@/core/api/group-routings';
import type { IvrKeypress, UpdateIvrKeypressInput } from '@/core/api/ivr-keypresses';
import { IVR_NODE_SETTING_DEFAULTS, type IvrNode, type UpdateIvrNodeInput } from '@/core/api/ivr-nodes';
import type { ContactCenterClient } from '../upstream/contact-center-client';
import type { RoutingPlace } from '../upstream/group-routings-client';
import type { KeyPlace } from '../upstream/ivr-keypresses-client';
import type { NodePlace } from '../upstream/ivr-nodes-client';
import type { ServiceClients } from '../upstream/service-clients';
import type { TelephonyClient } from '../upstream/telephony-client';
import type { KindName } from './kinds';
import type { ReadModel } from './read-model';
import { reconciliationHints } from './reconciliation-hints';

/** Fields of `change` that were given (undefined means "unchanged" in every update input). */
const given = <T extends object>(change: T): Partial<T> =>
  Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as Partial<T>;

type Write = (...args: never[]) => Promise<unknown>;

/** `owner[method]`, followed (once it succeeded) by `then` with its result and arguments. */
function after<Owner extends { [Key in Method]: Write }, Method extends keyof Owner>(
  owner: Owner,
  method: Method,
  then: (result: Awaited<ReturnType<Owner[Method]>>, ...args: Parameters<Owner[Method]>) => Promise<void>,
): Owner[Method] {
  const write = owner[method];
  return (async (...args: Parameters<Owner[Method]>) => {
    const result = (await write.apply(owner, args)) as Awaited<ReturnType<Owner[Method]>>;
    await then(result, ...args);
    return result;
  }) as Owner[Method];
}

/**
 * The service's clients, each write of which also updates the read model in the same request, from what
 * the service answered (the id it gave) and what was asked of it (the service answers writes with no more).
 * A write the service refused changes nothing here. Keeping the copy must not turn a done write into an
 * error: a failure is logged and the refresher corrects the copy later.
 */
export function withWriteThrough(
  service: ServiceClients,
  model: ReadModel,
  log: (m: string, e: unknown) => void,
) {
  const store = model.store;
  const keep = async (what: string, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      log(`read model: keeping ${what} failed; the next refresh will correct it`, error);
    }
  };
  const merge = async <K extends KindName>(kind: K, id: string, change: object) =>
    keep(`${kind} ${id}`, async () => {
      const kept = await store.item(kind, id);
      if (kept) await store.put(kind, { ...kept, ...given(change) });
    });
  const reread = (kind: KindName) => () => keep(kind, () => model.refresh(kind));
  const { seeing, placeIn } = reconciliationHints(store);

  const cc = service.contactCenter;
  const contactCenter: ContactCenterClient = {
    ...cc,
    agents: {
      ...cc.agents,
      create: after(seeing(cc.agents, 'agents'), 'create', ({ id }, input) =>
        keep(`agent ${id}`, () =>
          store.put('agents', {
            id,
            name: input.name,
            serviceUserId: input.serviceUserId,
            manualStatus: input.manualStatus ?? null,
            routingType: input.routingType ?? 'app',
            phoneNumber: input.phoneNumber ?? null,
            systemStatus: 'not_in_call',
            deviceStatus: 0,
            lastTimePickup: 0,
            lastTimeSupportCallEnded: 0,
          } satisfies Agent),
        ),
      ),
      update: after(cc.agents, 'update', (_, id, input) => merge('agents', id, input)),
      remove: after(cc.agents, 'remove', (_, id) => keep(`agent ${id}`, () => store.remove('agents', id))),
    },
    groups: {
      ...cc.groups,
      create: after(seeing(cc.groups, 'groups'), 'create', ({ id }, input) =>
        keep(`group ${id}`, () => store.put('groups', { id, name: input.name, agentCount: 0 })),
      ),
      update: after(cc.groups, 'update', (_, id, input) => merge('groups', id, input)),
      remove: after(cc.groups, 'remove', (_, id) => keep(`group ${id}`, () => store.remove('groups', id))),
    },
    groupRoutings: {
      ...cc.groupRoutings,
      create: after(cc.groupRoutings, 'create', ({ id }, input) =>
        keep(`routing ${id}`, () => store.put('routings', { id, ...input })),
      ),
      update: after(
        {
          update: (id: string, input: UpdateGroupRoutingInput, where: RoutingPlace = {}) =>
            cc.groupRoutings.update(id, input, {
              queueId: where.queueId ?? placeIn('routings', id, (routing) => routing.queueId),
            }),
        },
        'update',
        (_, id, input) => merge('routings', id, input),
      ),
      remove: after(
        {
          remove: (id: string, where: RoutingPlace = {}) =>
            cc.groupRoutings.remove(id, {
              queueId: where.queueId ?? placeIn('routings', id, (routing) => routing.queueId),
            }),
        },
        'remove',
        (_, id) => keep(`routing ${id}`, () => store.remove('routings', id)),
      ),
    },
    blacklist: {
      ...cc.blacklist,
      create: after(seeing(cc.blacklist, 'blacklist'), 'create', ({ id }, input) =>
        keep(`number ${id}`, () =>
          store.put('blacklist', {
            id,
            number: input.number,
            ivrBlocked: input.ivrBlocked ?? false,
            queueBlocked: input.queueBlocked ?? false,
          }),
        ),
      ),
      update: after(cc.blacklist, 'update', (_, id, input) => merge('blacklist', id, input)),
      remove: after(cc.blacklist, 'remove', (_, id) =>
        keep(`number ${id}`, () => store.remove('blacklist', id)),
      ),
    },
    sipAccounts: {
      ...cc.sipAccounts,
      // Never the password: only what the list answer keeps.
      create: after(cc.sipAccounts, 'create', ({ id }, input) =>
        keep(`SIP account ${id}`, () =>
          store.put('sip-accounts', {
            username: id,
            serviceUserId: input.serviceUserId ?? null,
            extension: input.extension,
          }),
        ),
      ),
      update: after(cc.sipAccounts, 'update', (_, username, input) =>
        merge('sip-accounts', username, { extension: input.extension, serviceUserId: input.serviceUserId }),
      ),
      remove: after(cc.sipAccounts, 'remove', (_, username) =>
        keep(`SIP account ${username}`, () => store.remove('sip-accounts', username)),
      ),
    },
    ivrTrees: {
      ...cc.ivrTrees,
      create: after(seeing(cc.ivrTrees, 'ivr-trees'), 'create', ({ id }, input) =>
        keep(`tree ${id}`, () => store.put('ivr-trees', { id, name: input.name, rootNodeId: null })),
      ),
      update: after(cc.ivrTrees, 'update', (_, id, input) => merge('ivr-trees', id, input)),
      remove: after(cc.ivrTrees, 'remove', (_, id) =>
        keep(`tree ${id}`, async () => {
          const nodes = await store.items('ivr-nodes', id);
          await store.dropLists(
            'ivr-keys',
            nodes.map((node) => node.id),
          );
          await store.dropLists('ivr-nodes', [id]);
          await store.remove('ivr-trees', id);
        }),
      ),
    },
    ivrNodes: {
      ...cc.ivrNodes,
      create: after(
        seeing(cc.ivrNodes, 'ivr-nodes', (input) => input.treeId),
        'create',
        ({ id, isRoot }, input) =>
          keep(`node ${id}`, async () => {
            const node: IvrNode = {
              ...IVR_NODE_SETTING_DEFAULTS,
              ...given(input),
              treeId: input.treeId,
              name: input.name,
              playMode: input.playMode,
              playContent: input.playContent,
              id,
              isRoot,
              greetingId: null,
            };
            await store.put('ivr-nodes', node);
            if (isRoot) await merge('ivr-trees', input.treeId, { rootNodeId: id });
          }),
      ),
      update: after(
        {
          update: (id: string, input: UpdateIvrNodeInput, where: NodePlace = {}) =>
            cc.ivrNodes.update(id, input, {
              treeId: where.treeId ?? placeIn('ivr-nodes', id, (node) => node.treeId),
            }),
        },
        'update',
        (_, id, input) => merge('ivr-nodes', id, input),
      ),
      remove: after(
        {
          remove: (id: string, where: NodePlace = {}) =>
            cc.ivrNodes.remove(id, {
              treeId: where.treeId ?? placeIn('ivr-nodes', id, (node) => node.treeId),
            }),
        },
        'remove',
        (_, id) =>
          keep(`node ${id}`, async () => {
            await store.dropLists('ivr-keys', [id]);
            // The service deletes the keys leading to the node with it (no dangling references).
            const leading = (await store.itemsContaining('ivr-keys', id)).filter(
              (key) => key.action.kind === 'node' && key.action.nextNodeId === id,
            );
            for (const key of leading) await store.remove('ivr-keys', key.id);
            await store.remove('ivr-nodes', id);
          }),
      ),
    },
    ivrKeypresses: {
      ...cc.ivrKeypresses,
      create: after(cc.ivrKeypresses, 'create', ({ id }, input) =>
        keep(`key ${id}`, async () => {
          const node = await store.item('ivr-nodes', input.nodeId);
          if (!node) return;
          const key: IvrKeypress = {
            id,
            treeId: node.treeId,
            nodeId: input.nodeId,
            key: input.key,
            action: input.action,
          };
          await store.put('ivr-keys', key);
        }),
      ),
      update: after(
        {
          update: (id: string, input: UpdateIvrKeypressInput, where: KeyPlace = {}) =>
            cc.ivrKeypresses.update(id, input, {
              nodeId: where.nodeId ?? placeIn('ivr-keys', id, (key) => key.nodeId),
            }),
        },
        'update',
        (_, id, input) => merge('ivr-keys', id, input),
      ),
      remove: after(
        {
          remove: (id: string, where: KeyPlace = {}) =>
            cc.ivrKeypresses.remove(id, {
              nodeId: where.nodeId ?? placeIn('ivr-keys', id, (key) => key.nodeId),
            }),
        },
        'remove',
        (_, id) => keep(`key ${id}`, () => store.remove('ivr-keys', id)),
      ),
    },
  };

  // The telephony lists are one request each, and their writes answer little: re-read the list.
  const tel = service.telephony;
  const telephony: TelephonyClient = {
    ...tel,
    sipPhones: {
      ...tel.sipPhones,
      create: after(tel.sipPhones, 'create', reread('sip-phones')),
      update: after(tel.sipPhones, 'update', reread('sip-phones')),
      remove: after(tel.sipPhones, 'remove', (_, username) =>
        keep(`SIP phone ${username}`, () => store.remove('sip-phones', username)),
      ),
    },
    greetingFiles: {
      ...tel.greetingFiles,
      upload: after(tel.greetingFiles, 'upload', reread('greetings')),
      uploadMultipart: after(tel.greetingFiles, 'uploadMultipart', reread('greetings')),
      remove: after(tel.greetingFiles, 'remove', (_, id) =>
        keep(`greeting ${id}`, () => store.remove('greetings', id)),
      ),
    },
  };
  return { ...service, contactCenter, telephony };
}
