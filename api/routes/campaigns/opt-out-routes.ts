import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { answerOrPage, HtmlPage, Ok } from '../../../shared/api/common.ts';
import { buttonForm, linkPage } from '../../mail/link-page.ts';
import { acceptFormPosts } from '../../plugins/app/form-posts.ts';
import { escapeHtml } from '../../mail/html.ts';
import { readSiteSettings } from '../../services/site-config.ts';
import { optOut } from './campaigns.ts';

const TokenParams = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) });
const DONE = 'You will not receive our e-mail campaigns any more.';

const page = (siteName: string, body: string) => linkPage('Unsubscribe', siteName, body);

/**
 * Opt-out for campaign recipients who are not newsletter subscribers (see campaigns.ts). The
 * mail's link opens a page with a button, so link scanners that follow links do not unsubscribe
 * anyone; mail providers use RFC 8058 one-click, a form POST to the same address.
 */
const campaignOptOutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormPosts(app);

  app.get('/api/campaigns/opt-out/:token', { schema: { params: TokenParams, response: { 200: HtmlPage } } }, async (request, reply) => {
    const { siteInfo } = await readSiteSettings(app.db);
    const action = `/api/campaigns/opt-out/${encodeURIComponent(request.params.token)}`;
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(
        page(
          siteInfo.name,
          `<h1>Unsubscribe</h1><p>Stop e-mail campaigns from ${escapeHtml(siteInfo.name)} to you?</p>` +
            buttonForm(action, 'Unsubscribe'),
        ),
      );
  });

  app.post(
    '/api/campaigns/opt-out/:token',
    { schema: { params: TokenParams, response: { 200: answerOrPage(Ok, 'Opted out') } }, config: { rateLimit: app.limits.newsletter } },
    async (request, reply) => {
      // Same answer whether or not the token matched: tokens cannot be probed.
      await optOut(app.db, request.params.token, app.now());
      if (request.headers.accept?.includes('text/html')) {
        const { siteInfo } = await readSiteSettings(app.db);
        return reply.type('text/html; charset=utf-8').send(page(siteInfo.name, `<h1>Unsubscribed</h1><p>${DONE}</p>`));
      }
      return { success: true, message: DONE };
    },
  );
};

export default campaignOptOutRoutes;
