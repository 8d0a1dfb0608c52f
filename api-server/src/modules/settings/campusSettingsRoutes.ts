// The campus settings under /api/staff/{site}/settings: what a school's IT changes without a developer
// (the site's address and hosts, filing numbers, application portal, accounts). Network administrators
// only; a change is audited and reaches every page of every instance at once (campusSettingsService.ts).
import type { FastifyInstance } from 'fastify';
import type { CampusSettings } from '@schools/shared-api';
import { siteOf } from '../../platform/http/context';
import { answers, csrfHeaders, envelope } from '../../platform/http/schemas';
import { formAnswers, refusing } from '../calendar/staffForms';
import { STAFF_SECURITY, actingIn } from '../staff/guard';
import type { CampusSettingsService } from './campusSettingsService';
import { settingsBody, settingsData } from './campusSettingsSchemas';

export async function campusSettingsRoutes(app: FastifyInstance, { settings }: { settings: CampusSettingsService }): Promise<void> {
  const config = { staff: { area: 'network' as const, scoped: true } };
  const tags = ['staff', 'settings'];

  app.get('/:site/settings', {
    config,
    schema: {
      tags, operationId: 'getCampusSettings', summary: "A campus's settings: its address and hosts, filings, application portal and accounts (network administrators only)",
      security: STAFF_SECURITY, response: answers({ 200: envelope(settingsData.campus, 'the settings and their last change') }, 400, 401, 403, 404),
    },
  }, async (request) => ({ code: '000', data: settings.list().find((s) => s.site === siteOf(request)) }));

  app.put('/:site/settings', {
    config,
    schema: {
      tags, operationId: 'replaceCampusSettings', summary: "Replaces a campus's settings: audited, shown by every page of every instance from the next request, no release or restart",
      body: settingsBody, headers: csrfHeaders, security: STAFF_SECURITY,
      response: formAnswers(envelope(settingsData.campus, 'the settings as they are now'), 404, 413, 415),
    },
  }, refusing(async (request) => {
    const { site, by } = actingIn(request);
    return settings.update(site, request.body as CampusSettings, by);
  }));
}
