import type { Service } from '../../../shared/api/services.ts';
import { BRAND_COLOURS as C } from '../../media/brand.ts';

type Doc = PDFKit.PDFDocument;

const PAD = 14;
const GAP = 16;
const CYCLE_TEXT: Record<string, string> = { 'project-based': 'per project', monthly: 'per month', hourly: 'per hour', yearly: 'per year' };
const SYMBOL: Record<string, string> = { INR: '₹', USD: '$', EUR: '€' };

/** "From ₹10,000 per project": Indian digit grouping for rupees (₹1,00,000). */
export function priceText({ startingPrice, currency, billingCycle }: Service['pricing']): string {
  const amount = startingPrice.toLocaleString(currency === 'INR' ? 'en-IN' : 'en-US');
  return `From ${SYMBOL[currency] ?? `${currency} `}${amount} ${CYCLE_TEXT[billingCycle] ?? ''}`.trim();
}

/** The features in two columns, as rows of up to two. */
const rowsOf = (features: string[]) => Array.from({ length: Math.ceil(features.length / 2) }, (_, i) => features.slice(i * 2, i * 2 + 2));

function measure(doc: Doc, service: Service, width: number) {
  const inner = width - PAD * 2;
  const column = (inner - GAP) / 2 - 12;
  doc.font('bold').fontSize(13);
  const title = doc.heightOfString(service.name, { width: inner * 0.6 });
  doc.font('regular').fontSize(9.5);
  const description = service.description ? doc.heightOfString(service.description, { width: inner, lineGap: 1.5 }) + 6 : 0;
  const rows = rowsOf(service.features).map((row) => Math.max(...row.map((feature) => doc.heightOfString(feature, { width: column }))) + 4);
  return { inner, column, title, description, rows, height: PAD * 2 + title + 6 + description + rows.reduce((a, b) => a + b, 0) };
}

/** A service's height on the page, drawn or not: the layout keeps each card whole on one page. */
export const serviceCardHeight = (doc: Doc, service: Service, width: number) => measure(doc, service, width).height;

/** One service as a card: name and price on top, then its description and features. */
export function drawServiceCard(doc: Doc, service: Service, x: number, y: number, width: number): number {
  const m = measure(doc, service, width);
  doc.roundedRect(x, y, width, m.height, 8).fillAndStroke(C.tint, C.line);
  doc.rect(x, y + 8, 3, m.height - 16).fill(C.accent);
  let top = y + PAD;
  doc.font('bold').fontSize(13).fillColor(C.navy).text(service.name, x + PAD, top, { width: m.inner * 0.6 });
  doc.font('semibold').fontSize(11).fillColor(C.blue).text(priceText(service.pricing), x + PAD, top + 1.5, { width: m.inner, align: 'right' });
  top += m.title + 6;
  if (service.description) {
    doc.font('regular').fontSize(9.5).fillColor(C.soft).text(service.description, x + PAD, top, { width: m.inner, lineGap: 1.5 });
    top += m.description;
  }
  rowsOf(service.features).forEach((row, index) => {
    row.forEach((feature, column) => {
      const left = x + PAD + column * (m.column + 12 + GAP);
      doc.circle(left + 3, top + 5.5, 2.2).fill(C.blue);
      doc.font('regular').fontSize(9.5).fillColor(C.ink).text(feature, left + 12, top, { width: m.column });
    });
    top += m.rows[index];
  });
  return y + m.height;
}
