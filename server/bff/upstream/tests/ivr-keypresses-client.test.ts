import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMPTY_KEY,
  INVALID_KEY,
  ivrKeypressSchema,
  type IvrKey,
  type KeypressAction,
} from '@/core/api/ivr-keypresses';
import {
  createIvrKeypressBody,
  updateIvrKeypressBody,
  type WireIvrKeypress,
} from '@server/service-api/ivr-keypresses';
import { ServiceContractError } from '../errors';
import {
  createIvrKeypressToWire,
  ivrKeypressFromWire,
  keypressActionFromWire,
  updateIvrKeypressToWire,
} from '../ivr-keypresses-client';
import { refusalOf, startContactCenterSandbox, type ContactCenterSandbox } from './contact-center-sandbox';

let cc: ContactCenterSandbox;
let treeId: string;
let menuId: string;
let nextId: string;
beforeAll(async () => {
  cc = await startContactCenterSandbox();
  treeId = (await cc.client.ivrTrees.create({ name: 'Keys' })).id;
  const node = (name: string) =>
    cc.client.ivrNodes.create({ treeId, name, playMode: 'talk', playContent: name }).then((n) => n.id);
  menuId = await node('Menu');
  nextId = await node('Next');
});
afterAll(() => cc.close());

const keysOf = async (nodeId: string) => (await cc.client.ivrKeypresses.list(nodeId)).items;

describe('IVR keypresses client over HTTP', () => {
  it('stores every action and lists it back as the same clean action', async () => {
    const actions: [IvrKey, KeypressAction][] = [
      ['0', { kind: 'voicemail' }],
      ['1', { kind: 'queue', queueId: 'Q_SALES' }],
      ['2', { kind: 'forward', toPhoneNumber: '0912345678', callerId: '02838221234' }],
      ['3', { kind: 'forward', toPhoneNumber: '+84987654321' }],
      ['4', { kind: 'node', nextNodeId: nextId }],
      ['5', { kind: 'sms', text: 'Cảm ơn quý khách' }],
      ['6', { kind: 'sms' }],
      [EMPTY_KEY, { kind: 'hangup' }],
    ];
    const ids: string[] = [];
    for (const [key, action] of actions) {
      ids.push((await cc.client.ivrKeypresses.create({ nodeId: menuId, key, action })).id);
    }
    const listed = await keysOf(menuId);
    expect(listed).toEqual(
      actions.map(([key, action], i) => ({ id: ids[i], treeId, nodeId: menuId, key, action })),
    );
    for (const keypress of listed) expect(ivrKeypressSchema.parse(keypress)).toEqual(keypress);
  });

  it('replaces the whole action on update, clearing the fields of the previous one', async () => {
    const { id } = await cc.client.ivrKeypresses.create({
      nodeId: nextId,
      key: '9',
      action: { kind: 'forward', toPhoneNumber: '0912000111', callerId: '0912000222' },
    });
    await cc.client.ivrKeypresses.update(id, { action: { kind: 'forward', toPhoneNumber: '0912000333' } });
    expect((await keysOf(nextId)).find((k) => k.id === id)?.action).toEqual({
      kind: 'forward',
      toPhoneNumber: '0912000333',
    });

    await cc.client.ivrKeypresses.update(id, { key: INVALID_KEY });
    expect((await keysOf(nextId)).find((k) => k.id === id)).toMatchObject({
      key: INVALID_KEY,
      action: { kind: 'forward', toPhoneNumber: '0912000333' },
    });

    await cc.client.ivrKeypresses.update(id, { action: { kind: 'queue', queueId: 'Q_CARE' } });
    expect((await keysOf(nextId)).find((k) => k.id === id)?.action).toEqual({
      kind: 'queue',
      queueId: 'Q_CARE',
    });

    await cc.client.ivrKeypresses.remove(id);
    expect((await keysOf(nextId)).map((k) => k.id)).not.toContain(id);
  });

  it('surfaces refusals as ServiceError with r and the message', async () => {
    const hangup = { kind: 'hangup' } as const;
    await cc.client.ivrKeypresses.create({ nodeId: nextId, key: '*', action: hangup });
    const taken = await refusalOf(
      cc.client.ivrKeypresses.create({ nodeId: nextId, key: '*', action: hangup }),
    );
    expect(taken).toMatchObject({ r: 4, operation: 'createIvrKeypress' });
    expect(taken.message).toMatch(/Key \* already has an action/);

    const unknownTarget = await refusalOf(
      cc.client.ivrKeypresses.create({
        nodeId: nextId,
        key: '8',
        action: { kind: 'node', nextNodeId: 'IVN_NONE' },
      }),
    );
    expect(unknownTarget).toMatchObject({ r: -1 });
    expect(unknownTarget.message).toMatch(/IVN_NONE/);

    expect(await refusalOf(cc.client.ivrKeypresses.list('IVN_NONE'))).toMatchObject({
      r: -1,
      operation: 'listIvrKeypresses',
    });
  });
});

