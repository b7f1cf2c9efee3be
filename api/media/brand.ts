import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Inter from an npm package (SIL OFL), not the machine's fonts: the brochure and the share
 * images look the same everywhere, and Inter has the ₹ sign the PDF's built-in fonts lack.
 */
export const BRAND_FONTS = {
  regular: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  semibold: require.resolve('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf'),
  bold: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
};

/**
 * Noto Sans Devanagari from an npm package (SIL OFL) for the letters Inter lacks: a Hindi title on a share image
 * is drawn in Devanagari, not as boxes, and Latin letters in it stay Inter.
 */
export const DEVANAGARI_FONTS = {
  semibold: require.resolve('@expo-google-fonts/noto-sans-devanagari/600SemiBold/NotoSansDevanagari_600SemiBold.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
};

/**
 * Noto Emoji from an npm package (SIL OFL), in one colour like the text around it: an emoji in a title on a share
 * image is drawn as its picture, not as a box for each of its code points.
 */
export const EMOJI_FONTS = {
  bold: require.resolve('@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf'),
};

/** The site's colours (web/src/styles), for documents drawn on the server. */
export const BRAND_COLOURS = {
  night: '#0b1437',
  navy: '#1e3a8a',
  blue: '#1d4ed8',
  accent: '#f59e0b',
  ink: '#111827',
  soft: '#374151',
  pale: '#c7d2fe',
  line: '#dbe3f0',
  tint: '#f3f7ff',
};

export const LOGO_SVG = resolve(import.meta.dirname, '../../web/public/logo.svg');

let logoPng: Promise<Buffer> | undefined;

/** The logo as a PNG (PDF has no SVG), drawn once per process. */
export function logoAsPng(): Promise<Buffer> {
  logoPng ??= import('sharp').then(({ default: sharp }) => sharp(LOGO_SVG, { density: 300 }).resize(256).png().toBuffer());
  return logoPng;
}
