import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Failure } from '../../../shared/api/common.ts';
import { SettingsSaved, SiteSettingsInput, VersionedSettingsAnswer } from '../../../shared/api/config.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { readVersionedSiteSettings, writeSiteSettings } from '../../services/site-config.ts';
import { describeSettingsIssue, settingsAfterSave } from './settings-rules.ts';

/** Settings > Configure: the site configuration that GET /api/config serves to visitors. */
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/admin/settings', { schema: { response: { 200: VersionedSettingsAnswer } } }, async () => {
    const { settings, updatedAt } = await readVersionedSiteSettings(app.db);
    return { success: true as const, data: settings, updatedAt };
  });

  app.put(
    '/api/admin/settings',
    // The handler words schema failures itself, so a bad option line is named as the form shows it.
    { schema: { body: SiteSettingsInput, response: { 200: SettingsSaved, 400: Failure, 409: Failure } }, attachValidation: true },
    async (request) => {
      if (request.validationError) {
        const invalid = request.validationError.validation?.[0];
        throw new ApiError(400, invalid ? describeSettingsIssue(invalid) : request.validationError.message);
      }
      const { baseUpdatedAt, ...groups } = request.body;
      const actor = { email: request.user.email };
      const updatedAt = await writeSiteSettings(app.db, (stored) => settingsAfterSave(stored, groups), new Date(app.now()), { actor, baseUpdatedAt });
      return { success: true as const, message: 'Settings saved successfully!', updatedAt };
    },
  );
};

const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(app.staffRoutes(staffRoutes));
};

export default settingsRoutes;
