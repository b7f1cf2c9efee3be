import { simpleParser } from 'mailparser';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReceivedMail } from './smtp.ts';

/** A mail the app wrote to its outbox folder (no SMTP_URL), parsed like one the test SMTP server got. */
export interface FileMail extends ReceivedMail {
  file: string;
}

const vanished = (error: unknown) => {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
  throw error;
};

/**
 * Every .eml file in the folder, parsed. A file deleted between the listing and its reading (an
 * erasure, or the worker removing the file of a mail erased as it was written) is left out.
 */
export async function readMailFolder(dir: string): Promise<FileMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  const mails = await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(join(dir, file), 'utf8').catch(vanished);
      if (raw === undefined) return undefined;
      const parsed = await simpleParser(raw);
      const headers: Record<string, string> = {};
      for (const line of parsed.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
      const to = [parsed.to ?? []].flat().flatMap((group) => group.value.map((address) => address.address ?? ''));
      return { file, to, subject: parsed.subject ?? '', text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '', headers, raw };
    }),
  );
  return mails.filter((mail) => mail !== undefined);
}

/** Waits for a matching mail file, as TestSmtpServer.waitForMail waits for a delivery. */
export async function waitForFileMail(dir: string, predicate: (mail: FileMail) => boolean, timeoutMs = 10_000): Promise<FileMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readMailFolder(dir)).find(predicate);
    if (found) return found;
    if (Date.now() > until) throw new Error(`No matching mail file in ${dir} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
