import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import type { Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  messageId: string;
}

export interface MailTransport {
  mode: 'smtp' | 'file';
  /** Messages it sends at once (the SMTP pool's connections). */
  connections: number;
  /** Resolves once the SMTP server accepted the message (or the .eml file is written). */
  send(mail: OutgoingMail, options?: SendOptions): Promise<{ file?: string }>;
  close(): void;
}

export interface SendOptions {
  /**
   * Awaited before the message's last bytes go out (SMTP only): a server takes a message at the
   * final dot, so until this settles it cannot have accepted it.
   */
  beforeEnd?: () => Promise<void>;
}

export interface TransportOptions {
  smtpUrl?: string;
  outboxDir: string;
  /** Seconds before a silent SMTP server counts as a failure; the outbox retries later. */
  timeoutMs?: number;
  /** SMTP connections of the pool (default 3). */
  connections?: number;
}

/**
 * nodemailer is loaded with the first mail, not at start: most starts send nothing at once, and
 * the library is a tenth of an idle server's memory (docs/performance.md, Start-up).
 */
function lazyTransporter(options: object): { get(): Promise<Transporter>; close(): void } {
  let transporter: Promise<Transporter> | undefined;
  return {
    get: () => (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options).use('stream', holdTheEnd))),
    close: () => void transporter?.then((created) => created.close()),
  };
}

/** A nodemailer 'stream' plugin: a message's end, and so SMTP's final dot, waits for its `beforeEnd`. */
const holdTheEnd: Parameters<Transporter['use']>[1] = (mail, done) => {
  const { beforeEnd } = mail.data as SendOptions;
  if (beforeEnd) {
    mail.message.transform(
      () => new Transform({ transform: (chunk, _encoding, next) => next(null, chunk), flush: (next) => void beforeEnd().then(() => next(), next) }),
    );
  }
  done();
};

/**
 * SMTP_URL set: a pooled nodemailer SMTP transport. Unset: each message is written as an .eml
 * file to DATA_DIR/outbox/ so a developer can read codes without a mail server (design §3).
 */
export function createMailTransport(options: TransportOptions): MailTransport {
  const connections = options.connections ?? 3;
  if (options.smtpUrl) {
    const timeout = options.timeoutMs ?? 15_000;
    const smtp = lazyTransporter({
      url: options.smtpUrl,
      pool: true,
      maxConnections: connections,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      // Loopback test servers and internal relays often present self-signed certificates.
      tls: { rejectUnauthorized: false },
    } satisfies SMTPPool.Options);
    return {
      mode: 'smtp',
      connections,
      send: async (mail, sendOptions) => {
        await (await smtp.get()).sendMail({ ...mail, ...sendOptions });
        return {};
      },
      close: smtp.close,
    };
  }
  // Mails hold verification codes: this user only.
  mkdirSync(options.outboxDir, { recursive: true, mode: 0o700 });
  const stream = lazyTransporter({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    mode: 'file',
    connections,
    send: async (mail) => {
      const info = await (await stream.get()).sendMail(mail);
      const file = join(options.outboxDir, `${mail.messageId.replace(/[^\w.-]/g, '_')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      return { file };
    },
    close: stream.close,
  };
}
