import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import adminTokens from '../../plugins/external/jwt';
import adminAuthRoutes from '../admin-auth/routes';
import { authenticate } from '../admin-auth/authenticate';
import dashboardRoutes from '../admin-dashboard/routes';
import analyticsRoutes from '../analytics/routes';
import visitorRoutes from '../analytics/visitor-routes';
import campaignOptOutRoutes from '../campaigns/opt-out-routes';
import campaignRoutes from '../campaigns/routes';
import adminLeadRoutes from '../admin-leads/routes';
import emailTemplateRoutes from '../email-templates/routes';
import exportRoutes from '../export/routes';
import fileRoutes from '../files/routes';
import uploadServingRoutes from '../files/serve-routes';
import adminProjectRoutes from '../projects/admin-routes';
import adminServiceRoutes from '../services/admin-routes';
import settingsRoutes from '../settings/routes';
import adminTestimonialRoutes from '../testimonials/admin-routes';

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
