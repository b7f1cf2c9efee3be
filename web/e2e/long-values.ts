import type { Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type AdminStack } from './admin-harness.ts';

/**
 * Real-world long values (issue 27 item 1): addresses of 40+ characters, paths of 80+, a referrer
 * of 200, long names and titles. What a busy agency's data looks like after a year, not 'a@b.c'.
 */
export const LONG = {
  name: 'Asha Venkataramanan-Subrahmanyam Iyer',
  // No hyphen in them: nothing the browser may break a line at.
  email: 'ashavenkataramanan.subrahmanyam1987@jabalpurclinics.co.in',
  lookAlike: 'ashavenkataramanan.subrahmanyam1987@jabalpurclinic.co.in',
  staff: 'priyankaraghunathan.projectmanagement@narmadadigital.in',
  path: '/services/web?utm_campaign=diwalifestivalofferforclinicsandhospitalsinmadhyapradesh2026&utm_source=newsletter',
  pagePath: '/portfolio/web/clinicbookingplatformformultispecialityhospitalsinjabalpurandkatni',
  referrer: `https://${'newsandupdatesfromthejabalpurchamberofcommerce'}.${'memberdirectoryandpartnerwebsiteslisting'}.${'regionalbusinessnetwork'}.example.co.in/articles/${'a'.repeat(60)}`,
  subject: 'Appointment booking website with online payments, doctor profiles, SMS reminders and a patient portal',
  title: 'Narmada Multi-Speciality Hospital Appointment Booking and Patient Records Platform',
  fileName: 'narmada-hospital-appointment-booking-platform-requirements-specification-final-v3-signed.pdf',
} as const;

/**
 * Look-alikes of 50 characters (an audit's real values): they differ only at the end of the local
 * part or in the domain, so a list that cuts them at the end shows them all the same.
 */
export const LOOK_ALIKES = {
  emails: ['ananya.rajeshwari.chaturvedi.verma.ceo@example.com', 'ananya.rajeshwari.chaturvedi.verma.cfo@example.com', 'ananya.rajeshwari.chaturvedi.verma.ceo@example.co.in'],
  staff: ['priya.sharma.business.development.lead@narmada.in', 'priya.sharma.business.development.head@narmada.in'],
} as const;

/** The Authorization header of a signed-in staff member, for seeding through the API. */
export const staffHeaders = async (stack: AdminStack, email: string = ADMIN_EMAIL, password = ADMIN_PASSWORD) => {
  const login = await stack.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
  return { authorization: `Bearer ${login.json<{ token: string }>().token}` };
};

