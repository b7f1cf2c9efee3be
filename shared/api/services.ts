import { Type, type Static } from 'typebox';
import { BILLING_CYCLES, CURRENCIES, SERVICE_CATEGORIES, SERVICE_ICONS } from '../constants.ts';
import { RequiredText, Stored, Text } from './common.ts';

export const Pricing = Type.Object({
  startingPrice: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
  currency: Type.Enum(CURRENCIES),
  billingCycle: Type.Enum(BILLING_CYCLES),
});

/** What staff send to create or update a service. */
export const ServiceInput = Type.Object({
  name: RequiredText(120),
  description: Text(2000),
  features: Type.Array(RequiredText(200), { maxItems: 50 }),
  subServices: Type.Array(RequiredText(200), { maxItems: 50 }),
  pricing: Pricing,
  icon: Type.Enum(SERVICE_ICONS),
  category: Type.Enum(SERVICE_CATEGORIES),
  isActive: Type.Boolean(),
  isFeatured: Type.Boolean(),
  order: Type.Integer({ minimum: 1, maximum: 10_000 }),
});
export type ServiceInput = Static<typeof ServiceInput>;

export const Service = Stored(ServiceInput);
export type Service = Static<typeof Service>;
