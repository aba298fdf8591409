import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createUserSchema,
  resetPasswordSchema,
  updateUserSchema,
  userIdParamsSchema,
  userListSchema,
  userSchema,
  type UpdateUser,
  type User,
} from '@/core/api/users';
import type { UserRow } from '@server/db/schema';
import { audited, fieldChanges, recordRefusal } from '../../plugins/audited';
import { sessionOf } from '../../plugins/authentication';
import { requirePermission } from '../../plugins/authorization';
import { HttpProblem, notFound } from '../../problem';
import { toUser } from '../../repositories/user-admin';
import { normalizeUsername } from '../../repositories/users';
import { noContentSchema, problemResponses } from '../route-schemas';
import { assertChangeAllowed } from './user-change-rules';

const tags = ['Admin'];

/** Switchboard's users: list, create, change (role, name, disabled) and reset a password. */
export async function registerUserRoutes(api: FastifyInstance): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { users, userAdmin } = api.services;
  api.addHook('onRequest', requirePermission('users:manage'));

  const findOrThrow = async (userId: string): Promise<UserRow> => {
    const row = await users.findById(userId);
    if (!row) throw notFound('There is no user with this id.');
    return row;
  };

  routes.get(
    '/admin/users',
    {
      schema: {
        tags,
        summary: "List the console's users",
        response: { 200: userListSchema, ...problemResponses(401, 403, 429) },
      },
    },
    async () => ({ items: (await userAdmin.list()).map(toUser) }),
  );

  routes.post(
    '/admin/users',
    {
      schema: {
        tags,
        summary: 'Create a user of the console',
        body: createUserSchema,
        response: { 201: userSchema, ...problemResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply): Promise<User> => {
      const { password, ...facts } = request.body;
      const created = await audited(
        request,
        {
          action: 'user.create',
          targetName: facts.username,
          detail: { username: facts.username, role: facts.role },
        },
        async () => {
          if (!(await users.createIfAbsent({ ...facts, password }))) {
            throw new HttpProblem(409, 'Conflict', 'This username is taken.', {
              username: 'This username is taken.',
            });
          }
          const row = await users.findByUsername(normalizeUsername(facts.username));
          if (!row) throw new Error('a created user could not be read back');
          return row;
        },
        (row) => row.id,
      );
      return reply.code(201).send(toUser(created));
    },
  );

  routes.patch(
    '/admin/users/:userId',
    {
      schema: {
        tags,
        summary: "Change a user's name or role, or disable or enable the user",
        params: userIdParamsSchema,
        body: updateUserSchema,
        response: { 200: userSchema, ...problemResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request): Promise<User> => {
      const { userId } = request.params;
      const change = request.body;
      const actorId = sessionOf(request).user.id;
      const target = await findOrThrow(userId);
      const audit = {
        action: userChangeAction(change),
        target: userId,
        targetName: target.username,
        changes: fieldChanges(
          { displayName: target.display_name, role: target.role, disabled: target.disabled === 1 },
          change,
        ),
      };
      // A first look, so that a plain refusal costs no transaction; the refused attempt is recorded…
      try {
        assertChangeAllowed({ actorId, target, change, enabledAdmins: await userAdmin.countEnabledAdmins() });
      } catch (refusal) {
        await recordRefusal(request, audit, refusal);
        throw refusal;
      }
      await audited(request, audit, async () => {
        // …and the check that counts, under the lock, against a concurrent change on any instance. A
        // disabled account's sessions end in the same transaction: it must not keep working through them.
        const changed = await userAdmin.updateGuarded(userId, change, (current, enabledAdmins) =>
          assertChangeAllowed({ actorId, target: current, change, enabledAdmins }),
        );
        if (!changed) throw notFound('There is no user with this id.');
      });
      return toUser(await findOrThrow(userId));
    },
  );

  routes.post(
    '/admin/users/:userId/password',
    {
      schema: {
        tags,
        summary: "Set a user's password and end the user's sessions",
        params: userIdParamsSchema,
        body: resetPasswordSchema,
        response: { 204: noContentSchema, ...problemResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { userId } = request.params;
      const target = await findOrThrow(userId);
      const audit = {
        action: 'user.password_reset',
        target: userId,
        targetName: target.username,
        changes: { password: { secret: 'changed' as const } },
      };
      await audited(request, audit, async () => {
        await userAdmin.setPassword(userId, request.body.password);
        // Whoever knew the old password is signed out with it.
        await userAdmin.endSessions(userId);
      });
      return reply.code(204).send(null);
    },
  );
}

/** One action per kind of change, so the log reads "disabled" rather than "updated". */
function userChangeAction(change: UpdateUser): string {
  const given = Object.entries(change)
    .filter(([, value]) => value !== undefined)
    .map(([field]) => field);
  if (given.length !== 1) return 'user.update';
  if (change.role !== undefined) return 'user.role_change';
  if (change.disabled !== undefined) return change.disabled ? 'user.disable' : 'user.enable';
  return 'user.update';
}
