import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  raw: string;
}

/**
 * How the test server treats the next messages: a real server misbehaving on command, or
 * 'count', which accepts without parsing (load runs: parsing would compete for the CPU).
 * 'hold' keeps each message unanswered until the mode changes; then it is treated by the new
 * mode if its sender is still connected. A sender that went away before the answer (a killed
 * process) never learnt that the message was taken, so it is not delivered.
 */
export type SmtpMode = 'accept' | 'count' | 'reject' | 'hang' | 'drop' | 'hold';

/** One message the server took: its envelope recipients, Message-ID and when (performance.now()). */
export interface Envelope {
  to: string[];
  messageId: string;
  at: number;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Every message taken in an accepting mode, parsed or not, in order. */
  envelopes: Envelope[];
  /** Messages accepted in any accepting mode, parsed or not. */
  accepted(): number;
  /** Messages waiting unanswered in 'hold' mode: Message-ID, and whether the sender is still connected. */
  held(): { messageId: string; connected: boolean }[];
  setMode(mode: SmtpMode): void;
  /**
   * How long the server works on each message before it answers (default 0). Like a real mail
   * server, it has taken the message once the final dot arrived: the message is delivered even if
   * its sender is gone by the time the answer goes out (the sender then never learns it was taken).
   */
  setAnswerMs(ms: number): void;
  waitForMail(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const messageIdOf = (raw: Buffer) => /^Message-ID:\s*(\S+)/im.exec(raw.toString('utf8', 0, 8192))?.[1] ?? '';

/**
 * A real SMTP server (smtp-server) on a loopback port that records what it accepts. `host`
 * 0.0.0.0 lets containers reach it too (deploy tests), at their network's gateway address.
 */
export async function startSmtpServer({ host = '127.0.0.1' } = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const envelopes: Envelope[] = [];
  const waiters = new Set<() => void>();
  let mode: SmtpMode = 'accept';
  let answerMs = 0;
  let accepted = 0;
  const held: { messageId: string; session: SMTPServerSession; release(): void }[] = [];
  const closedSessions = new Set<string>();

  /** `taken`: the server took the message before the sender could have left (setAnswerMs). */
  async function answer(raw: Buffer, to: string[], session: SMTPServerSession, callback: (error?: Error | null) => void, taken = false): Promise<void> {
    if (closedSessions.has(session.id) && !taken) return;
    if (mode === 'hold') {
      held.push({ messageId: messageIdOf(raw), session, release: () => void answer(raw, to, session, callback) });
      return;
    }
    if (mode === 'reject') return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    if (mode === 'hang') return; // never answers: the client must time out
    if (mode === 'drop') {
      (session as unknown as { socket?: { destroy(): void } }).socket?.destroy();
      return;
    }
    accepted += 1;
    envelopes.push({ to, messageId: messageIdOf(raw), at: performance.now() });
    if (mode === 'count') return callback();
    const text = raw.toString('utf8');
    const parsed = await simpleParser(text);
    const headers: Record<string, string> = {};
    for (const line of parsed.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
    messages.push({
      to,
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      headers,
      raw: text,
    });
    callback();
    for (const wake of waiters) wake();
  }

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const to = session.envelope.rcptTo.map((r) => r.address);
        if (answerMs > 0) setTimeout(() => void answer(raw, to, session, callback, true), answerMs);
        else void answer(raw, to, session, callback);
      });
    },
    onClose(session) {
      closedSessions.add(session.id);
    },
  });
  // A client that vanishes mid-session (a server process killed on purpose) resets the socket;
  // that is part of the scenario, not a failure of the mail server.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (!['ECONNRESET', 'EPIPE'].includes(error.code ?? '')) throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    envelopes,
    accepted: () => accepted,
    held: () => held.map(({ messageId, session }) => ({ messageId, connected: !closedSessions.has(session.id) })),
    setAnswerMs: (ms) => {
      answerMs = ms;
    },
    setMode: (next) => {
      mode = next;
      if (next !== 'hold') for (const { release } of held.splice(0)) release();
    },
    waitForMail(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const codeFrom = (mail: ReceivedMail): string => {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`No 6-digit code in mail "${mail.subject}"`);
  return match[1];
};
