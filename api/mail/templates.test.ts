import { describe, expect, it } from 'vitest';
import { fillTemplate } from './templates.ts';

describe('template variables', () => {
  it('fill in escaped values and leave unknown ones empty', () => {
    expect(fillTemplate('Hi {{ name }}, {{missing}}!', { name: '<Asha>' })).toBe('Hi &lt;Asha&gt;, !');
    expect(fillTemplate('{{count}}', { count: 0 })).toBe('0');
  });

  it("never reach an object's inherited properties", () => {
    const filled = fillTemplate('[{{constructor}}][{{toString}}][{{hasOwnProperty}}]', { email: 'a@b.co' });
    expect(filled).toBe('[][][]');
  });
});
