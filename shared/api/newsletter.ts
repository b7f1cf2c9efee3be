import { Type, type Static } from 'typebox';
import { Email, Text } from './common.ts';

export const SubscribeBody = Type.Object({ email: Email, source: Type.Optional(Text(60)) });
export const UnsubscribeBody = Type.Object({ email: Email, token: Type.Optional(Text(200)) });

export const Subscriber = Type.Object({
  _id: Type.String(),
  email: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('active'), Type.Literal('unsubscribed')]),
  source: Type.String(),
  subscribedAt: Type.String(),
  unsubscribedAt: Type.Union([Type.String(), Type.Null()]),
});
export type Subscriber = Static<typeof Subscriber>;
