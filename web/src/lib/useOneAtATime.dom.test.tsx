import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOneAtATime } from './useOneAtATime';

/** Requests the test answers when it chooses, as a slow phone network would. */
function slowRequests() {
  const waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const send = () => new Promise<void>((resolve, reject) => void waiting.push({ resolve, reject }));
  return {
    send,
    sent: () => waiting.length,
    answerAll: () => waiting.forEach((request) => request.resolve()),
    failAll: (error: Error) => waiting.forEach((request) => request.reject(error)),
  };
}

describe('useOneAtATime', () => {
  it('sends once for two clicks that come before React renders again', async () => {
    const { result } = renderHook(() => useOneAtATime());
    const request = slowRequests();
    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      // Both clicks read the same render's `busy` (false): only the ref can refuse the second.
      first = result.current[1](request.send);
      second = result.current[1](request.send);
    });
    expect(result.current[0]).toBe(true);
    await act(async () => {
      request.answerAll();
      await Promise.all([first, second]);
    });
    expect(request.sent()).toBe(1);
    expect(result.current[0]).toBe(false);
  });

  it('takes the next click once the request is answered, even when it failed', async () => {
    const { result } = renderHook(() => useOneAtATime());
    const request = slowRequests();
    let first!: Promise<void>;
    act(() => {
      first = result.current[1](request.send);
    });
    await act(async () => {
      request.failAll(new Error('Network error'));
      await first.catch(() => undefined);
    });
    expect(result.current[0]).toBe(false);
    act(() => void result.current[1](request.send));
    expect(request.sent()).toBe(2);
  });
});
