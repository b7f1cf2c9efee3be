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
    // Other valid local parts that end in `a`: an apostrophe, `!`, `~`, as typed or escaped.
    ["/verify-otp?email=d'a%40example.com", false],
    ['/verify-otp?email=d%27a%40example.com', false],
    ['/get-started?email=x!a@example.com', false],
    ['/get-started?email=x~a@example.com', false],
    ['/get-started?email=x%2Ba%40example.com', false],
    // The address right after an escaped separator, or raw after `=`, `/` or `#`.
    ['/contact?to=%2Ca%40example.com', true],
    ['/contact?to=%22a%40example.com%22', true],
    ['/verify-otp?email=a@example.com', true],
    ['/people/a@example.com', true],
    ['/contact#a@example.com', true],
  ])('%s: %s', (text, found) => {
    expect(mentionsAddress(text, 'a@example.com')).toBe(found);
  });
});
