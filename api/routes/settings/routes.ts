import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Failure, One, Ok } from '../../../shared/api/common.ts';
import { SiteSettings, SiteSettingsInput } from '../../../shared/api/config.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { readSiteSettings, writeSiteSettings } from '../../services/site-config.ts';
import { describeSettingsIssue, findSettingsProblem, whatsappFollowsPhone } from './settings-rules.ts';

/** Settings > Configure: the site configuration that GET /api/config serves to visitors. */
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/admin/settings', { schema: { response: { 200: One(SiteSettings) } } }, async () => ({
    success: true as const,
    data: await readSiteSettings(app.db),
  }));

  app.put(
    '/api/admin/settings',
    // The handler words schema failures itself, so a bad option line is named as the form shows it.
    { schema: { body: SiteSettingsInput, response: { 200: Ok, 400: Failure } }, attachValidation: true },
    async (request) => {
      if (request.validationError) {
        const invalid = request.validationError.validation?.[0];
        throw new ApiError(400, invalid ? describeSettingsIssue(invalid) : request.validationError.message);
      }
      const previous = await readSiteSettings(app.db);
      // Groups an older client does not know keep their stored values.
      const next = { ...previous, ...request.body };
      const problem = findSettingsProblem(next);
      if (problem) throw new ApiError(400, problem);
      await writeSiteSettings(app.db, whatsappFollowsPhone(next, previous), new Date(app.now()), { actor: { email: request.user.email } });
      return { success: true as const, message: 'Settings saved successfully!' };
    },
  );
};

const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(app.staffRoutes(staffRoutes));
};

export default settingsRoutes;
