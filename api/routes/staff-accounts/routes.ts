import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Created, Failure, IdParams, ListOf, Ok } from '../../../shared/api/common.ts';
import { PasswordChange, PasswordChanged, StaffAccount, StaffAccountInput, StaffProfile } from '../../../shared/api/staff.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { networkOf } from '../../plugins/app/limits.ts';
import { addStaff, changeOwnPassword, listStaff, removeStaff, updateOwnProfile } from './staff-accounts.ts';

const REMOVE_REFUSALS = {
  'not-found': [404, 'Staff account not found'],
  yourself: [409, 'You cannot remove your own account. Ask another staff member to do it.'],
  last: [409, 'The last staff account cannot be removed.'],
} as const;

/** Staff manage the staff accounts (one role, spec §6), their own password and their byline. */
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/admin/staff', { schema: { response: { 200: ListOf(StaffAccount) } } }, async (request) => ({
    success: true as const,
    data: await listStaff(app.db, request.user.sub),
  }));

  app.post(
    '/api/admin/staff',
    { schema: { body: StaffAccountInput, response: { 201: Created(StaffAccount), 400: Failure, 409: Failure } } },
    async (request, reply) => {
      const result = await addStaff(app.db, request.body.email, request.body.password, app.now(), { email: request.user.email });
      if (!result.ok) throw new ApiError(409, 'email: a staff account with this address already exists');
      return reply.code(201).send({ success: true, message: 'Staff account added', data: result.account });
    },
  );

  app.delete(
    '/api/admin/staff/:id',
    { schema: { params: IdParams, response: { 200: Ok, 404: Failure, 409: Failure } } },
    async (request) => {
      const result = await removeStaff(app.db, request.params.id, request.user.sub, { actor: { email: request.user.email }, now: app.now() });
      if (!result.ok) {
        const [status, message] = REMOVE_REFUSALS[result.reason];
        throw new ApiError(status, message);
      }
      return { success: true as const, message: 'Staff account removed' };
    },
  );

  app.put(
    '/api/admin/account/profile',
    { schema: { body: StaffProfile, response: { 200: Created(StaffAccount), 400: Failure, 404: Failure } } },
    async (request) => {
      const account = await updateOwnProfile(app.db, request.user.sub, request.body, app.now(), { email: request.user.email });
      if (!account) throw new ApiError(404, 'Staff account not found');
      return { success: true as const, message: 'Profile saved', data: account };
    },
  );

  app.put(
    '/api/admin/account/password',
    { schema: { body: PasswordChange, response: { 200: PasswordChanged, 400: Failure, 429: Failure } } },
    async (request) => {
      const result = await changeOwnPassword(app.db, request.user.sub, { ...request.body, ip: networkOf(request.ip) }, app.now());
      if (!result.ok && result.reason === 'throttled') {
        const seconds = result.retryAfterSeconds;
        throw new ApiError(429, `Too many wrong passwords. Please try again in ${seconds} seconds.`, { 'Retry-After': seconds });
      }
      if (!result.ok) throw new ApiError(400, 'currentPassword: the current password is not correct');
      return { success: true as const, message: 'Password changed. Your other sessions were signed out.', email: result.email };
    },
  );
};

const staffAccountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(app.staffRoutes(staffRoutes));
};

export default staffAccountRoutes;
