import { Type } from 'typebox';
import { Email, Text } from './common.ts';

export const SubscribeBody = Type.Object({ email: Email, source: Type.Optional(Text(60)) });
export const UnsubscribeBody = Type.Object({ email: Email, token: Type.Optional(Text(200)) });

export interface Subscriber {
  _id: string;
  email: string;
  status: 'pending' | 'active' | 'unsubscribed';
  source: string;
  subscribedAt: string;
  unsubscribedAt: string | null;
}
