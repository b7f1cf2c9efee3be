import { Type, type Static } from 'typebox';
import { Email, Text } from './common.ts';

/**
 * The shortest staff password accepted anywhere (dashboard, CLI, ADMIN_PASSWORD). Here rather
 * than in constants.ts, which every public page loads.
 */
export const MIN_STAFF_PASSWORD_LENGTH = 8;

/** The longest staff password, in characters: the sign-in takes no longer one. */
export const STAFF_PASSWORD_MAX_LENGTH = 200;

/** A staff password as the API accepts it: the sign-in's ceiling, and a floor for new ones. */
const NewPassword = Type.String({ minLength: MIN_STAFF_PASSWORD_LENGTH, maxLength: STAFF_PASSWORD_MAX_LENGTH });

/**
 * GET /api/admin/staff: every staff account. Spec §6 has one role for access; `role` is the job
 * title shown with `name` under the posts a staff member writes (Insights).
 */
export const StaffAccount = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  name: Type.String(),
  role: Type.String(),
  createdAt: Type.String(),
  /** The account of the session asking: it cannot be removed from here. */
  isYou: Type.Boolean(),
});
export type StaffAccount = Static<typeof StaffAccount>;

/**
 * POST /api/admin/staff: a new account's address must be an e-mail address (the sign-in is not
 * format-checked, so an ADMIN_EMAIL like admin@localhost still signs in).
 */
export const StaffAccountInput = Type.Object({ email: Email, password: NewPassword });
export type StaffAccountInput = Static<typeof StaffAccountInput>;

/** PUT /api/admin/account/password: the signed-in account's own password. */
export const PasswordChange = Type.Object({ currentPassword: Type.String({ minLength: 1, maxLength: STAFF_PASSWORD_MAX_LENGTH }), newPassword: NewPassword });
export type PasswordChange = Static<typeof PasswordChange>;

/** The answer names the account, so the dashboard can sign in again with the new password. */
export const PasswordChanged = Type.Object({ success: Type.Literal(true), message: Type.String(), email: Type.String() });

/** PUT /api/admin/account/profile: the signed-in account's byline on the posts it writes. */
export const StaffProfile = Type.Object({ name: Text(80), role: Text(80) });
export type StaffProfile = Static<typeof StaffProfile>;
