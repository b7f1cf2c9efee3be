import { DEFAULT_CURRENCY } from '../../../shared/constants';
import { PRICE_THOUSANDS_FROM, SERVICE_FEATURES_SHOWN, TECHNOLOGIES_PER_CARD } from './displayRules';

const CURRENCY_SYMBOLS: Record<string, string> = { INR: '₹', USD: '$', EUR: '€' };

/** 'Starting from' price: 10000 INR -> '₹10K+', 1500 -> '₹1.5K+', 800 -> '₹800' (spec §2, §9). */
export function formatStartingPrice(amount: number, currency: string = DEFAULT_CURRENCY): string {
  const symbol = CURRENCY_SYMBOLS[currency] ?? `${currency} `;
  if (amount >= PRICE_THOUSANDS_FROM) {
    const thousands = Math.round((amount / 1000) * 10) / 10;
    return `${symbol}${thousands}K+`;
  }
  return `${symbol}${amount}`;
}

export interface Preview<T> {
  shown: T[];
  /** How many are left out; 0 when all are shown. */
  hidden: number;
}

const preview = <T>(items: readonly T[], count: number): Preview<T> => ({
  shown: items.slice(0, count),
  hidden: Math.max(0, items.length - count),
});

/** Service cards show the first two features plus '+N more'. */
export const previewFeatures = (features: readonly string[]): Preview<string> => preview(features, SERVICE_FEATURES_SHOWN);

/** Project cards show the first three technologies plus '+N'. */
export const previewTechnologies = (technologies: readonly string[]): Preview<string> =>
  preview(technologies, TECHNOLOGIES_PER_CARD);

export const moreFeaturesLabel = (hidden: number): string => `+${hidden} more`;
export const moreTechnologiesLabel = (hidden: number): string => `+${hidden}`;

const BILLING_LABELS: Record<string, string> = {
  'project-based': 'per project',
  monthly: 'per month',
  hourly: 'per hour',
  yearly: 'per year',
};
export const billingCycleLabel = (cycle: string): string => BILLING_LABELS[cycle] ?? cycle;

/** Only digits, at most `length` of them: what a one-time-code box accepts. */
export const digitsOnly = (value: string, length: number): string => value.replace(/\D/g, '').slice(0, length);
