import { isProxyFailure } from '../../../shared/api/errors';
import { LEAD_RETRY_KEY_HEADER } from '../../../shared/constants';

/**
 * How long a lead form waits before each retry. The proxy (deploy/Caddyfile) skips an instance it
 * could not reach for 3 s and its health checks keep a dead one out after that, so a retry soon
 * after reaches a live instance; a few seconds in all cover a rolling restart's handovers.
 */
export const LEAD_RETRY_DELAYS_MS = [300, 1000, 2000] as const;

const readJson = (response: Response): Promise<unknown> => response.clone().json().catch(() => undefined);
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends one lead form submission, again under the same Idempotency-Key while the proxy answers
 * for an instance it lost (the proxy cannot retry a request with a body itself). The server
 * stores a key with its lead, so a retry of a lead that was stored before the instance died
 * answers success without storing or mailing it twice. Answers the last response.
 */
export async function sendLead(send: (headers: Record<string, string>) => Promise<Response>): Promise<Response> {
  // Only a secure context has randomUUID (the site is served over HTTPS): without it, one try.
  const key = globalThis.crypto?.randomUUID?.();
  const headers: Record<string, string> = key ? { [LEAD_RETRY_KEY_HEADER]: key } : {};
  const delays = key ? LEAD_RETRY_DELAYS_MS : [];
  for (let attempt = 0; ; attempt++) {
    const response = await send(headers);
    if (attempt >= delays.length || !isProxyFailure(response.status, await readJson(response))) return response;
    await pause(delays[attempt]);
  }
}

