import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSettingsStore, restoreBounds } from './settings.ts';

describe('settings file', () => {
  it('remembers the server and the window across starts, and reads a broken file as empty', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'settings-')), 'nested', 'settings.json');
    expect(createSettingsStore(file).read()).toEqual({});
    createSettingsStore(file).update({ apiBase: 'http://localhost:3000' });
    createSettingsStore(file).update({ window: { x: 10, y: 20, width: 1000, height: 700, maximized: true } });
    expect(createSettingsStore(file).read()).toEqual({ apiBase: 'http://localhost:3000', window: { x: 10, y: 20, width: 1000, height: 700, maximized: true } });
    expect(JSON.parse(readFileSync(file, 'utf8')).apiBase).toBe('http://localhost:3000');
    writeFileSync(file, '{not json');
    expect(createSettingsStore(file).read()).toEqual({});
    writeFileSync(file, JSON.stringify({ apiBase: 5, window: { x: 'a' } }));
    expect(createSettingsStore(file).read()).toEqual({});
  });

  it('reopens the window where it was while that spot is on a screen, else at the default place', () => {
    const screens = [{ x: 0, y: 0, width: 1920, height: 1080 }];
    expect(restoreBounds(undefined, screens)).toEqual({ width: 1280, height: 820 });
    expect(restoreBounds({ x: 100, y: 50, width: 1000, height: 700 }, screens)).toEqual({ x: 100, y: 50, width: 1000, height: 700 });
    // The second monitor it was on is gone: keep the size, let the window manager place it.
    expect(restoreBounds({ x: 2500, y: 50, width: 1000, height: 700 }, screens)).toEqual({ width: 1000, height: 700 });
    expect(restoreBounds({ x: 10, y: 10, width: 100, height: 100 }, screens)).toEqual({ x: 10, y: 10, width: 640, height: 480 });
  });
});
