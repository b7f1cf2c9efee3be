/**
 * Per-IP request limits of the public POST routes (design §7), on top of the OTP rules of
 * design §5 which live in the database. Tests and the load script may raise them.
 */
export interface RouteLimit {
  max: number;
  timeWindow: number;
}

export const DEFAULT_LIMITS = {
  sendOtp: { max: 30, timeWindow: 60 * 60 * 1000 },
  verifyOtp: { max: 30, timeWindow: 15 * 60 * 1000 },
  lead: { max: 10, timeWindow: 10 * 60 * 1000 },
  /**
   * Messages and quote requests together from one verified address, from any network: a proven
   * address's browser could otherwise send `lead` per network for the day its proof lasts. Counted
   * in the lead's own transaction (api/routes/leads/address-cap.ts), not per request.
   */
  leadsPerAddress: { max: 20, timeWindow: 24 * 60 * 60 * 1000 },
  /**
   * Correction and erasure requests from one address, from any network: each one is a mail to the
   * agency. Counted under the address's lock (api/routes/data-rights/data-rights.ts).
   */
  rightsRequestsPerAddress: { max: 3, timeWindow: 24 * 60 * 60 * 1000 },
  newsletter: { max: 10, timeWindow: 10 * 60 * 1000 },
  visitors: { max: 300, timeWindow: 60 * 1000 },
  login: { max: 20, timeWindow: 15 * 60 * 1000 },
  /** Pages rendered afresh (a query string the page reads, an unknown project): server CPU. */
  render: { max: 60, timeWindow: 60 * 1000 },
} satisfies Record<string, RouteLimit>;

export type Limits = typeof DEFAULT_LIMITS;

export function scaleLimits(limits: Limits, scale: number): Limits {
  const scaled = Object.entries(limits).map(([name, limit]) => [name, { ...limit, max: Math.round(limit.max * scale) }]);
  return Object.fromEntries(scaled) as Limits;
}
