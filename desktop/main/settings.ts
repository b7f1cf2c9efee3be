import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** What the app remembers between runs, in settings.json under app.getPath('userData'). */
export interface Settings {
  /** The API origin chosen on first run; absent until then. */
  apiBase?: string;
  window?: WindowBounds;
}

export interface WindowBounds {
  x: number;
  y: number;
  width: number;
  height: number;
  maximized?: boolean;
}

export const DEFAULT_API_BASE = 'http://localhost:3000';

export interface SettingsStore {
  read(): Settings;
  update(change: Partial<Settings>): Settings;
}

/** A JSON file written atomically (temp file + rename); a missing or broken file reads as {}. */
export function createSettingsStore(filePath: string): SettingsStore {
  let cached: Settings | undefined;
  const read = (): Settings => {
    if (cached) return cached;
    try {
      const parsed: unknown = JSON.parse(readFileSync(filePath, 'utf8'));
      cached = parsed && typeof parsed === 'object' ? sanitise(parsed as Record<string, unknown>) : {};
    } catch {
      cached = {};
    }
    return cached;
  };
  return {
    read,
    update(change) {
      const next = { ...read(), ...change };
      mkdirSync(dirname(filePath), { recursive: true });
      const temp = `${filePath}.${process.pid}.tmp`;
      writeFileSync(temp, JSON.stringify(next, null, 2), { mode: 0o600 });
      renameSync(temp, filePath);
      cached = next;
      return next;
    },
  };
}

function sanitise(raw: Record<string, unknown>): Settings {
  const settings: Settings = {};
  if (typeof raw.apiBase === 'string') settings.apiBase = raw.apiBase;
  const w = raw.window as Record<string, unknown> | undefined;
  if (w && ['x', 'y', 'width', 'height'].every((k) => Number.isFinite(w[k]))) {
    settings.window = {
      x: w.x as number,
      y: w.y as number,
      width: w.width as number,
      height: w.height as number,
      maximized: w.maximized === true,
    };
  }
  return settings;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where to open the window: the saved bounds when at least a corner strip of the title bar
 * still lies on one of the displays' work areas (a monitor may have been unplugged), else
 * the default size centred by the window manager.
 */
export function restoreBounds(saved: WindowBounds | undefined, workAreas: Rect[], fallback = { width: 1280, height: 820 }) {
  if (!saved) return { ...fallback };
  const width = Math.max(640, Math.round(saved.width));
  const height = Math.max(480, Math.round(saved.height));
  const visible = workAreas.some(
    (a) => saved.x + 100 > a.x && saved.x < a.x + a.width - 100 && saved.y >= a.y && saved.y < a.y + a.height - 50,
  );
  return visible ? { x: Math.round(saved.x), y: Math.round(saved.y), width, height } : { width, height };
}
