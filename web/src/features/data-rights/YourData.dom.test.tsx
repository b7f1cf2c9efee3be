import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PersonExport } from '../../../../shared/api/people';
import { YourData } from './YourData';

const person = (counts: { messages: number; quotes: number; mails: number; steps: number }): PersonExport => ({
  email: 'ananya.rajeshwari.chaturvedi.verma.ceo@example.com',
  exportedAt: '2026-11-28T10:00:00.000Z',
  timeline: Array.from({ length: counts.steps }, (_, i) => ({ at: i, source: 'person' as const, text: 'Verified the address' })),
  messages: Array.from({ length: counts.messages }, () => ({ subject: 'वेबसाइट' })),
  quoteRequests: Array.from({ length: counts.quotes }, () => ({ service: 'web' })),
  newsletter: [],
  consents: [],
  mails: Array.from({ length: counts.mails }, () => ({ subject: 'Your code' })),
});

describe('what /your-data says it holds', () => {
  it('counts one of a kind in the singular and any other number in the plural', () => {
    const { unmount } = render(<YourData data={person({ messages: 1, quotes: 1, mails: 1, steps: 1 })} onChanged={async () => {}} />);
    expect(screen.getByText('1 contact message and 1 quote request')).toBeTruthy();
    expect(screen.getByText('1 e-mail we sent you, and 1 step in your history with us')).toBeTruthy();
    unmount();
    render(<YourData data={person({ messages: 0, quotes: 2, mails: 3, steps: 12 })} onChanged={async () => {}} />);
    expect(screen.getByText('0 contact messages and 2 quote requests')).toBeTruthy();
    expect(screen.getByText('3 e-mails we sent you, and 12 steps in your history with us')).toBeTruthy();
  });
});
