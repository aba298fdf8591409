import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GreetingUsage } from '@/core/api/greeting-usage';
import type { Freshness } from '@/core/api/read-model';
import { createdId } from '../contact-center/contact-center-test-kit';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { uploadGreeting } from './telephony-world';

let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox();
});
afterAll(() => world.close());

describe('greeting file usage', () => {
  it('names the IVR nodes that play a file, in every tree, and none for a file no node plays', async () => {
    const used = await uploadGreeting(world);
    const unused = await uploadGreeting(world);
    const treeA = createdId(
      await world.as('supervisor', 'POST', '/api/ivr/trees', { body: { name: 'Menu A' } }),
    );
    const treeB = createdId(
      await world.as('supervisor', 'POST', '/api/ivr/trees', { body: { name: 'Menu B' } }),
    );
    const welcome = createdId(
      await world.as('supervisor', 'POST', `/api/ivr/trees/${treeA}/nodes`, {
        body: { name: 'Chào mừng', playMode: 'play', playContent: used.filename },
      }),
    );
    createdId(
      await world.as('supervisor', 'POST', `/api/ivr/trees/${treeA}/nodes`, {
        body: { name: 'Nói', playMode: 'talk', playContent: used.filename },
      }),
    );
    const afterHours = createdId(
      await world.as('supervisor', 'POST', `/api/ivr/trees/${treeB}/nodes`, {
        body: { name: 'Ngoài giờ', playMode: 'play', playContent: used.filename },
      }),
    );

    const answer = await world.as('lead', 'GET', `/api/greetings/${used.id}/usage`);
    expect(answer.status, answer.text).toBe(200);
    const usage = answer.json() as GreetingUsage;
    expect(usage.filename).toBe(used.filename);
    // A talk node speaking the same text does not play the file; menus in order, then their nodes.
    const users = [
      { treeId: treeA, treeName: 'Menu A', nodeId: welcome, nodeName: 'Chào mừng' },
      { treeId: treeB, treeName: 'Menu B', nodeId: afterHours, nodeName: 'Ngoài giờ' },
    ];
    expect(usage.nodes).toEqual(users);
    const none = (await world.as('lead', 'GET', `/api/greetings/${unused.id}/usage`)).json() as GreetingUsage;
    expect(none.nodes).toEqual([]);

    const all = await world.as('supervisor', 'GET', '/api/greetings/usage');
    expect(all.status).toBe(200);
    const { items, freshness } = all.json() as { items: GreetingUsage[]; freshness: Freshness };
    // The list is drawn from the read model, which the console's writes went through to at once.
    expect(items.find((item) => item.sid === used.id)?.nodes).toEqual(users);
    expect(items.find((item) => item.sid === unused.id)?.nodes).toEqual([]);
    expect(Date.now() - Date.parse(freshness.asOf ?? '')).toBeLessThan(60_000);
  });

  it('answers 404 for an unknown file and 403 for a role that may not read IVR menus', async () => {
    const unknown = await world.as('lead', 'GET', '/api/greetings/GF_DOES_NOT_EXIST/usage');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/problem\+json/);
    expect((await world.as('support', 'GET', '/api/greetings/usage')).status).toBe(403);
  });
});
