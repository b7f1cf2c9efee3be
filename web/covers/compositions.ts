import { browser, circle, H, linear, phone, rect, shadow, svg, textLines, W } from './shapes.ts';

/** One designed cover per built-in project (shared/content/projects.ts) and article (posts.ts), by cover name. */
export const compositions: Record<string, string> = {
  // River gorge of white marble under a sky, booking card in a browser.
  'marble-rocks': svg(
    linear('sky', '#0f4c81', '#2aa7c9', '0 0 0 1') + linear('water', '#1d7fa8', '#0b3a5c', '0 0 0 1') + shadow,
    `${rect(0, 0, W, H, 'url(#sky)')}
${circle(1010, 140, 70, '#ffe7a3', 'opacity="0.9"')}
<path d="M0 420 L140 250 L260 330 L380 210 L520 360 L520 750 L0 750 Z" fill="#f4f1ea"/>
<path d="M0 420 L140 250 L200 290 L120 420 Z" fill="#d9d3c6"/>
<path d="M1200 400 L1080 260 L960 340 L860 240 L720 380 L720 750 L1200 750 Z" fill="#efeadf"/>
${rect(0, 470, W, 280, 'url(#water)')}
${[500, 540, 590, 640].map((y, i) => rect(80 + i * 90, y, 260 - i * 30, 6, '#ffffff', 3, 'opacity="0.35"')).join('')}
${browser(330, 190, 560, 420, (x, y) =>
  `${rect(x, y, 560, 170, '#2aa7c9')}${rect(x + 32, y + 40, 260, 22, '#ffffff', 11)}${rect(x + 32, y + 78, 180, 14, '#e0f4fa', 7)}
${rect(x + 32, y + 200, 150, 140, '#f4f1ea', 14)}${rect(x + 204, y + 200, 150, 140, '#e0f4fa', 14)}${rect(x + 376, y + 200, 150, 140, '#fde9c9', 14)}
${rect(x + 376, y + 118, 150, 36, '#f59e0b', 18)}`)}`,
  ),

  // Crop price bars on a phone over a green field.
  'kisan-mandi': svg(
    linear('field', '#14532d', '#65a30d') + shadow,
    `${rect(0, 0, W, H, 'url(#field)')}
${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${-200 + i * 260} 750 Q ${200 + i * 200} 420 ${1400} ${300 + i * 40}" stroke="#a3e635" stroke-width="3" fill="none" opacity="0.25"/>`).join('')}
${circle(180, 160, 90, '#fde047', 'opacity="0.85"')}
${phone(450, 75, (x, y) =>
  `${rect(x + 20, y, 232, 20, '#14532d', 10)}${rect(x + 20, y + 30, 140, 12, '#a3a3a3', 6)}
${[120, 180, 90, 210, 150].map((h, i) => rect(x + 30 + i * 44, y + 300 - h, 30, h, i === 3 ? '#16a34a' : '#bbf7d0', 8)).join('')}
${[0, 1, 2].map((i) => `${rect(x + 20, y + 330 + i * 60, 232, 48, '#f0fdf4', 12)}${circle(x + 44, y + 354 + i * 60, 12, '#facc15')}${rect(x + 66, y + 348 + i * 60, 100, 12, '#166534', 6)}${rect(x + 200, y + 348 + i * 60, 40, 12, '#16a34a', 6)}`).join('')}`)}
${rect(820, 250, 240, 110, '#ffffff', 20, 'opacity="0.95" filter="url(#shadow)"')}${rect(846, 278, 120, 16, '#14532d', 8)}${rect(846, 308, 180, 26, '#16a34a', 13)}`,
  ),

  // Woven stripes, a logo mark and a palette for a handloom cooperative.
  gondwana: svg(
    linear('cloth', '#7f1d1d', '#c2410c') + shadow,
    `${rect(0, 0, W, H, 'url(#cloth)')}
