import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import adminTokens from '../../plugins/external/jwt.ts';
import adminAuthRoutes from '../admin-auth/routes.ts';
import { authenticate } from '../../plugins/app/staff.ts';
import dashboardRoutes from '../dashboard/routes.ts';
import analyticsRoutes from '../analytics/routes.ts';
import visitorRoutes from '../analytics/visitor-routes.ts';
import campaignOptOutRoutes from '../campaigns/opt-out-routes.ts';
import campaignRoutes from '../campaigns/routes.ts';
import adminLeadRoutes from '../leads/admin-routes.ts';
import emailTemplateRoutes from '../email-templates/routes.ts';
import exportRoutes from '../export/routes.ts';
import fileRoutes from '../files/routes.ts';
import uploadServingRoutes from '../files/serve-routes.ts';
import adminProjectRoutes from '../projects/admin-routes.ts';
import adminServiceRoutes from '../services/admin-routes.ts';
import settingsRoutes from '../settings/routes.ts';
import adminTestimonialRoutes from '../testimonials/admin-routes.ts';

export interface AdminApiOptions {
  jwtSecret: string;
  /** uploads/ lives here */
  dataDir: string;
  publicUrl: string;
  campaignRatePerMinute: number;
}

const READS = new Set(['GET', 'HEAD']);

/**
 * The staff API of spec §7: sign-in, then every other route behind the bearer token check.
 * Any successful write drops the public answer cache before the answer leaves, so the public
 * site shows the change to the very next request.
 */
const adminApi: FastifyPluginAsyncTypebox<AdminApiOptions> = async (app, opts) => {
  const uploadsDir = join(opts.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(adminTokens, { secret: opts.jwtSecret });
  await app.register(adminAuthRoutes);
  await app.register(campaignOptOutRoutes);
  await app.register(uploadServingRoutes, { uploadsDir });
  await app.register(visitorRoutes, { publicUrl: opts.publicUrl });

  await app.register(async (staff) => {
    staff.addHook('onRequest', authenticate);
    staff.addHook('onSend', async (request, reply) => {
      if (!READS.has(request.method) && reply.statusCode < 300) app.publicCache.clear();
    });
    await staff.register(dashboardRoutes);
    await staff.register(adminProjectRoutes);
    await staff.register(adminServiceRoutes);
    await staff.register(adminTestimonialRoutes);
    await staff.register(emailTemplateRoutes);
    await staff.register(adminLeadRoutes);
    await staff.register(fileRoutes, { uploadsDir });
    await staff.register(exportRoutes);
    await staff.register(settingsRoutes);
    await staff.register(analyticsRoutes);
    await staff.register(campaignRoutes, { publicUrl: opts.publicUrl, ratePerMinute: opts.campaignRatePerMinute });
  });
};

export default adminApi;
