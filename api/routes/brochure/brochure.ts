import PDFDocument from 'pdfkit';
import type { SiteSettings } from '../../../shared/api/config.ts';
import type { Service } from '../../../shared/api/services.ts';
import { BRAND_COLOURS as C, BRAND_FONTS, logoAsPng } from '../../media/brand.ts';
import { drawServiceCard, serviceCardHeight } from './service-card.ts';

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const WIDTH = PAGE.width - PAGE.margin * 2;
/** Content ends here; the footer sits below. */
export const BROCHURE_CONTENT_BOTTOM = PAGE.height - PAGE.margin - 24;
/** A section heading with its underline, and the space below it. */
const HEADING_HEIGHT = 32;
const TERMS = '50% advance and the remainder on completion. Prices in INR, hosting not included. One month of support (bug fixes and minor adjustments) included.';

/** Where a heading or card landed: tests check that none is cut by or stranded at a page foot. */
export interface PlacedBlock {
  title: string;
  page: number;
  top: number;
  bottom: number;
}

/** The services-and-pricing brochure, drawn from the current services and site settings. */
export async function buildBrochure(services: Service[], settings: SiteSettings, year: number): Promise<{ pdf: Buffer; blocks: PlacedBlock[] }> {
  const { siteInfo, contactInfo } = settings;
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, bufferPages: true, info: { Title: `${siteInfo.name}: Services and Pricing ${year}`, Author: siteInfo.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [name, path] of Object.entries(BRAND_FONTS)) doc.registerFont(name, path);
  const logo = await logoAsPng();
  const blocks: PlacedBlock[] = [];
  let page = 0;
  let y = 0;

  // Cover band: logo, name, tagline and the brochure's title.
  doc.rect(0, 0, PAGE.width, 178).fill(doc.linearGradient(0, 0, PAGE.width, 178).stop(0, C.night).stop(1, C.navy));
  doc.image(logo, PAGE.margin, 44, { width: 56 });
  doc.font('bold').fontSize(24).fillColor('#ffffff').text(siteInfo.name, PAGE.margin + 72, 46, { width: WIDTH - 72 });
  doc.font('regular').fontSize(11).fillColor(C.pale).text(siteInfo.tagline, PAGE.margin + 72, doc.y + 2, { width: WIDTH - 72 });
  doc.font('semibold').fontSize(13).fillColor(C.accent).text(`Services and Pricing ${year}`, PAGE.margin, 136);
  doc.font('regular').fontSize(10.5).fillColor(C.soft).text(siteInfo.description, PAGE.margin, 204, { width: WIDTH, lineGap: 2 });
  y = doc.y + 22;

  /** Places a block of this height here, or at the top of a new page when it would not fit. */
  const place = (title: string, height: number) => {
    if (y + height > BROCHURE_CONTENT_BOTTOM) {
      doc.addPage();
      page += 1;
      y = PAGE.margin;
    }
    blocks.push({ title, page, top: y, bottom: y + height });
    return y;
  };
  const heading = (text: string, keepWith: number) => {
    // A heading moves to the next page with the first thing under it: never alone at a page foot.
    const top = place(text, HEADING_HEIGHT + keepWith);
    doc.font('bold').fontSize(15).fillColor(C.ink).text(text, PAGE.margin, top);
    doc.rect(PAGE.margin, top + 21, 28, 2.5).fill(C.accent);
    y = top + HEADING_HEIGHT;
  };

  heading('Our services', services[0] ? serviceCardHeight(doc, services[0], WIDTH) : 0);
  for (const service of services) {
    const top = place(service.name, serviceCardHeight(doc, service, WIDTH));
    y = drawServiceCard(doc, service, PAGE.margin, top, WIDTH) + 12;
  }

  doc.font('regular').fontSize(10);
  const contact = [`${contactInfo.address}, ${contactInfo.city}, ${contactInfo.state}, ${contactInfo.country}`, `Phone: ${contactInfo.phone}    E-mail: ${contactInfo.email}`, siteInfo.url].filter(Boolean).join('\n');
  const termsHeight = doc.heightOfString(TERMS, { width: WIDTH, lineGap: 2 });
  const contactHeight = doc.heightOfString(contact, { width: WIDTH, lineGap: 2 });
  y += 10;
  heading('Terms in brief', termsHeight);
  doc.font('regular').fontSize(10).fillColor(C.soft).text(TERMS, PAGE.margin, y, { width: WIDTH, lineGap: 2 });
  y = doc.y + 18;
  heading('Contact', contactHeight);
  doc.font('regular').fontSize(10).fillColor(C.soft).text(contact, PAGE.margin, y, { width: WIDTH, lineGap: 2 });

  // Footer on every page, now that the page count is known.
  const pages = doc.bufferedPageRange().count;
  for (let index = 0; index < pages; index += 1) {
    doc.switchToPage(index);
    // The footer sits in the bottom margin, where pdfkit would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const footerTop = PAGE.height - PAGE.margin;
    doc.moveTo(PAGE.margin, footerTop - 6).lineTo(PAGE.width - PAGE.margin, footerTop - 6).lineWidth(0.5).stroke(C.line);
    doc.font('regular').fontSize(8.5).fillColor(C.soft);
    doc.text(`${siteInfo.name}  ·  ${contactInfo.phone}  ·  ${contactInfo.email}`, PAGE.margin, footerTop, { width: WIDTH, lineBreak: false });
    doc.text(`Page ${index + 1} of ${pages}`, PAGE.margin, footerTop, { width: WIDTH, align: 'right', lineBreak: false });
  }
  doc.end();
  return { pdf: await done, blocks };
}
