import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Email, Failure, Ok } from '../../../shared/api/common.ts';
import { SubscribeBody, Subscriber, UnsubscribeBody } from '../../../shared/api/newsletter.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { acceptFormPosts } from '../../plugins/app/form-posts.ts';
import { pagedListRoute } from '../../services/list-routes.ts';
import { normalizeEmail } from '../../services/email.ts';
import { mailBrand } from '../../mail/layout.ts';
import { readSiteSettings } from '../../services/site-config.ts';
import confirmRoutes from './confirm-routes.ts';
import { listSubscribers, subscribe, unsubscribeEmail, unsubscribeToken } from './newsletter.ts';

const UNSUBSCRIBED = 'You have been successfully unsubscribed from our newsletter.';
const BAD_LINK = 'This unsubscribe link is not valid. Please use the link in our latest e-mail.';

/** The admin's Newsletter tab: the subscriber list and its unsubscribe action. */
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  pagedListRoute(app, { path: '/api/admin/newsletter', list: 'subscribers', item: Subscriber, read: listSubscribers });

  app.delete(
    '/api/admin/newsletter/:email',
    { schema: { params: Type.Object({ email: Email }), response: { 200: Ok, 400: Failure, 404: Failure } } },
    async (request) => {
      const done = await unsubscribeEmail(app.db, normalizeEmail(request.params.email), app.now(), { email: request.user.email });
      if (!done) throw new ApiError(404, 'No active subscriber with this e-mail address');
      return { success: true as const, message: 'Subscriber unsubscribed' };
    },
  );
};

const newsletterRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, opts) => {
  await app.register(app.staffRoutes(staffRoutes));

  app.post(
    '/api/newsletter/subscribe',
    {
      schema: { body: SubscribeBody, response: { 200: Ok, 400: Failure, 429: Failure } },
      config: { rateLimit: app.limits.newsletter },
    },
    async (request) => {
      await subscribe(app.db, {
        email: normalizeEmail(request.body.email),
        source: request.body.source || 'website',
        brand: mailBrand(await readSiteSettings(app.db), opts.publicUrl),
        now: app.now(),
      });
      app.outbox.kick();
      // The same answer for a new, pending, active or unsubscribed address: the confirmation
      // mail, not this answer, tells the address's owner what happens next.
      return { success: true as const, message: 'Successfully subscribed!' };
    },
  );

  app.post(
    '/api/newsletter/unsubscribe',
    {
      schema: { body: UnsubscribeBody, response: { 200: Ok, 400: Failure, 429: Failure } },
      config: { rateLimit: app.limits.newsletter },
    },
    async (request) => {
      // Only the personal token of the mail's link unsubscribes; without it the answer is the
      // same whether or not the address is subscribed.
      const { email, token } = request.body;
      const done = token !== undefined && (await unsubscribeToken(app.db, token, app.now(), normalizeEmail(email)));
      if (!done) throw new ApiError(400, BAD_LINK);
      return { success: true as const, message: UNSUBSCRIBED };
    },
  );

  await app.register(confirmRoutes, opts);

  // RFC 8058 one-click: mail providers POST "List-Unsubscribe=One-Click" here, no page involved.
  // The form body is accepted only in this scope; its content does not matter.
  await app.register(async (oneClick) => {
    acceptFormPosts(oneClick);
    oneClick.withTypeProvider<TypeBoxTypeProvider>().post(
      '/api/newsletter/one-click/:token',
      {
        schema: { params: Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) }), response: { 200: Ok, 400: Failure } },
        config: { rateLimit: app.limits.newsletter },
      },
      async (request) => {
        await unsubscribeToken(app.db, request.params.token, app.now());
        // Same answer whether or not the token matched: tokens cannot be probed.
        return { success: true as const, message: UNSUBSCRIBED };
      },
    );
  });
};

export default newsletterRoutes;
