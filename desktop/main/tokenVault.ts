import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The part of keytar the vault uses. */
export interface KeychainLike {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

/** The part of Electron's safeStorage the vault uses. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only in Electron. */
  getSelectedStorageBackend?(): string;
}

export interface TokenVaultOptions {
  /** keytar, or null when it could not be loaded. */
  keychain: KeychainLike | null;
  safeStorage: SafeStorageLike;
  /** The keychain service name: the app's name. */
  service: string;
  /** Where safeStorage-encrypted tokens live (under userData). */
  fallbackFile: string;
  platform?: NodeJS.Platform;
  /** Told once, when the vault leaves the keychain. */
  notify(message: string): void;
}

export type VaultBackend = 'keychain' | 'safeStorage' | 'memory';

export interface TokenVault {
  get(account: string): Promise<string | null>;
  set(account: string, token: string): Promise<void>;
  delete(account: string): Promise<void>;
  backend(): VaultBackend;
}

export const NOTICE_SAFE_STORAGE =
  'No system keychain answered, so your sign-in is kept encrypted by the operating system (Electron safeStorage) in the app data folder.';
export const NOTICE_MEMORY_ONLY =
  'No system keychain or secure storage is available, so your sign-in is kept only while the app runs: sign in again after restarting it.';

/**
 * Where the bearer token lives, keyed by API origin (the account). The OS keychain through
 * keytar first; if it is missing or does not answer, safeStorage-encrypted storage on disk;
 * if safeStorage is unavailable or Linux reports the 'basic_text' backend (a hard-coded
 * key, no protection), nothing is written to disk and the token lives in memory only.
 */
export function createTokenVault(options: TokenVaultOptions): TokenVault {
  const platform = options.platform ?? process.platform;
  let current: VaultBackend = options.keychain ? 'keychain' : fallbackBackend();
  let told = false;
  const memory = new Map<string, string>();

  if (!options.keychain) tell();

  function fallbackBackend(): VaultBackend {
    const s = options.safeStorage;
    if (!s.isEncryptionAvailable()) return 'memory';
    if (platform === 'linux' && s.getSelectedStorageBackend?.() === 'basic_text') return 'memory';
    return 'safeStorage';
  }

  function tell() {
    if (told) return;
    told = true;
    options.notify(current === 'safeStorage' ? NOTICE_SAFE_STORAGE : NOTICE_MEMORY_ONLY);
  }

  /** Runs a keychain call; when it throws (no Secret Service, locked, denied), falls back for good. */
  async function viaKeychain<T>(call: (k: KeychainLike) => Promise<T>): Promise<{ done: true; value: T } | { done: false }> {
    if (current !== 'keychain' || !options.keychain) return { done: false };
    try {
      return { done: true, value: await call(options.keychain) };
    } catch {
      current = fallbackBackend();
      tell();
      return { done: false };
    }
  }

  const readFile = (): Record<string, string> => {
    try {
      const parsed: unknown = JSON.parse(readFileSync(options.fallbackFile, 'utf8'));
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
    } catch {
      return {};
    }
  };
  const writeFile = (entries: Record<string, string>) => {
    mkdirSync(dirname(options.fallbackFile), { recursive: true });
    const temp = `${options.fallbackFile}.tmp`;
    writeFileSync(temp, JSON.stringify(entries), { mode: 0o600 });
    renameSync(temp, options.fallbackFile);
  };

  return {
    backend: () => current,
    async get(account) {
      const k = await viaKeychain((kc) => kc.getPassword(options.service, account));
      if (k.done) return k.value;
      if (current === 'memory') return memory.get(account) ?? null;
      const sealed = readFile()[account];
      if (typeof sealed !== 'string') return null;
      try {
        return options.safeStorage.decryptString(Buffer.from(sealed, 'base64'));
      } catch {
        return null;
      }
    },
    async set(account, token) {
      const k = await viaKeychain((kc) => kc.setPassword(options.service, account, token));
      if (k.done) return;
      if (current === 'memory') {
        memory.set(account, token);
        return;
      }
      const entries = readFile();
      entries[account] = options.safeStorage.encryptString(token).toString('base64');
      writeFile(entries);
    },
    async delete(account) {
      memory.delete(account);
      const k = await viaKeychain((kc) => kc.deletePassword(options.service, account));
      if (k.done) return;
      const entries = readFile();
      if (account in entries) {
        delete entries[account];
        writeFile(entries);
      }
    },
  };
}

/** keytar is optional (it needs libsecret on Linux): load it if it is there, else null. */
export async function loadKeychain(load: () => Promise<unknown> = () => import('keytar')): Promise<KeychainLike | null> {
  try {
    const mod = (await load()) as KeychainLike & { default?: KeychainLike };
    const keytar = mod.default ?? mod;
    return typeof keytar.getPassword === 'function' ? keytar : null;
  } catch {
    return null;
  }
}
