import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createUserSchema,
  resetPasswordSchema,
  updateUserSchema,
  userIdParamsSchema,
  userListSchema,
  userSchema,
  type User,
} from '../../../../src/core/api/users';
import { problemSchema } from '../../../../src/core/api/problem';
import type { UserRow } from '../../../db/schema';
import { audited } from '../../plugins/audited';
import { sessionOf } from '../../plugins/authentication';
import { requirePermission } from '../../plugins/authorization';
import { HttpProblem, notFound } from '../../problem';
import { UserAdminRepository, toUser } from '../../repositories/user-admin';
import { normalizeUsername } from '../../repositories/users';
import { assertChangeAllowed } from './user-change-rules';

const tags = ['admin'];

/** Switchboard's users: list, create, change (role, name, disabled) and reset a password. */
export async function registerUserRoutes(api: FastifyInstance): Promise<void> {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const { users } = api.services;
  const userAdmin = new UserAdminRepository(api.services.appDb.db, api.services.now);
  api.addHook('onRequest', requirePermission('users:manage'));

  const findOrThrow = async (userId: string): Promise<UserRow> => {
    const row = await users.findById(userId);
    if (!row) throw notFound('There is no user with this id.');
    return row;
  };

  routes.get('/admin/users', { schema: { tags, response: { 200: userListSchema } } }, async () => ({
    items: (await userAdmin.list()).map(toUser),
  }));

  routes.post(
    '/admin/users',
    { schema: { tags, body: createUserSchema, response: { 201: userSchema, 409: problemSchema } } },
    async (request, reply): Promise<User> => {
      const { password, ...facts } = request.body;
      const created = await audited(
        request,
        { action: 'user.create', detail: { username: facts.username, role: facts.role } },
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
        params: userIdParamsSchema,
        body: updateUserSchema,
        response: { 200: userSchema, 409: problemSchema },
      },
    },
    async (request): Promise<User> => {
      const { userId } = request.params;
      const change = request.body;
      const target = await findOrThrow(userId);
      assertChangeAllowed({
        actorId: sessionOf(request).user.id,
        target,
        change,
        enabledAdmins: await userAdmin.countEnabledAdmins(),
      });
      await audited(request, { action: 'user.update', target: userId, detail: { ...change } }, async () => {
        await userAdmin.update(userId, change);
        // A disabled account must not keep working through a session it already had.
        if (change.disabled) await userAdmin.endSessions(userId);
      });
      return toUser(await findOrThrow(userId));
    },
  );

  routes.post(
    '/admin/users/:userId/password',
    { schema: { tags, params: userIdParamsSchema, body: resetPasswordSchema } },
    async (request, reply) => {
      const { userId } = request.params;
      await findOrThrow(userId);
      await audited(request, { action: 'user.password_reset', target: userId }, async () => {
        await userAdmin.setPassword(userId, request.body.password);
        // Whoever knew the old password is signed out with it.
        await userAdmin.endSessions(userId);
      });
      return reply.code(204).send();
    },
  );
}
