import { Type, type Static } from 'typebox';
import { OTP_FLOW_TYPES, OTP_LENGTH, VISIT_SOURCE_MAX } from '../constants.ts';
import { Email, Phone, Text } from './common.ts';

/** POST /api/send-otp: the address to verify, and the form and visit it is for. */
export const SendOtpBody = Type.Object({
  email: Email,
  name: Type.Optional(Text(120)),
  phone: Type.Optional(Phone),
  type: Type.Optional(Type.Enum(OTP_FLOW_TYPES)),
  /** The visit's source (issue 18): the form's funnel counts the code under it. */
  source: Type.Optional(Text(VISIT_SOURCE_MAX)),
});
export type SendOtpBody = Static<typeof SendOtpBody>;

export const VerifyOtpBody = Type.Object({
  email: Email,
  otp: Type.String({ pattern: `^[0-9]{${OTP_LENGTH}}$` }),
});
export type VerifyOtpBody = Static<typeof VerifyOtpBody>;

export const CheckVerifiedQuery = Type.Object({ email: Email });
export const CheckVerifiedAnswer = Type.Object({ success: Type.Literal(true), verified: Type.Boolean() });