/** Fills every list the dashboard shows with long values, through the API where staff would write. */
export async function seedLongValues(stack: AdminStack): Promise<void> {
  const headers = await staffHeaders(stack);
  const staff = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const answer = await stack.app.inject({ method, url, payload, headers });
    if (answer.statusCode >= 300) throw new Error(`${method} ${url} answered ${answer.statusCode}: ${answer.body}`);
    return answer.json<{ data?: { _id: string } }>();
  };
  const now = Date.now();
  for (const [index, email] of [LONG.email, LONG.lookAlike].entries()) {
    const lead = { name: `${LONG.name} ${index + 1}`, email, phone: '+91 98260 12345', verified_email: email, created_at: new Date(now - index * 60_000).toISOString() };
    await stack.app.db.insertInto('contacts').values({ id: `long-contact-${index}`, subject: LONG.subject, message: `${LONG.subject}. `.repeat(8), ...lead }).execute();
    await stack.app.db
      .insertInto('quotes')
      .values({
        id: `long-quote-${index}`,
        service: 'web-products',
        sub_service: 'Custom React/Next.js apps',
        budget: 'above-2.5m',
        timeline: '2-3-months',
        message: LONG.subject,
        landing_page: LONG.path,
        utm_source: 'jabalpur-chamber-of-commerce-newsletter',
        utm_medium: 'email',
        utm_campaign: 'diwali-festival-offer-for-clinics',
        ...lead,
      })
      .execute();
  }
  // The look-alikes send a contact each and a quote each; each look-alike colleague owns a quote
  // and moves it on, so the Owner and Who columns show them.
  for (const [index, email] of LOOK_ALIKES.emails.entries()) {
    const lead = { name: `Ananya Verma ${index + 1}`, email, phone: '+91 98260 54321', verified_email: email, created_at: new Date(now - (index + 2) * 60_000).toISOString() };
    await stack.app.db.insertInto('contacts').values({ id: `look-alike-contact-${index}`, subject: 'Board portal', message: 'A portal for our board.', ...lead }).execute();
    await stack.app.db.insertInto('quotes').values({ id: `look-alike-quote-${index}`, service: 'web-products', sub_service: 'Custom React/Next.js apps', budget: 'above-2.5m', timeline: '2-3-months', message: 'A portal for our board.', ...lead }).execute();
  }
  for (const [index, email] of LOOK_ALIKES.staff.entries()) {
    const colleague = await staff('POST', '/api/admin/staff', { email, password: 'a long enough password' });
    const answer = await stack.app.inject({
      method: 'PUT',
      url: `/api/admin/leads/quote/look-alike-quote-${index}/pipeline`,
      payload: { status: 'contacted', ownerId: colleague.data?._id },
      headers: await staffHeaders(stack, email, 'a long enough password'),
    });
    if (answer.statusCode >= 300) throw new Error(`the look-alike's pipeline answered ${answer.statusCode}: ${answer.body}`);
  }
  await stack.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: LONG.email, source: 'website-footer-on-the-portfolio-page' } });
  const owner = await staff('POST', '/api/admin/staff', { email: LONG.staff, password: 'a long enough password' });
  await staff('PUT', '/api/admin/leads/quote/long-quote-0/pipeline', { status: 'proposal_sent', ownerId: owner.data?._id, followUpOn: '2026-12-24' });
  await staff('POST', '/api/admin/leads/quote/long-quote-0/notes', { body: `Called ${LONG.email} about ${LONG.subject}` });
  await staff('POST', '/api/admin/projects', {
    title: LONG.title,
    description: LONG.subject,
    liveUrl: `https://${'narmada-multi-speciality-hospital-appointments'}.example.co.in/book/${'department'}`,
    github: '',
    image: '',
    category: 'web',
    technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Razorpay Payments Gateway Integration', 'Twilio SMS'],
    featured: true,
    status: 'active',
  });
  await staff('POST', '/api/admin/email-templates', {
    name: `${LONG.title} follow-up`,
    subject: LONG.subject,
    htmlContent: `<p>Hello {{name}}, ${LONG.subject}</p>`,
    templateType: 'email_campaign',
  });
  await staff('POST', '/api/admin/email-campaigns', { name: `${LONG.title} launch`, subject: LONG.subject, content: `<p>${LONG.subject}</p>`, targetAudience: 'contacts' });
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const boundary = 'long-values-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${LONG.fileName}"\r\nContent-Type: application/pdf\r\n\r\n`),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const upload = await stack.app.inject({ method: 'POST', url: '/api/admin/files', payload: body, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } });
  if (upload.statusCode >= 300) throw new Error(`upload answered ${upload.statusCode}: ${upload.body}`);
  // The long path is a popular page: the browser tests' own page views never push it out of the
  // dashboard's top ten.
  for (const path of [LONG.path, ...Array<string>(30).fill(LONG.pagePath)]) {
    await stack.app.inject({ method: 'POST', url: '/api/visitors', payload: { type: 'pageview', path, referrer: LONG.referrer } });
  }
  await stack.app.inject({ method: 'POST', url: '/api/visitors', payload: { type: 'form_view', form: 'quote', source: 'jabalpur-chamber-of-commerce-newsletter' } });
}

/**
 * How far the page scrolls sideways beyond the device's width, and the elements that reach past it.
 * Measured against the viewport the test gave, not innerWidth: a phone zooms out to show a page
 * wider than itself, and innerWidth then grows with the page.
 */
export async function sidewaysScroll(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  const width = page.viewportSize()?.width ?? 0;
  return page.evaluate((width) => {
    const overflow = Math.max(document.scrollingElement?.scrollWidth ?? 0, window.innerWidth) - width;
    const culprits: string[] = [];
    if (overflow > 0) {
      for (const element of document.querySelectorAll('body *')) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > width + 1) {
          const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
          culprits.push(`${name} right=${Math.round(box.right)}`);
        }
      }
    }
    return { overflow, culprits: culprits.slice(0, 12) };
  }, width);
}

/**
 * The text a cut value shows: the characters drawn inside every box that clips them, less those
 * an ellipsis covers (about 1em at the end of a box whose text overflows it, the start when right to left). `innerText` would
 * give the whole value however it is cut.
 */
export function shownText(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      let shown = '';
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const clips: { left: number; right: number; top: number; bottom: number }[] = [];
        for (let box = node.parentElement; box; box = box.parentElement) {
          const style = getComputedStyle(box);
          if (style.overflowX !== 'visible') {
            const rect = box.getBoundingClientRect();
            const ellipsis = box.scrollWidth > box.clientWidth && style.textOverflow === 'ellipsis' ? parseFloat(style.fontSize) : 0;
            // A right-to-left box (an address's tail) is cut, and shows its ellipsis, at its start.
            const [left, right] = style.direction === 'rtl' ? [rect.left + ellipsis, rect.right] : [rect.left, rect.right - ellipsis];
            clips.push({ left, right, top: rect.top, bottom: rect.bottom });
          }
          if (box === element) break;
        }
        const range = document.createRange();
        for (let index = 0; index < (node.textContent ?? '').length; index += 1) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const char = range.getBoundingClientRect();
          if (char.width > 0 && clips.every((clip) => char.left >= clip.left - 0.5 && char.right <= clip.right + 0.5 && char.top >= clip.top - 0.5 && char.bottom <= clip.bottom + 0.5)) shown += node.textContent![index];
        }
      }
      return shown;
    }),
  );
}
