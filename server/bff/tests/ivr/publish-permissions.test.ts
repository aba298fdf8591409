import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishStartedSchema } from '@/core/api/ivr-designer-publishes';
import { can, type Permission } from '@/core/permissions';
import { roles } from '@/core/roles';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { expectProblem } from '../contact-center/contact-center-test-kit';
import { makeTree, publishDraft, settled } from './ivr-designer-kit';

type Ids = { treeId: string; publishId: string };

type Route = {
  name: string;
  method: 'GET' | 'POST';
  path: (ids: Ids) => string;
  permission: Permission;
  /** A body that an allowed role gets refused for other reasons, so the matrix changes nothing. */
  body?: unknown;
  /** What an allowed role is answered. */
  allowed: number;
};

const ROUTES: Route[] = [
  {
    name: 'publish a draft',
    method: 'POST',
    path: (ids) => `/api/ivr/trees/${ids.treeId}/publish`,
    permission: 'ivr:publish',
    // A stale revision: an allowed role is refused with 409 and nothing is sent to the service.
    body: { revision: 999_999 },
    allowed: 409,
  },
  {
    name: 'resume a publish',
    method: 'POST',
    path: (ids) => `/api/ivr/publishes/${ids.publishId}/resume`,
    permission: 'ivr:publish',
    // The publish succeeded, so there is nothing to resume: 409.
    allowed: 409,
  },
  {
    name: 'restore a version into the draft',
    method: 'POST',
    path: (ids) => `/api/ivr/trees/${ids.treeId}/versions/1/restore`,
    permission: 'ivr:write',
    body: {},
    // A restore loads the version into the draft (it never publishes).
    allowed: 200,
  },
  {
    name: 'follow a publish',
    method: 'GET',
    path: (ids) => `/api/ivr/publishes/${ids.publishId}`,
    permission: 'ivr:read',
    allowed: 200,
  },
];

const MATRIX = ROUTES.flatMap((route) =>
  roles.map((role) => ({ role, route, name: route.name, may: can(role, route.permission) })),
);

let world: BffWithSandbox;
let ids: Ids;
beforeAll(async () => {
  world = await startBffWithSandbox();
  const { treeId } = await makeTree(world, 'Permissions tree', [{ name: 'Welcome' }]);
  const publishId = await publishDraft(world, treeId);
  expect((await settled(world, publishId)).status).toBe('succeeded');
  ids = { treeId, publishId };
}, 120_000);
afterAll(() => world.close());

describe('IVR publish routes × roles', () => {
  it('the matrix refuses publishing to roles without ivr:publish, and grants it to supervisors', () => {
    expect(MATRIX.some(({ may }) => !may)).toBe(true);
    expect(can('supervisor', 'ivr:publish')).toBe(true);
  });

  it.each(MATRIX)('$role → $name: allowed = $may', async ({ role, route, may }) => {
    const answer = await world.as(role, route.method, route.path(ids), {
      ...(route.body === undefined ? {} : { body: route.body }),
    });
    if (may) {
      expect(answer.status, answer.text).toBe(route.allowed);
      // A restore runs as a publish: the next role's restore waits for it, as a person would.
      if (answer.status === 202) await settled(world, publishStartedSchema.parse(answer.json()).publishId);
    } else {
      // The refusal names the permission checked: publish and resume check ivr:publish, not ivr:write.
      expect(expectProblem(answer, 403).detail).toContain(`(${route.permission})`);
    }
  });
});
