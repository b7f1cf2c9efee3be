import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeSafeStorage } from '../test/fakes.ts';
import { createTokenVault, loadKeychain } from './tokenVault.ts';

/**
 * The real OS keychain: keytar against a running Secret Service (gnome-keyring in a D-Bus
 * session, as .ci/run provides). Without a session bus it says so and skips, unless CI or
 * REQUIRE_KEYCHAIN=1 is set, where a missing keychain is a failure.
 */
const required = Boolean(process.env.CI) || process.env.REQUIRE_KEYCHAIN === '1';
const hasBus = Boolean(process.env.DBUS_SESSION_BUS_ADDRESS);
if (!hasBus && !required) {
  console.warn(
    "SKIPPED the real keychain test: no D-Bus session. Run it with: dbus-run-session -- sh -c 'echo -n pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null; npx vitest run --project desktop'",
  );
}

describe.skipIf(!hasBus && !required)('token in the real OS keychain (keytar + Secret Service)', () => {
  it('stores, reads and deletes the token through the vault, without falling back', async () => {
    const keytar = await loadKeychain();
    expect(keytar, 'keytar must be installed (optional dependency, needs libsecret)').not.toBeNull();
    if (!keytar) return;
    const service = `Agency Admin test ${randomBytes(4).toString('hex')}`;
    const account = 'http://localhost:3000';
    const token = `jwt.${randomBytes(24).toString('base64url')}`;
    const notices: string[] = [];
    const vault = createTokenVault({
      keychain: keytar,
      safeStorage: fakeSafeStorage(),
      service,
      fallbackFile: join(mkdtempSync(join(tmpdir(), 'keychain-')), 'tokens.json'),
      notify: (message) => notices.push(message),
    });

    await vault.set(account, token);
    expect(vault.backend()).toBe('keychain');
    // Read straight from the Secret Service, not through the vault: it really is there.
    expect(await keytar.getPassword(service, account)).toBe(token);
    expect(await vault.get(account)).toBe(token);
    await vault.delete(account);
    expect(await keytar.getPassword(service, account)).toBeNull();
    expect(await vault.get(account)).toBeNull();
    expect(vault.backend()).toBe('keychain');
    expect(notices).toEqual([]);
  });
});
