import type { Db } from '../db/connect.ts';
import type { TestSmtpServer } from './smtp.ts';

/**
 * Mixed visitor traffic for fault tests (design §11): page reads, config and project lists, and
 * leads from verified browsers, spread round robin over several server processes at a fixed rate.
 * Every lead carries a marker of its own in the sender's name, so the test can count it in the
 * database and in the mail server one by one.
 */

export interface VerifiedVisitor {
  email: string;
  cookie: string;
}

export type RequestKind = 'contact' | 'quote' | 'page' | 'config' | 'projects';

export interface Answer {
  kind: RequestKind;
  path: string;
  instance: number;
  /** performance.now() when sent and when answered. */
  sentAt: number;
  answeredAt: number;
  /** 0: no answer (connection refused or reset, or timed out). */
  status: number;
  /** success: true in a JSON answer. */
  success: boolean;
  body: string;
  marker?: string;
  /** Requests sent for it: more than one when a lead sender retried it. */
  attempts: number;
}

/**
 * Sends a lead as a client does, given one try (`send`, with the client's extra headers): the
 * site's forms retry a proxy failure (web/src/lib/leadRetry.ts, sendLead).
 */
export type LeadSender = (send: (headers: Record<string, string>) => Promise<Response>) => Promise<Response>;
/** One try, as a bare HTTP client sends. */
const once: LeadSender = (send) => send({});

const json = { 'content-type': 'application/json' };
const READS: [RequestKind, string][] = [
  ['page', '/'],
  ['config', '/api/config'],
  ['page', '/services'],
  ['projects', '/api/projects?featured=true&limit=6'],
  ['page', '/portfolio'],
  ['projects', '/api/projects'],
];

/** The marker as it appears in a stored name or a mail: bracketed, so none is a part of another. */
const MARKER = /\[(\w+-\d+)\]/;
export const markerIn = (text: string): string | undefined => MARKER.exec(text)?.[1];

function leadRequest(kind: 'contact' | 'quote', visitor: VerifiedVisitor, marker: string): { path: string; body: object } {
  const common = { name: `आशा Verma [${marker}]`, email: visitor.email, phone: '+91 98765 43210', message: `Clinic site for Gupta Lane, Bhopal (${marker})` };
  return kind === 'contact'
    ? { path: '/api/contact', body: { ...common, subject: 'New clinic website' } }
    : { path: '/api/quote', body: { ...common, service: 'web', subService: 'Custom React/Next.js apps', budget: '₹1-3 lakh', timeline: '1-2 months' } };
}

async function send(url: string, kind: RequestKind, path: string, init: RequestInit, instance: number, marker?: string, sender = once): Promise<Answer> {
  const sentAt = performance.now();
  let attempts = 0;
  const attempt = (headers: Record<string, string>) => {
    attempts += 1;
    return fetch(`${url}${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), ...headers }, signal: AbortSignal.timeout(20_000) });
  };
  try {
    const response = await sender(attempt);
    const body = await response.text();
    const success = response.headers.get('content-type')?.includes('json') ? JSON.parse(body).success === true : response.ok;
    return { kind, path, instance, sentAt, answeredAt: performance.now(), status: response.status, success, body, marker, attempts };
  } catch {
    return { kind, path, instance, sentAt, answeredAt: performance.now(), status: 0, success: false, body: '', marker, attempts };
  }
}

export interface Traffic {
  /** Stops sending and resolves with every answer once the last request in flight ended. */
  stop(): Promise<Answer[]>;
}

/**
 * Sends `perSecond` requests a second, round robin over `urls`: one lead (contact and quote in
 * turn) for every two reads, each sent by `leadSender`. Markers are `${tag}-${n}`.
 */
export function startTraffic(urls: string[], visitors: VerifiedVisitor[], tag: string, perSecond = 25, leadSender = once): Traffic {
  const inFlight: Promise<Answer>[] = [];
  let n = 0;
  const tick = () => {
    const instance = n % urls.length;
    const url = urls[instance];
    if (n % 3 === 0) {
      const kind = (n / 3) % 2 === 0 ? 'contact' : 'quote';
      const marker = `${tag}-${n}`;
      const visitor = visitors[(n / 3) % visitors.length];
      const { path, body } = leadRequest(kind, visitor, marker);
      inFlight.push(send(url, kind, path, { method: 'POST', headers: { ...json, cookie: visitor.cookie }, body: JSON.stringify(body) }, instance, marker, leadSender));
    } else {
      const [kind, path] = READS[n % READS.length];
      inFlight.push(send(url, kind, path, {}, instance));
    }
    n += 1;
  };
  const timer = setInterval(tick, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      return Promise.all(inFlight);
    },
  };
}

/** Stored leads per marker, contacts and quotes together. */
export async function storedLeads(db: Db): Promise<Map<string, number>> {
  const names = [...(await db.selectFrom('contacts').select('name').execute()), ...(await db.selectFrom('quotes').select('name').execute())];
  const counts = new Map<string, number>();
  for (const { name } of names) {
    const marker = markerIn(name);
    if (marker) counts.set(marker, (counts.get(marker) ?? 0) + 1);
  }
  return counts;
}

/** Mails received per marker (a lead's two: the agency's notification and the sender's confirmation). */
export function mailsByMarker(smtp: TestSmtpServer): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of smtp.messages) {
    const marker = markerIn(mail.subject) ?? markerIn(mail.text);
    if (marker) counts.set(marker, (counts.get(marker) ?? 0) + 1);
  }
  return counts;
}

export interface FaultReport {
  sent: number;
  answered2xx: number;
  failed: number;
  byStatus: Record<string, number>;
  /** Seconds from the fault to the first and the last failed request (sent time); none: no failure. */
  failedWindow?: [number, number];
  leadsAnsweredOk: number;
  leadsFailed: number;
}

/** Requests a visitor saw fail: no answer, an error status, or a lead not taken. */
export const failedAnswers = (answers: Answer[]) => answers.filter((a) => a.status < 200 || a.status >= 400 || (a.marker && !a.success));

/** The figures a fault test prints: what failed, when, relative to `faultAt` (performance.now()). */
export function summarize(answers: Answer[], faultAt: number): FaultReport {
  const byStatus: Record<string, number> = {};
  for (const { status } of answers) byStatus[status] = (byStatus[status] ?? 0) + 1;
  const failed = failedAnswers(answers);
  const times = failed.map((a) => (a.sentAt - faultAt) / 1000);
  const leads = answers.filter((a) => a.marker);
  return {
    sent: answers.length,
    answered2xx: answers.filter((a) => a.status >= 200 && a.status < 300).length,
    failed: failed.length,
    byStatus,
    ...(times.length && { failedWindow: [Math.min(...times), Math.max(...times)] as [number, number] }),
    leadsAnsweredOk: leads.filter((a) => a.success).length,
    leadsFailed: leads.filter((a) => !a.success).length,
  };
}
