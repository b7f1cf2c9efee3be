/**
 * The one reading of an error answer for every client (public site, admin over HTTP, desktop
 * main process): the server's own `message` when it gave one, else the spec's generic helper
 * text (spec §7).
 */
export function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return undefined;
}

/**
 * No instance answered: the proxy's own 502-504, without the app's JSON message. The app's 503
 * (its database away) carries a message and is an answer, shown to the visitor, not retried.
 */
export const isProxyFailure = (status: number, body: unknown): boolean => !serverMessage(body) && status >= 502 && status <= 504;

export const genericHttpError = (status: number) => `HTTP error! status: ${status}`;

/** What a client shows for a failed answer with this status and parsed body. */
export const errorMessage = (status: number, body: unknown): string => serverMessage(body) ?? genericHttpError(status);

/** A response body as JSON, or undefined when it is empty or not JSON. */
export function parseJsonBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A failed call, the same on both sides of the wire. The server throws it and its error handler
 * answers { success: false, message } with this status and headers (Retry-After on a 429); a
 * client raises it from such an answer (status 0: no answer at all).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | number>>;

  constructor(status: number, message: string, headers: Record<string, string | number> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
    this.name = 'ApiError';
  }
}