${Array.from({ length: 16 }, (_, i) => rect(0, i * 48, W, 20, i % 2 ? '#f59e0b' : '#fde68a', 0, 'opacity="0.16"')).join('')}
${Array.from({ length: 26 }, (_, i) => rect(i * 48, 0, 18, H, i % 3 ? '#451a03' : '#fef3c7', 0, 'opacity="0.12"')).join('')}
<g filter="url(#shadow)">${rect(150, 150, 460, 460, '#fff7ed', 28)}</g>
${circle(380, 330, 120, '#9a3412')}<path d="M380 230 L470 330 L380 430 L290 330 Z" fill="#fde68a"/>${circle(380, 330, 34, '#9a3412')}
${textLines(290, 490, [180, 120], '#9a3412', 16, 32)}
${['#7f1d1d', '#c2410c', '#f59e0b', '#fde68a', '#1e3a8a'].map((c, i) => `<g filter="url(#shadow)">${rect(680 + (i % 3) * 130, 170 + Math.floor(i / 3) * 200, 110, 160, c, 16)}</g>`).join('')}
${rect(940, 370, 110, 160, '#fff7ed', 16)}${textLines(958, 400, [74, 50, 64], '#c2410c', 10, 22)}`,
  ),

  // Appointment calendar with a care badge.
  citycare: svg(
    linear('calm', '#e0f2fe', '#bfdbfe') + shadow,
    `${rect(0, 0, W, H, 'url(#calm)')}
${circle(1080, 640, 220, '#93c5fd', 'opacity="0.45"')}${circle(120, 90, 140, '#ffffff', 'opacity="0.6"')}
${browser(150, 110, 760, 520, (x, y) =>
  `${rect(x, y, 200, 476, '#f1f5f9')}${textLines(x + 28, y + 34, [130, 100, 120, 90, 110], '#cbd5e1', 14, 40)}
${rect(x + 232, y + 30, 220, 22, '#0f172a', 11)}
${Array.from({ length: 20 }, (_, i) => rect(x + 232 + (i % 5) * 98, y + 80 + Math.floor(i / 5) * 92, 86, 80, [3, 8, 11, 17].includes(i) ? '#2563eb' : '#f8fafc', 12, 'stroke="#e2e8f0"')).join('')}`)}
<g filter="url(#shadow)">${circle(960, 250, 110, '#ffffff')}</g>
${rect(930, 180, 60, 140, '#ef4444', 12)}${rect(890, 220, 140, 60, '#ef4444', 12)}`,
  ),

  // Fresh produce in a shop grid.
  'narmada-fresh': svg(
    linear('fresh', '#fff7ed', '#ffedd5') + shadow,
    `${rect(0, 0, W, H, 'url(#fresh)')}
${circle(1100, 100, 200, '#fdba74', 'opacity="0.5"')}${circle(80, 700, 180, '#86efac', 'opacity="0.5"')}
${browser(140, 90, 920, 580, (x, y) =>
  `${rect(x, y, 920, 90, '#16a34a')}${rect(x + 32, y + 30, 200, 28, '#ffffff', 14)}${rect(x + 720, y + 28, 160, 34, '#f97316', 17)}
${['#f97316', '#ef4444', '#84cc16', '#eab308', '#a855f7', '#22c55e', '#f43f5e', '#fb923c'].map((c, i) => {
    const cx = x + 40 + (i % 4) * 215;
    const cy = y + 120 + Math.floor(i / 4) * 205;
    return `${rect(cx, cy, 190, 185, '#ffffff', 16, 'stroke="#f1f5f9" stroke-width="2"')}${circle(cx + 95, cy + 70, 48, c)}${rect(cx + 89, cy + 14, 12, 22, '#15803d', 6)}${rect(cx + 24, cy + 134, 100, 12, '#334155', 6)}${rect(cx + 24, cy + 156, 60, 12, '#16a34a', 6)}`;
  }).join('')}`)}`,
  ),

  // Two phones: a class chat and a report card.
  'school-connect': svg(
    linear('dusk', '#312e81', '#7c3aed') + shadow,
    `${rect(0, 0, W, H, 'url(#dusk)')}
${Array.from({ length: 30 }, (_, i) => circle((i * 137) % W, (i * 89) % H, 3 + (i % 3), '#c4b5fd', 'opacity="0.5"')).join('')}
${phone(300, 95, (x, y) =>
  `${rect(x + 16, y, 240, 44, '#ede9fe', 14)}${circle(x + 42, y + 22, 14, '#7c3aed')}${rect(x + 66, y + 16, 120, 12, '#4c1d95', 6)}
${[0, 1, 2, 3].map((i) => (i % 2 ? rect(x + 96, y + 70 + i * 96, 160, 70, '#7c3aed', 18) : rect(x + 16, y + 70 + i * 96, 180, 70, '#f3f4f6', 18))).join('')}`, -6)}
${phone(620, 75, (x, y) =>
  `${rect(x + 16, y, 240, 120, '#4f46e5', 18)}${rect(x + 36, y + 28, 120, 16, '#ffffff', 8)}${rect(x + 36, y + 60, 80, 34, '#fde047', 10)}
${[0, 1, 2, 3, 4].map((i) => `${rect(x + 16, y + 140 + i * 62, 240, 50, '#f5f3ff', 12)}${rect(x + 32, y + 158 + i * 62, 90, 12, '#6d28d9', 6)}${rect(x + 180, y + 154 + i * 62, 60, 20, ['#22c55e', '#22c55e', '#f59e0b', '#22c55e', '#3b82f6'][i], 10)}`).join('')}`, 5)}`,
  ),

  // A speed gauge over a page that has loaded on a phone, and one still loading in a browser.
  'page-speed': svg(
    linear('night', '#0b1437', '#1e3a8a') + shadow,
    `${rect(0, 0, W, H, 'url(#night)')}
