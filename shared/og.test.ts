import { describe, expect, it } from 'vitest';
import { SITE_OG_IMAGE, ogImagePath } from './og.ts';

describe('share images', () => {
  it("shares the home page with the site's image (its name and tagline), not one titled 'Home'", () => {
    expect(ogImagePath('/', true)).toBe(SITE_OG_IMAGE);
    expect(ogImagePath('/services/web', true)).toBe('/og/services-web.png');
    expect(ogImagePath('/projects/abc', true)).toBe(SITE_OG_IMAGE);
    expect(ogImagePath('/about', false)).toBe(SITE_OG_IMAGE);
  });
});
