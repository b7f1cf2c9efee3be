import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { AdminApi } from '../api/adminApi';
import { AdminApiProvider } from '../state/AdminApiContext';
import { Person } from './Person';

const EMAIL = 'bala@example.in';

/** The people calls the page makes; an erasure the test answers when it chooses, as a slow server would. */
function slowErasure() {
  let answer!: () => void;
  const erase = vi.fn(
    () => new Promise<{ message: string; counts: Record<string, number> }>((resolve) => (answer = () => resolve({ message: 'Erased 3 records of this person', counts: { contacts: 1, quotes: 2 } }))),
  );
  const people = { timeline: async () => ({ email: EMAIL, entries: [{ at: 1, source: 'lead' as const, text: 'Sent a message: "Hi"' }] }), erase };
  // The lists an erasure reloads fail here and stay empty, as a failed list does.
  const api = new Proxy({ people } as unknown as AdminApi, {
    get: (target, key) => (key in target ? target[key as keyof AdminApi] : () => Promise.reject(new Error('not in this test'))),
  });
  return { api, erase, answer: () => answer() };
}

describe('Person', () => {
  it('erases once for a double click on the confirming button, and says what that erasure removed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api, erase, answer } = slowErasure();
    render(
      <MemoryRouter>
        <AdminApiProvider api={api} host={{ nativeFilePicker: false, siteUrl: 'http://localhost' }}>
          <Person email={EMAIL} />
        </AdminApiProvider>
      </MemoryRouter>,
    );
    await screen.findByText('Sent a message: "Hi"');
    fireEvent.click(screen.getByRole('button', { name: 'Erase this person' }));
    const confirm = screen.getByRole('button', { name: `Erase ${EMAIL}` });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(erase).toHaveBeenCalledTimes(1);
    await act(async () => answer());
    expect(await screen.findByText(/Contact messages: 1, Quote requests: 2/)).toBeTruthy();
    expect(erase).toHaveBeenCalledTimes(1);
  });
});
