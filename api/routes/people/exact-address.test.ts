import { describe, expect, it } from 'vitest';
import { mentionsAddress } from './exact-address.ts';

describe('an address named whole, never as a part of another', () => {
  it.each([
    ['Reply to A@Example.com.', true],
    ['{"to":"a@example.com"}', true],
    ['/verify-otp?email=a%40example.com&x=1', true],
    ['asha@example.com', false],
    ['x+a@example.com', false],
    ['ravi.a@example.com', false],
    ['a@example.com.au', false],
    ['a@example.community', false],
    ['/verify-otp?email=asha%40example.com', false],
  ])('%s: %s', (text, found) => {
    expect(mentionsAddress(text, 'a@example.com')).toBe(found);
  });
});
