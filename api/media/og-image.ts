import { readFileSync } from 'node:fs';
import { BRAND_COLOURS as C, BRAND_FONTS, DEVANAGARI_FONTS, EMOJI_FONTS, LOGO_SVG } from './brand.ts';
import { OG_IMAGE_SIZE } from '../../shared/og.ts';

const PAD = 80;
/** The heading's room: below the logo, down to 40px above the accent bar on the bottom margin. */
const HEADING_TOP = PAD + 150;
const HEADING_GAP = 40;

/** Pango takes each letter from the first family that has it: Latin from Inter, Devanagari and emoji from Noto's. */
const FAMILIES = 'Inter, Noto Sans Devanagari, Noto Emoji';

let fontsAdded: Promise<void> | undefined;

/**
 * sharp's `fontfile` adds a file to fontconfig for the rest of the process (once per file), but Pango keeps the
 * fonts it found for a font description: a description drawn before a file was added never uses that file, and one
 * text takes one file. So every bundled file is added, by drawing a dot with it, before the first name or heading
 * is drawn, whichever image a process draws first (the build draws many, the server one per post when first asked).
 */
function addFonts(): Promise<void> {
  fontsAdded ??= (async () => {
    const { default: sharp } = await import('sharp');
    // A description that no image uses, so that none of theirs is looked up before every file is in.
    for (const fontfile of [...Object.values(BRAND_FONTS), ...Object.values(DEVANAGARI_FONTS), ...Object.values(EMOJI_FONTS)]) {
      await sharp({ text: { text: '.', fontfile, font: 'sans 8' } }).raw().toBuffer();
    }
  })();
  return fontsAdded;
}

/**
 * Text drawn by sharp (Pango) in Inter, and Devanagari in Noto Sans Devanagari, from their npm packages, never a
 * font of the build machine, no larger than `box`: sharp refuses to composite a picture larger than the canvas,
 * and the title and the site's name are anyone's words.
 */
async function text(markup: string, style: string, box: { width: number; height: number }) {
  const { default: sharp } = await import('sharp');
  await addFonts();
  const font = `${FAMILIES} ${style}`;
  // 'word-char': a word longer than the line (a German compound, a title without spaces) breaks between letters.
  const draw = (height?: number) => {
    const options = { text: markup, font, width: box.width, height, rgba: true, wrap: 'word-char' as const, spacing: 6 };
    return sharp({ text: options }).png().toBuffer({ resolveWithObject: true });
  };
  const fits = ({ info }: { info: { width: number; height: number } }) => info.width <= box.width && info.height <= box.height;
  let drawn = await draw();
  // Too many lines: the largest type that fits (sharp's autofit, given a height; it enlarges short text too, hence only now).
  if (!fits(drawn)) drawn = await draw(box.height);
  // Pango breaks lines only between graphemes, and a run of Devanagari conjuncts is one: scale down what still overflows.
  return fits(drawn) ? drawn.data : sharp(drawn.data).resize({ ...box, fit: 'inside' }).png().toBuffer();
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const white = (value: string) => `<span foreground="#ffffff">${escape(value)}</span>`;

/**
 * A share image: the page title large on the site's blue band, with the logo and the site name.
 * The build draws one per route (web/build-assets/og-plugin.ts); the server one per post, when first asked.
 */
export async function renderOgImage(siteName: string, title: string): Promise<Buffer> {
  // Loaded with the first image: sharp and libvips are not needed to start serving.
  const { default: sharp } = await import('sharp');
  const { width, height } = OG_IMAGE_SIZE;
  const band = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.night}"/><stop offset="1" stop-color="${C.navy}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width - 90}" cy="${height - 70}" r="260" fill="${C.blue}" opacity="0.25"/>
    <rect x="${PAD}" y="${height - PAD - 8}" width="120" height="8" rx="4" fill="${C.accent}"/>
  </svg>`;
  const logo = await sharp(readFileSync(LOGO_SVG), { density: 400 }).resize(96).png().toBuffer();
  const name = await text(white(siteName), 'SemiBold 30', { width: width - PAD * 2 - 120, height: HEADING_TOP - PAD - 28 });
  const headingBottom = height - PAD - HEADING_GAP;
  const heading = await text(white(title), 'Bold 64', { width: width - PAD * 2, height: headingBottom - HEADING_TOP });
  const headingHeight = (await sharp(heading).metadata()).height ?? 0;
  return sharp(Buffer.from(band))
    .composite([
      { input: logo, left: PAD, top: PAD },
      { input: name, left: PAD + 120, top: PAD + 28 },
      // Standing on the accent bar, however many lines it has.
      { input: heading, left: PAD, top: headingBottom - headingHeight },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
