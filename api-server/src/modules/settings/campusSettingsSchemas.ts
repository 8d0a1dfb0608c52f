// JSON schemas of the campus settings calls (campusSettingsRoutes.ts), for Fastify and the OpenAPI
// document. The body is declared by its types and bounds; what the rules refuse (an address that is not
// the campus's, a host another campus serves, an empty filing number) is answered 400 with every
// problem and its field (campusSettingsInput.ts).
import { CAMPUS_CODES } from '@schools/shared-api';
import { SETTINGS_LIMITS } from './campusSettingsInput';

const typed = (maxLength: number, description: string) => ({ type: 'string', maxLength, description }) as const;
const obj = (properties: Record<string, object>) => ({ type: 'object', properties, required: Object.keys(properties), additionalProperties: false }) as const;

const settingsFields = {
  address: typed(SETTINGS_LIMITS.address * 2, "where the site is published: https:// and the host, or the shared host followed by /{site}; every absolute address of the campus's pages starts here"),
  hosts: { type: 'array', maxItems: SETTINGS_LIMITS.hosts * 2, items: typed(SETTINGS_LIMITS.host, 'a host name'), description: 'the host names that serve this campus; a host serves one campus' },
  applicationPortal: typed(SETTINGS_LIMITS.link * 2, "the online application portal (an https address), the header's application list"),
  wechatAccount: typed(SETTINGS_LIMITS.text * 2, 'the WeChat official account name; empty hides it'),
  wechatQrTarget: typed(SETTINGS_LIMITS.link * 2, "the address the official account's QR code opens, from WeChat's platform; empty: the account by its name"),
  weibo: typed(SETTINGS_LIMITS.link * 2, 'the Weibo page (https); empty hides its icon'),
  video: typed(SETTINGS_LIMITS.link * 2, 'the video channel (https); empty hides its icon'),
  linkedin: typed(SETTINGS_LIMITS.link * 2, 'the LinkedIn page (https); empty hides its icon'),
  icp: typed(SETTINGS_LIMITS.text * 2, 'the ICP filing number, as displayed'),
  publicSecurity: typed(SETTINGS_LIMITS.text * 2, 'the public-security filing number, as displayed'),
};

export const settingsBody = obj(settingsFields);

const settings = obj({ ...settingsFields, hosts: { type: 'array', items: { type: 'string' } } });

export const settingsData = {
  campus: obj({
    site: { type: 'string', enum: [...CAMPUS_CODES] },
    settings,
    updatedAt: { type: 'string', description: 'when they were last changed (UTC)' },
    updatedBy: { type: 'string', description: "who changed them last: a staff account's e-mail, or catalog for the values the site started with" },
  }),
};
