import { Type, type Static } from 'typebox';
import { EMAIL_MAX_LENGTH, RequiredText } from './common.ts';
import { STAFF_PASSWORD_MAX_LENGTH } from './staff.ts';

/**
 * The address of a staff account where an existing one is named (Activity's Who filter): one '@'
 * and no spaces, and no more, since the account made at first start is admin@localhost, which is
 * no e-mail address the Email format takes.
 */
export const STAFF_ADDRESS_PATTERN = '^[^\\s@]+@[^\\s@]+$';
export const StaffAddress = Type.String({ maxLength: EMAIL_MAX_LENGTH, pattern: STAFF_ADDRESS_PATTERN });

/** POST /api/admin/login; not format-checked, since the bootstrap admin is admin@localhost. */
export const LoginBody = Type.Object({ email: RequiredText(EMAIL_MAX_LENGTH), password: Type.String({ minLength: 1, maxLength: STAFF_PASSWORD_MAX_LENGTH }) });
export type LoginBody = Static<typeof LoginBody>;
export const LoginAnswer = Type.Object({ success: Type.Literal(true), token: Type.String(), expiresAt: Type.String() });
export type LoginAnswer = Static<typeof LoginAnswer>;
