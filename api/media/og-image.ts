import { readFileSync } from 'node:fs';
import { BRAND_COLOURS as C, BRAND_FONTS, LOGO_SVG } from './brand.ts';
import { OG_IMAGE_SIZE } from '../../shared/og.ts';

const PAD = 80;

/** Text drawn by sharp (Pango) in Inter from its npm package, never a font of the build machine. */
async function text(markup: string, fontfile: string, font: string, width: number) {
  const { default: sharp } = await import('sharp');
  return sharp({ text: { text: markup, fontfile, font, width, rgba: true, wrap: 'word', spacing: 6 } }).png().toBuffer();
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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
  const name = await text(`<span foreground="#ffffff">${escape(siteName)}</span>`, BRAND_FONTS.semibold, 'Inter SemiBold 30', width - PAD * 2 - 120);
  const heading = await text(`<span foreground="#ffffff">${escape(title)}</span>`, BRAND_FONTS.bold, 'Inter Bold 64', width - PAD * 2);
  const headingHeight = (await sharp(heading).metadata()).height ?? 0;
  return sharp(Buffer.from(band))
    .composite([
      { input: logo, left: PAD, top: PAD },
      { input: name, left: PAD + 120, top: PAD + 28 },
      { input: heading, left: PAD, top: Math.max(PAD + 150, height - PAD - 40 - headingHeight) },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
