import { describe, expect, it } from 'vitest';
import { BRAND_COLOURS, BRAND_FONTS } from './brand.ts';
import { renderOgImage } from './og-image.ts';

/** Where the title is drawn: below the logo and the site's name, above the accent bar. */
const HEADING = { left: 80, top: 230, width: 1040, height: 280 };

/** The white ink of a picture (the title is the only white below the site's name), cut to its bounds. */
async function ink(png: Buffer, region?: typeof HEADING) {
  const { default: sharp } = await import('sharp');
  const image = region ? sharp(png).extract(region) : sharp(png).flatten({ background: BRAND_COLOURS.night });
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const white = (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels;
    return Math.min(data[i], data[i + 1], data[i + 2]) > 128;
  };
  let [left, top, right, bottom] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (white(x, y)) [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  }
  const width = right - left + 1;
  const height = bottom - top + 1;
  return { width, height, at: (x: number, y: number) => white(left + x, top + y) };
}

const heading = async (title: string) => ink(await renderOgImage('नर्मदा वेब स्टूडियो', title), HEADING);

// Its own file, so that a Hindi title is the first image this process draws, as on a server just started.
describe('a share image in Hindi, with emoji', () => {
  it('draws Devanagari letters, not a box for each code point', async () => {
    // Six of one letter, then the same letter with an anusvara above it, then the conjunct क्ष (क + virama + ष):
    // in Devanagari each is one letter of about the same width; without a Devanagari font each code point is a box.
    const row = (letter: string) => Array(6).fill(letter).join(' ');
    const plain = (await heading(row('क'))).width;
    expect(plain).toBeGreaterThan(200);
    for (const letter of ['कं', 'क्ष']) {
      const { width } = await heading(row(letter));
      expect(width / plain, letter).toBeGreaterThan(0.85);
      expect(width / plain, letter).toBeLessThan(1.15);
    }
  });

  it('draws an emoji as one picture, not a box for each code point', async () => {
    // A laptop, a woman at a laptop (woman + zero-width joiner + laptop) and India's flag (two regional letters):
    // each is one picture of about the same width; without an emoji font each code point is a box.
    const row = (emoji: string) => `Launch ${Array(4).fill(emoji).join(' ')}`;
    const plain = (await heading(row('💻'))).width;
    for (const emoji of ['👩‍💻', '🇮🇳']) {
      const { width } = await heading(row(emoji));
      expect(width / plain, emoji).toBeGreaterThan(0.85);
      expect(width / plain, emoji).toBeLessThan(1.15);
    }
  });

  it('keeps a Latin title in Inter', async () => {
    const { default: sharp } = await import('sharp');
    const title = 'SEO for Jabalpur';
    const font = { text: `<span foreground="#ffffff">${title}</span>`, fontfile: BRAND_FONTS.bold, font: 'Inter Bold 64', rgba: true };
    const inter = await ink(await sharp({ text: font }).png().toBuffer());
    const drawn = await heading(title);
    // The same letters as Inter Bold draws them (Noto Sans Devanagari has Latin letters too, other ones).
    expect([drawn.width, drawn.height]).toEqual([inter.width, inter.height]);
    let differing = 0;
    for (let y = 0; y < inter.height; y++) for (let x = 0; x < inter.width; x++) if (drawn.at(x, y) !== inter.at(x, y)) differing++;
    expect(differing / (inter.width * inter.height)).toBeLessThan(0.02);
  });
});
