import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendVisitorEvent, vitalEvent } from './sendVisitorEvent';

describe('sendVisitorEvent', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('beacons the event as a JSON blob to /api/visitors', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    sendVisitorEvent({ type: 'pageview', path: '/portfolio' });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/visitors');
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual({ type: 'pageview', path: '/portfolio' });
  });

  it('does nothing where sendBeacon does not exist (server rendering)', () => {
    vi.stubGlobal('navigator', undefined);
    expect(() => sendVisitorEvent({ type: 'pageview', path: '/' })).not.toThrow();
  });

  it('keeps vital values inside the accepted range', () => {
    expect(vitalEvent('/', 'LCP', 9_999_999)).toMatchObject({ value: 600_000, name: 'LCP', type: 'vital' });
    expect(vitalEvent('/', 'CLS', -1).value).toBe(0);
  });
});