describe('IVR keypress mappers', () => {
  const wire: WireIvrKeypress = {
    id: 'IVK1',
    account: 1,
    project: 2,
    tree: 'IVT1',
    node: 'IVN1',
    node_key: '1',
    action: 6,
    next_node: null,
    queue_id: null,
    from_number_callout_to_agent: null,
    to_phone_number: null,
    sms: null,
  };

  it.each<[string, Partial<WireIvrKeypress>, KeypressAction]>([
    ['1 as voicemail', { action: 1 }, { kind: 'voicemail' }],
    ['2 with its queue', { action: 2, queue_id: 'Q1' }, { kind: 'queue', queueId: 'Q1' }],
    [
      '3 with caller id',
      { action: 3, to_phone_number: '0912', from_number_callout_to_agent: '028' },
      {
        kind: 'forward',
        toPhoneNumber: '0912',
        callerId: '028',
      },
    ],
    [
      '3 with an empty caller id',
      { action: 3, to_phone_number: '0912', from_number_callout_to_agent: '' },
      {
        kind: 'forward',
        toPhoneNumber: '0912',
      },
    ],
    [
      '3 without the caller id field',
      { action: 3, to_phone_number: '0912', from_number_callout_to_agent: undefined },
      {
        kind: 'forward',
        toPhoneNumber: '0912',
      },
    ],
    ['4 with its target', { action: 4, next_node: 'IVN2' }, { kind: 'node', nextNodeId: 'IVN2' }],
    ['5 with text', { action: 5, sms: 'Hi' }, { kind: 'sms', text: 'Hi' }],
    ['5 without text', { action: 5 }, { kind: 'sms' }],
    ['6 as hang up', { action: 6 }, { kind: 'hangup' }],
  ])('reads action %s', (_, fields, action) => {
    expect(keypressActionFromWire({ ...wire, ...fields })).toEqual(action);
  });

  it.each<[string, Partial<WireIvrKeypress>, string]>([
    ['an undocumented action', { action: 9 }, 'undocumented action 9'],
    ['a queue action without queue', { action: 2 }, 'without queue_id'],
    ['a forward without number', { action: 3, to_phone_number: '' }, 'without to_phone_number'],
    ['a node action without target', { action: 4 }, 'without next_node'],
  ])('calls %s a contract breach', (_, fields, message) => {
    const read = () => keypressActionFromWire({ ...wire, ...fields });
    expect(read).toThrow(ServiceContractError);
    expect(read).toThrow(message);
  });

  it('reads the keypress with its ids', () => {
    expect(ivrKeypressFromWire({ ...wire, node_key: 'EMPTY_KEY' })).toEqual({
      id: 'IVK1',
      treeId: 'IVT1',
      nodeId: 'IVN1',
      key: 'EMPTY_KEY',
      action: { kind: 'hangup' },
    });
  });

  it.each<[KeypressAction, Record<string, unknown>]>([
    [{ kind: 'voicemail' }, { action: 1 }],
    [
      { kind: 'queue', queueId: 'Q1' },
      { action: 2, queue_id: 'Q1' },
    ],
    [
      { kind: 'forward', toPhoneNumber: '0912', callerId: '028' },
      {
        action: 3,
        to_phone_number: '0912',
        from_number_callout_to_agent: '028',
      },
    ],
    [
      { kind: 'node', nextNodeId: 'IVN2' },
      { action: 4, next_node: 'IVN2' },
    ],
    [
      { kind: 'sms', text: 'Hi' },
      { action: 5, sms: 'Hi' },
    ],
    [{ kind: 'hangup' }, { action: 6 }],
  ])('writes %j with only the fields its action uses', (action, fields) => {
    const body = createIvrKeypressToWire({ nodeId: 'IVN1', key: '1', action });
    expect(JSON.parse(JSON.stringify(body))).toEqual({ node: 'IVN1', node_key: '1', ...fields });
    expect(createIvrKeypressBody.safeParse(body).success).toBe(true);
  });

  it('clears the other action fields when an update changes the action, and leaves them when it does not', () => {
    const changed = updateIvrKeypressToWire({ action: { kind: 'queue', queueId: 'Q1' } });
    expect(changed).toEqual({
      node_key: undefined,
      action: 2,
      queue_id: 'Q1',
      next_node: null,
      to_phone_number: null,
      from_number_callout_to_agent: null,
      sms: null,
    });
    expect(updateIvrKeypressBody.safeParse(changed).success).toBe(true);
    expect(JSON.parse(JSON.stringify(updateIvrKeypressToWire({ key: '#' })))).toEqual({ node_key: '#' });
    const noCallerId = updateIvrKeypressToWire({ action: { kind: 'forward', toPhoneNumber: '0912' } });
    expect(noCallerId).toMatchObject({ to_phone_number: '0912', from_number_callout_to_agent: null });
  });
});
