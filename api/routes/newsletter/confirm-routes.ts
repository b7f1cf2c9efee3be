import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { answerOrPage, Failure, HtmlPage, Ok } from '../../../shared/api/common.ts';
import { buttonForm, linkPage } from '../../mail/link-page.ts';
import { acceptFormPosts } from '../../plugins/app/form-posts.ts';
import { escapeHtml } from '../../mail/templates.ts';
import { readSiteSettings } from '../../services/site-config.ts';
import { confirmSubscription } from './newsletter.ts';

const TokenParams = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) });
const CONFIRMED = 'Thank you: your subscription is confirmed. A welcome e-mail is on its way.';
const INVALID = 'This confirmation link is not valid any more. Subscribe again to get a new one.';

/**
 * The link of the confirmation mail (double opt-in) opens a page with a button; only its POST
 * confirms, so a mail scanner following the link cannot subscribe anyone.
 */
const confirmRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, opts) => {
  acceptFormPosts(app);

  app.get('/api/newsletter/confirm/:token', { schema: { params: TokenParams, response: { 200: HtmlPage } } }, async (request, reply) => {
    const { siteInfo } = await readSiteSettings(app.db);
    const action = `/api/newsletter/confirm/${encodeURIComponent(request.params.token)}`;
    const body =
      `<h1>Confirm your subscription</h1><p>Receive the ${escapeHtml(siteInfo.name)} newsletter, about once a month?</p>` +
      buttonForm(action, 'Confirm subscription');
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(linkPage('Newsletter', siteInfo.name, body));
  });

  app.post(
    '/api/newsletter/confirm/:token',
    {
      schema: { params: TokenParams, response: { 200: answerOrPage(Ok, 'Confirmed'), 404: answerOrPage(Failure, 'No pending subscription for this link') } },
      config: { rateLimit: app.limits.newsletter },
    },
    async (request, reply) => {
      const { siteInfo } = await readSiteSettings(app.db);
      const confirmed = await confirmSubscription(app.db, {
        token: request.params.token,
        siteName: siteInfo.name,
        publicUrl: opts.publicUrl,
        now: app.now(),
      });
      if (confirmed) app.outbox.kick();
      reply.code(confirmed ? 200 : 404).header('Cache-Control', 'no-store');
      const message = confirmed ? CONFIRMED : INVALID;
      if (!request.headers.accept?.includes('text/html')) return { success: confirmed, message };
      const title = confirmed ? 'Subscription confirmed' : 'Link not valid';
      return reply.type('text/html; charset=utf-8').send(linkPage('Newsletter', siteInfo.name, `<h1>${title}</h1><p>${message}</p>`));
    },
  );
};

export default confirmRoutes;
