import { Type, type Static } from 'typebox';
import { RequiredText } from './common.ts';

/** POST /api/admin/login; not format-checked, since the bootstrap admin is admin@localhost. */
export const LoginBody = Type.Object({ email: RequiredText(254), password: Type.String({ minLength: 1, maxLength: 200 }) });
export type LoginBody = Static<typeof LoginBody>;
export const LoginAnswer = Type.Object({ success: Type.Literal(true), token: Type.String(), expiresAt: Type.String() });
export type LoginAnswer = Static<typeof LoginAnswer>;