${Array.from({ length: 12 }, (_, i) => rect(0, 60 + i * 56, 220 + ((i * 97) % 260), 4, '#60a5fa', 2, 'opacity="0.18"')).join('')}
${browser(120, 150, 560, 440, (x, y) =>
  `${rect(x + 30, y + 30, 500, 150, '#e2e8f0', 14)}${textLines(x + 30, y + 210, [420, 360, 390], '#e2e8f0', 16, 32)}
${rect(x + 30, y + 330, 500, 10, '#e2e8f0', 5)}${rect(x + 30, y + 330, 150, 10, '#f59e0b', 5)}`)}
${phone(760, 90, (x, y) =>
  `${rect(x + 16, y, 240, 140, '#2563eb', 18)}${rect(x + 36, y + 32, 150, 18, '#ffffff', 9)}${rect(x + 36, y + 66, 100, 30, '#fbbf24', 12)}
${textLines(x + 16, y + 170, [230, 200, 220, 160], '#1e3a8a', 14, 30)}${rect(x + 16, y + 310, 240, 120, '#eff6ff', 16)}`)}
<g filter="url(#shadow)">${circle(600, 610, 110, '#ffffff')}</g>
<path d="M510 640 A 95 95 0 0 1 690 640" stroke="#e2e8f0" stroke-width="18" fill="none" stroke-linecap="round"/>
<path d="M510 640 A 95 95 0 0 1 665 570" stroke="#22c55e" stroke-width="18" fill="none" stroke-linecap="round"/>
<path d="M600 640 L655 585" stroke="#0b1437" stroke-width="10" stroke-linecap="round"/>${circle(600, 640, 14, '#0b1437')}`,
  ),

  // A phone app and a website side by side, a path from one to the other.
  'app-or-website': svg(
    linear('dawn', '#fef3c7', '#fde68a') + shadow,
    `${rect(0, 0, W, H, 'url(#dawn)')}
${circle(1080, 120, 160, '#fbbf24', 'opacity="0.45"')}${circle(90, 680, 170, '#f59e0b', 'opacity="0.25"')}
${browser(90, 140, 560, 460, (x, y) =>
  `${rect(x, y, 560, 120, '#1d4ed8')}${rect(x + 32, y + 36, 240, 22, '#ffffff', 11)}${rect(x + 32, y + 74, 150, 14, '#bfdbfe', 7)}
${[0, 1, 2].map((i) => `${rect(x + 32 + i * 170, y + 150, 150, 130, '#eff6ff', 14)}${circle(x + 107 + i * 170, y + 205, 28, ['#f59e0b', '#22c55e', '#ef4444'][i])}${rect(x + 52 + i * 170, y + 250, 110, 12, '#1e3a8a', 6)}`).join('')}
${rect(x + 32, y + 310, 180, 40, '#f59e0b', 20)}`)}
<path d="M660 380 C 720 300 760 300 800 330" stroke="#92400e" stroke-width="6" fill="none" stroke-dasharray="14 12" stroke-linecap="round"/>
${phone(800, 80, (x, y) =>
  `${rect(x + 16, y, 240, 60, '#1d4ed8', 16)}${rect(x + 36, y + 22, 120, 16, '#ffffff', 8)}
${[0, 1, 2, 3].map((i) => `${rect(x + 16, y + 80 + i * 86, 240, 72, '#f8fafc', 14, 'stroke="#e2e8f0"')}${circle(x + 50, y + 116 + i * 86, 18, ['#f59e0b', '#22c55e', '#ef4444', '#3b82f6'][i])}${rect(x + 80, y + 108 + i * 86, 120, 14, '#334155', 7)}`).join('')}
${rect(x + 16, y + 436, 240, 50, '#f59e0b', 25)}`, 4)}`,
  ),
};
