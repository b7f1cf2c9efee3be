import { existsSync } from 'node:fs';

/**
 * Flags for Debian Chromium on this kind of machine (design §9): no sandbox when run as root,
 * and no background traffic, which a closed network refuses many times over.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** CHROMIUM_PATH, else Debian's or Ubuntu's Chromium; undefined when none is installed. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}
