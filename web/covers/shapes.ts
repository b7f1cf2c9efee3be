/** SVG building blocks of the built-in project covers (1200 x 750, 16:10 like the cards). */
export const W = 1200;
export const H = 750;

export const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

export const linear = (id: string, from: string, to: string, angle = '0 0 1 1') => {
  const [x1, y1, x2, y2] = angle.split(' ');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
};

export const shadow = `<filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#0b1b3f" flood-opacity="0.28"/></filter>`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;

/** Lines of "text" as rounded bars: covers carry no real text, so no font is needed. */
export const textLines = (x: number, y: number, widths: number[], fill: string, height = 14, gap = 26) =>
  widths.map((w, i) => rect(x, y + i * gap, w, height, fill, height / 2)).join('');

/** A browser window at (x, y) with its content drawn by `content(innerX, innerY)`. */
export function browser(x: number, y: number, w: number, h: number, content: (ix: number, iy: number) => string) {
  const bar = 44;
  return `<g filter="url(#shadow)">${rect(x, y, w, h, '#ffffff', 18)}</g>
${rect(x, y, w, bar, '#eef2f7', 18)}${rect(x, y + bar - 18, w, 18, '#eef2f7')}
${circle(x + 24, y + 22, 7, '#f26b5b')}${circle(x + 46, y + 22, 7, '#f5bf4f')}${circle(x + 68, y + 22, 7, '#61c454')}
${rect(x + 100, y + 12, w - 140, 20, '#ffffff', 10)}
<g>${content(x, y + bar)}</g>`;
}

/** A phone at (x, y), 300 x 600, with its screen drawn by `content(screenX, screenY)`. */
export function phone(x: number, y: number, content: (sx: number, sy: number) => string, rotate = 0) {
  return `<g transform="rotate(${rotate} ${x + 150} ${y + 300})"><g filter="url(#shadow)">${rect(x, y, 300, 600, '#111827', 44)}</g>
${rect(x + 14, y + 14, 272, 572, '#ffffff', 32)}${rect(x + 110, y + 26, 80, 18, '#111827', 9)}
<g>${content(x + 14, y + 60)}</g></g>`;
}
