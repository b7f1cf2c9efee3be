import { describe, expect, it } from 'vitest';
import { AdminApiError } from '../api/transport';
import { failureText } from './messages';

describe('failureText', () => {
  it('keeps the spec text and adds the server reason', () => {
    expect(failureText('Failed to unsubscribe', new AdminApiError(404, 'No active subscriber with this e-mail address'))).toBe(
      'Failed to unsubscribe: No active subscriber with this e-mail address',
    );
  });
  it('is the bare spec text without a reason', () => {
    expect(failureText('Failed to save project', undefined)).toBe('Failed to save project');
    expect(failureText('Failed to save project', new Error(''))).toBe('Failed to save project');
    expect(failureText('Failed to send campaign', 'boom')).toBe('Failed to send campaign');
  });
});
