import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Failure, One, Ok } from '../../../shared/api/common.ts';
import { SiteSettings, SiteSettingsInput } from '../../../shared/api/config.ts';
import { readSiteSettings, writeSiteSettings } from '../../services/site-config.ts';

/** Settings > Configure: the site configuration that GET /api/config serves to visitors. */
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/admin/settings', { schema: { response: { 200: One(SiteSettings) } } }, async () => ({
    success: true as const,
    data: await readSiteSettings(app.db),
  }));

  app.put('/api/admin/settings', { schema: { body: SiteSettingsInput, response: { 200: Ok, 400: Failure } } }, async (request) => {
    // Groups an older client does not know keep their stored values.
    await writeSiteSettings(app.db, { ...(await readSiteSettings(app.db)), ...request.body }, new Date(app.now()));
    return { success: true as const, message: 'Settings saved successfully!' };
  });
};

const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(app.staffRoutes(staffRoutes));
};

export default settingsRoutes;
