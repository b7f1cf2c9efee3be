import { ApiError, genericHttpError, isProxyFailure, serverMessage } from '../../../shared/api/errors';

/**
 * The common fetch helper (spec §7): any non-OK answer raises 'HTTP error! status: N'.
 * The server's own message travels along so flows can prefer it over generic texts.
 */
export class HttpError extends ApiError {
  readonly serverMessage: string | undefined;

  constructor(status: number, serverMessage: string | undefined) {
    super(status, genericHttpError(status));
    this.serverMessage = serverMessage;
    this.name = 'HttpError';
  }
}

const readBody = async (response: Response): Promise<unknown> => {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
};

/** A call of the API; no answer at all raises the offline banner (app/connectivity.ts). */
export const fetchApi = (path: string, init?: RequestInit): Promise<Response> =>
  fetch(path, {
    ...init,
    headers: { Accept: 'application/json', ...(init?.body ? { 'Content-Type': 'application/json' } : {}), ...init?.headers },
  }).catch((error: unknown) => {
    window.dispatchEvent(new Event('api-unreachable'));
    throw error;
  });

/** The answer's body, or an HttpError for a refusal. */
export async function readAnswer<T>(response: Response): Promise<T> {
  const body = await readBody(response);
  if (!response.ok) {
    // A proxy's 502-504 without our message: no instance answered, as good as no answer at all.
    // The site's own 503 (its database away) carries a message, which the form shows instead.
    if (isProxyFailure(response.status, body)) window.dispatchEvent(new Event('api-unreachable'));
    throw new HttpError(response.status, serverMessage(body));
  }
  // A 200 that still says success:false is a refusal too.
  if (body && typeof body === 'object' && 'success' in body && body.success === false) {
    throw new HttpError(response.status, serverMessage(body));
  }
  return body as T;
}

export const requestJson = async <T>(path: string, init?: RequestInit): Promise<T> => readAnswer<T>(await fetchApi(path, init));

export const getJson = <T>(path: string): Promise<T> => requestJson<T>(path);

export const postJson = <T>(path: string, payload: unknown): Promise<T> =>
  requestJson<T>(path, { method: 'POST', body: JSON.stringify(payload) });

export interface FailureTexts {
  /** Shown when the server refused and gave no message of its own. */
  refused: string;
  /** Shown when the request never got an answer. */
  network: string;
}

/** Spec §7: show the server's message when there is one, else the flow's own texts. */
export const describeFailure = (error: unknown, texts: FailureTexts): string =>
  error instanceof HttpError ? (error.serverMessage ?? texts.refused) : texts.network;

export interface ApiMessage {
  success: boolean;
  message?: string;
}
