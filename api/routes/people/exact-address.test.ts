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
    // Any of its characters escaped, as forms and other encoders write them, in any case.
    ['/contact?e=a%40example%2Ecom', true],
    ['/contact?e=%61%40Example.com', true],
    ['/your-data?email=A%40EXAMPLE%2ecom&x=1', true],
    ['/contact?e=a%40example%2Ecom%2Eau', false],
    ['/contact?e=x%2Ba%40example%2Ecom', false],
  ])('%s: %s', (text, found) => {
    expect(mentionsAddress(text, 'a@example.com')).toBe(found);
  });

  it.each([
    // URLSearchParams and HTML forms escape the apostrophe; encodeURIComponent does not.
    ["/your-data?email=d%27a%40example.com", true],
    ["/your-data?email=d'a%40example.com", true],
    ['/unsubscribe?email=d%27a@example.com', true],
    ['/your-data?email=a%40example.com', false],
  ])("d'a@example.com in %s: %s", (text, found) => {
    expect(mentionsAddress(text, "d'a@example.com")).toBe(found);
  });

  it.each([
    ['/unsubscribe?email=a%2Bx@example.com', true],
    ['/unsubscribe?email=a%2bx%40example.com', true],
    ['/unsubscribe?email=a%40example.com', false],
  ])('a+x@example.com in %s: %s', (text, found) => {
    expect(mentionsAddress(text, 'a+x@example.com')).toBe(found);
  });

  it.each([
    // A Unicode address as a browser escapes it (UTF-8), and an escape run that is not UTF-8.
    ['/your-data?email=pri%C3%BDa%40example.com', true],
    ['/your-data?email=PRI%C3%9DA%40example.com', true],
    ['/your-data?email=pri%FFa%40example.com', false],
  ])('priýa@example.com in %s: %s', (text, found) => {
    expect(mentionsAddress(text, 'priýa@example.com')).toBe(found);
  });
});
