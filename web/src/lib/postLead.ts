import { fetchApi, readAnswer } from './http';
import { sendLead } from './leadRetry';

/**
 * A lead form's submission (contact, quote), retried as sendLead says. Apart from http.ts so
 * that only the pages with a lead form load the retry.
 */
export const postLead = async <T>(path: string, payload: unknown): Promise<T> =>
  readAnswer<T>(await sendLead((headers) => fetchApi(path, { method: 'POST', body: JSON.stringify(payload), headers })));
