import { mkdtempSync, readFileSync, existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeSafeStorage, mapKeychain } from '../test/fakes.ts';
import { createTokenVault, loadKeychain, NOTICE_MEMORY_ONLY, NOTICE_SAFE_STORAGE, type TokenVaultOptions } from './tokenVault.ts';

const ORIGIN = 'http://localhost:3000';

function vault(overrides: Partial<TokenVaultOptions>) {
  const notices: string[] = [];
  const fallbackFile = join(mkdtempSync(join(tmpdir(), 'vault-')), 'tokens.json');
  const store = createTokenVault({
    keychain: null,
    safeStorage: fakeSafeStorage(),
    service: 'Agency Admin',
    fallbackFile,
    platform: 'linux',
    notify: (message) => notices.push(message),
    ...overrides,
  });
  return { store, notices, fallbackFile };
}

describe('token vault', () => {
  it('keeps the token in the keychain under the app service and the API origin, writing nothing to disk', async () => {
    const keychain = mapKeychain();
    const { store, notices, fallbackFile } = vault({ keychain });
    await store.set(ORIGIN, 'jwt-1');
    expect(keychain.entries.get(`Agency Admin|${ORIGIN}`)).toBe('jwt-1');
    expect(await store.get(ORIGIN)).toBe('jwt-1');
    expect(await store.get('https://other.example')).toBeNull();
    await store.delete(ORIGIN);
    expect(keychain.entries.size).toBe(0);
    expect(await store.get(ORIGIN)).toBeNull();
    expect(store.backend()).toBe('keychain');
    expect(existsSync(fallbackFile)).toBe(false);
    expect(notices).toEqual([]);
  });

  it('falls back to safeStorage-encrypted storage when the keychain does not answer, and says so once', async () => {
    const { store, notices, fallbackFile } = vault({ keychain: mapKeychain(true) });
    await store.set(ORIGIN, 'jwt-2');
    expect(store.backend()).toBe('safeStorage');
    const onDisk = readFileSync(fallbackFile, 'utf8');
    expect(onDisk).not.toContain('jwt-2');
    expect(statSync(fallbackFile).mode & 0o077).toBe(0);
    expect(await store.get(ORIGIN)).toBe('jwt-2');
    await store.set('https://b.example', 'jwt-3');
    await store.delete(ORIGIN);
    expect(await store.get(ORIGIN)).toBeNull();
    expect(await store.get('https://b.example')).toBe('jwt-3');
    expect(notices).toEqual([NOTICE_SAFE_STORAGE]);
  });

  it('uses safeStorage at once when keytar could not be loaded', async () => {
    const { store, notices } = vault({ keychain: null, platform: 'darwin' });
    expect(store.backend()).toBe('safeStorage');
    expect(notices).toEqual([NOTICE_SAFE_STORAGE]);
    await store.set(ORIGIN, 'jwt');
    expect(await store.get(ORIGIN)).toBe('jwt');
  });

  it("refuses safeStorage on Linux's basic_text backend: nothing on disk, the token lives in memory only", async () => {
    const { store, notices, fallbackFile } = vault({ keychain: mapKeychain(true), safeStorage: fakeSafeStorage('basic_text') });
    await store.set(ORIGIN, 'jwt-4');
    expect(store.backend()).toBe('memory');
    expect(existsSync(fallbackFile)).toBe(false);
    expect(await store.get(ORIGIN)).toBe('jwt-4');
    await store.delete(ORIGIN);
    expect(await store.get(ORIGIN)).toBeNull();
    expect(notices).toEqual([NOTICE_MEMORY_ONLY]);
  });

  it('refuses safeStorage when encryption is unavailable', async () => {
    const { store, notices } = vault({ safeStorage: fakeSafeStorage('gnome_libsecret', false) });
    expect(store.backend()).toBe('memory');
    expect(notices).toEqual([NOTICE_MEMORY_ONLY]);
  });

  it('treats a sealed entry it cannot decrypt as no token', async () => {
    const first = vault({});
    await first.store.set(ORIGIN, 'jwt');
    const other = createTokenVault({
      keychain: null,
      safeStorage: { ...fakeSafeStorage(), decryptString: () => { throw new Error('key changed'); } },
      service: 'Agency Admin',
      fallbackFile: first.fallbackFile,
      notify: () => undefined,
    });
    expect(await other.get(ORIGIN)).toBeNull();
  });

  it('loads keytar when present and answers null when it cannot be loaded', async () => {
    const keytar = await loadKeychain();
    expect(typeof keytar?.setPassword).toBe('function');
    expect(await loadKeychain(() => Promise.reject(new Error('libsecret-1.so.0: cannot open shared object file')))).toBeNull();
    expect(await loadKeychain(async () => ({ default: {} }))).toBeNull();
  });
});
