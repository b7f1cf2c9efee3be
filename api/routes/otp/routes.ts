import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CheckVerifiedAnswer, CheckVerifiedQuery, SendOtpBody, VerifyOtpBody } from '../../../shared/api/otp.ts';
import { Failure, Ok } from '../../../shared/api/common.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { mailBrand } from '../../mail/layout.ts';
import { renderSystemMail } from '../../mail/templates.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { networkOf } from '../../plugins/app/limits.ts';
import { normalizeEmail } from '../../services/email.ts';
import { readSiteSettings } from '../../services/site-config.ts';
import { checkOtp, isVerified, issueOtp, recordVerification } from './otp.ts';
import { issueBrowserId, readBrowserId } from './verification-cookie.ts';

export interface OtpRouteOptions {
  otpSecret: string;
  secureCookies: boolean;
  /** The site's public address: the mail's logo and links. */
  publicUrl: string;
}

const answers = { 200: Ok, 400: Failure, 429: Failure };

/** E-mail verification of spec §7 with the rules of design §5. */
const otpRoutes: FastifyPluginAsyncTypebox<OtpRouteOptions> = async (app, opts) => {
  app.post(
    '/api/send-otp',
    { schema: { body: SendOtpBody, response: answers }, config: { rateLimit: app.limits.sendOtp } },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const { type: form, source } = request.body;
      const funnel = form ? { form, source } : undefined;
      const issued = await issueOtp(app.db, { email, ip: networkOf(request.ip), secret: opts.otpSecret, now: app.now(), funnel });
      if (!issued.ok) throw new ApiError(429, issued.message, { 'Retry-After': issued.retryAfterSeconds });
      const settings = await readSiteSettings(app.db);
      // No visitor-typed text (the name) in a mail that goes to any address asked for: it would
      // let anyone put their words in our mail to a stranger.
      const mail = await renderSystemMail(app.db, 'otp_verification', {
        email,
        otp: issued.code,
        siteName: settings.siteInfo.name,
      }, mailBrand(settings, opts.publicUrl));
      // Due a minute from now, so no outbox round (of this or another instance) takes it from
      // under the send at once below; if that send fails, the outbox keeps retrying.
      const id = await enqueueMail(app.db, { ...mail, kind: 'otp', to: email, sendAfter: app.now() + 60_000 }, app.now());
      const delivered = await app.outbox.deliver(id);
      return {
        success: true as const,
        message: delivered
          ? 'OTP sent! Please check your email.'
          : 'Your code is on its way; mail is slow right now, so it may take a few minutes.',
      };
    },
  );

  app.post(
    '/api/verify-otp',
    { schema: { body: VerifyOtpBody, response: answers }, config: { rateLimit: app.limits.verifyOtp } },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const valid = await checkOtp(app.db, { email, otp: request.body.otp, secret: opts.otpSecret, now: app.now() });
      // One answer for a wrong, expired, used-up or never-sent code (spec: 'Invalid OTP').
      if (!valid) throw new ApiError(400, 'Invalid OTP');
      const browserId = issueBrowserId(reply, opts.secureCookies);
      await recordVerification(app.db, { previousId: readBrowserId(request), browserId, email, now: app.now() });
      return { success: true as const, message: 'Email verified successfully!' };
    },
  );

  app.get(
    '/api/check-email-verified',
    { schema: { querystring: CheckVerifiedQuery, response: { 200: CheckVerifiedAnswer, 400: Failure } } },
    async (request) => {
      const email = normalizeEmail(request.query.email);
      const verified = await isVerified(app.db, readBrowserId(request), email, app.now());
      return { success: true as const, verified };
    },
  );
};

export default otpRoutes;
