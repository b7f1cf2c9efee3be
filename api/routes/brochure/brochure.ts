import PDFDocument from 'pdfkit';
import type { SiteSettings } from '../../../shared/api/config.ts';
import type { Service } from '../../../shared/api/services.ts';

const CURRENCY_SYMBOL: Record<string, string> = { INR: 'Rs.', USD: 'USD', EUR: 'EUR' };
const CYCLE_TEXT: Record<string, string> = {
  'project-based': 'per project',
  monthly: 'per month',
  hourly: 'per hour',
  yearly: 'per year',
};

/** Formats 10000 as "10,000" the Indian way for INR (1,00,000), plainly for other currencies. */
const formatAmount = (amount: number, currency: string) =>
  amount.toLocaleString(currency === 'INR' ? 'en-IN' : 'en-US');

/** The services-and-pricing brochure, drawn from the current services and site settings. */
export function buildBrochurePdf(services: Service[], settings: SiteSettings, year: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${settings.siteInfo.name} - Services and Pricing` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(24).fillColor('#1e3a8a').text(settings.siteInfo.name);
  doc.fontSize(13).fillColor('#334155').text(settings.siteInfo.tagline);
  doc.moveDown(0.5).fontSize(10).text(settings.siteInfo.description);
  doc.moveDown(1.2).fontSize(18).fillColor('#0f172a').text(`Services and Pricing ${year}`);
  doc.moveDown(0.6);

  for (const service of services) {
    const { startingPrice, currency, billingCycle } = service.pricing;
    doc.fontSize(14).fillColor('#1e3a8a').text(service.name);
    doc
      .fontSize(11)
      .fillColor('#0f172a')
      .text(`Starting from ${CURRENCY_SYMBOL[currency] ?? currency} ${formatAmount(startingPrice, currency)} ${CYCLE_TEXT[billingCycle] ?? ''}`);
    doc.fontSize(10).fillColor('#334155').text(service.description);
    if (service.features.length) doc.text(service.features.map((f) => `- ${f}`).join('\n'));
    doc.moveDown(0.8);
  }

  const { contactInfo } = settings;
  doc.moveDown(0.5).fontSize(12).fillColor('#0f172a').text('Terms in brief');
  doc
    .fontSize(10)
    .fillColor('#334155')
    .text('50% advance and the remainder on completion. Prices in INR, hosting not included. One month of support (bug fixes and minor adjustments) included.');
  doc.moveDown(1).fontSize(12).fillColor('#0f172a').text('Contact');
  doc
    .fontSize(10)
    .fillColor('#334155')
    .text(`${contactInfo.address}, ${contactInfo.city}, ${contactInfo.state}, ${contactInfo.country}`)
    .text(`Phone: ${contactInfo.phone}   E-mail: ${contactInfo.email}`)
    .text(settings.siteInfo.url);
  doc.end();
  return done;
}
