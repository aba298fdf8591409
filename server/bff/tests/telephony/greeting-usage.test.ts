import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GreetingUsage } from '@/core/api/greeting-usage';
import { toneWav } from '@server/audio/tone-wav';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { rawRequest } from './telephony-world';

let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox();
});
afterAll(() => world.close());

const uploadGreeting = async () => {
  const answer = await rawRequest(
    world,
    'lead',
    'POST',
    '/api/greetings',
    toneWav({ seconds: 0.2, frequencies: [440] }),
    'audio/wav',
  );
  expect(answer.status, answer.text).toBe(201);
  return answer.json() as { id: string; filename: string };
};

const created = (answer: { status: number; text: string; json: () => unknown }) => {
  expect(answer.status, answer.text).toBe(201);
  return (answer.json() as { id: string }).id;
};

describe('greeting file usage', () => {
  it('names the IVR nodes that play a file, in every tree, and none for a file no node plays', async () => {
    const used = await uploadGreeting();
    const unused = await uploadGreeting();
    const treeA = created(
      await world.as('supervisor', 'POST', '/api/ivr/trees', { body: { name: 'Menu A' } }),
    );
    const treeB = created(
      await world.as('supervisor', 'POST', '/api/ivr/trees', { body: { name: 'Menu B' } }),
    );
    const welcome = created(
      await world.as('supervisor', 'POST', `/api/ivr/trees/${treeA}/nodes`, {
        body: { name: 'Chào mừng', playMode: 'play', playContent: used.filename },
      }),
    );
    created(
      await world.as('supervisor', 'POST', `/api/ivr/trees/${treeA}/nodes`, {
        body: { name: 'Nói', playMode: 'talk', playContent: used.filename },
      }),
    );
    const afterHours = created(
      await world.as('supervisor', 'POST', `/api/ivr/trees/${treeB}/nodes`, {
        body: { name: 'Ngoài giờ', playMode: 'play', playContent: used.filename },
      }),
    );

    const answer = await world.as('lead', 'GET', `/api/greetings/${used.id}/usage`);
    expect(answer.status, answer.text).toBe(200);
    const usage = answer.json() as GreetingUsage;
    expect(usage.filename).toBe(used.filename);
    // A talk node speaking the same text does not play the file.
    expect(usage.nodes).toHaveLength(2);
    expect(usage.nodes).toEqual(
      expect.arrayContaining([
        { treeId: treeA, treeName: 'Menu A', nodeId: welcome, nodeName: 'Chào mừng' },
        { treeId: treeB, treeName: 'Menu B', nodeId: afterHours, nodeName: 'Ngoài giờ' },
      ]),
    );
    const none = (await world.as('lead', 'GET', `/api/greetings/${unused.id}/usage`)).json() as GreetingUsage;
    expect(none.nodes).toEqual([]);

    const all = await world.as('supervisor', 'GET', '/api/greetings/usage');
    expect(all.status).toBe(200);
    const items = (all.json() as { items: GreetingUsage[] }).items;
    expect(items.find((item) => item.sid === used.id)?.nodes).toHaveLength(2);
    expect(items.find((item) => item.sid === unused.id)?.nodes).toEqual([]);
  });

  it('answers 404 for an unknown file and 403 for a role that may not read IVR menus', async () => {
    const unknown = await world.as('lead', 'GET', '/api/greetings/GF_DOES_NOT_EXIST/usage');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/problem\+json/);
    expect((await world.as('support', 'GET', '/api/greetings/usage')).status).toBe(403);
  });
});
