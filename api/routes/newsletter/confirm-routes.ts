import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Failure, Ok } from '../../../shared/api/common.ts';
import { NEWSLETTER_CONFIRM_TEXTS, newsletterConfirmPage } from '../../../shared/newsletter-confirm.ts';
import { acceptFormPosts } from '../../plugins/app/form-posts.ts';
import { mailBrand } from '../../mail/layout.ts';
import { readSiteSettings } from '../../services/site-config.ts';
import { confirmSubscription } from './newsletter.ts';

/** Any length up to the bound: a link cut short by a mail program is shown as a link not valid. */
const TokenParams = Type.Object({ token: Type.String({ maxLength: 200 }) });
const ToPage = { description: 'To the confirmation page of the site', type: 'null' };

/**
 * Double opt-in. The confirmation mail links to the site's page /newsletter/confirm, whose button
 * POSTs here; only that POST confirms, so a mail scanner following the link subscribes nobody.
 * Links of mails sent before that page existed (GET here) are sent on to it.
 */
const confirmRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, opts) => {
  acceptFormPosts(app);

  app.get('/api/newsletter/confirm/:token', { schema: { params: TokenParams, response: { 303: ToPage } } }, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').redirect(newsletterConfirmPage({ token: request.params.token }), 303),
  );

  app.post(
    '/api/newsletter/confirm/:token',
    {
      schema: {
        params: TokenParams,
        response: { 200: Ok, 303: ToPage, 404: Failure },
      },
      config: { rateLimit: app.limits.newsletter },
    },
    async (request, reply) => {
      const confirmed = await confirmSubscription(app.db, {
        token: request.params.token,
        brand: mailBrand(await readSiteSettings(app.db), opts.publicUrl),
        now: app.now(),
      });
      if (confirmed) app.outbox.kick();
      reply.header('Cache-Control', 'no-store');
      // The page's form posted without its script: back to the page, which shows the result.
      if (request.headers.accept?.includes('text/html')) return reply.redirect(newsletterConfirmPage({ result: confirmed ? 'confirmed' : 'invalid' }), 303);
      return reply.code(confirmed ? 200 : 404).send({ success: confirmed, message: NEWSLETTER_CONFIRM_TEXTS[confirmed ? 'confirmed' : 'invalid'] });
    },
  );
};

export default confirmRoutes;
