// Every staff call, for a BISZ account of each role and for a network administrator: the calls its
// role allows on its own campus answer 200; another campus (BIGZ) and the calls its role does not
// allow answer 403 with a message that says why, and change nothing; an id of another campus than the
// path's is 404, and that row stays as it was, whoever asks.
import { getCampus } from '@schools/shared-api';
import { settingsOf } from '../src/modules/settings/campusSettingsService';
import { SessionEditor } from '../src/modules/admissions/sessionEditor';
import { CalendarEditor } from '../src/modules/calendar/calendarEditor';
import { AlertService } from '../src/modules/alerts/alertService';
import { AREA_ROLES, type StaffArea, type StaffRole } from '../src/modules/staff/roles';
import { picture } from './support/photos';
import { StudioService } from '../src/modules/studio/studioService';
import { STAFF_PASSWORD, createStaff, staffAs, type StaffClient } from './support/staff';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
const clients = new Map<string, StaffClient>();
const ROLES: StaffRole[] = ['editor', 'admissions', 'moderator', 'network'];

beforeAll(async () => {
  server = await startTestServer();
  for (const role of ROLES) clients.set(role, await staffAs(server, role, role === 'network' ? undefined : 'BISZ'));
});
afterAll(() => server.close());

// ---- rows to act on, made directly in the database ----

async function comment(site: string): Promise<number> {
  const post = await server.db.selectFrom('post').select('id').where('site', '=', site).limit(1).executeTakeFirstOrThrow();
  const row = await server.db.insertInto('comment').values({
    site, post_id: post.id, reply_to: null, name: `Scope ${site}`, comment: 'scoping test', status: 'pending',
    created_at: new Date().toISOString(), client: 'test', openid: null, unionid: null,
  }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

async function signup(site: string): Promise<number> {
  const row = await server.db.insertInto('signup').values({
    site, session_id: null, name: `Scope ${site}`, mobile: '13812345678', email: 'scope@example.com', grade: 'Grade 3', entry: '2027-28',
    message: '', lang: 'en', created_at: new Date().toISOString(), contacted_at: null, client: 'test',
  }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A photograph of the campus's library with its alt text (no files: the calls tested read and change the row only). */
async function photograph(site: string): Promise<number> {
  created += 1;
  const row = await server.db.insertInto('media').values({
    site, hash: `5c0fed${String(created).padStart(10, '0')}`, key: `media/${site.toLowerCase()}/scope-${created}.jpg`, format: 'jpeg', original_name: 'scope.jpg',
    original_width: 800, original_height: 600, original_bytes: 1000, width: 800, height: 600, variants: '[]',
    alt_en: 'A classroom', alt_zh: '教室', state: 'published', uploaded_by: null, uploaded_by_email: 'cli', uploaded_at: new Date().toISOString(), published_at: new Date().toISOString(),
  }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A small real PNG in a form, as the staff page uploads it. */
const photoForm = async () => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await picture(64, 48).png().toBuffer())], { type: 'image/png' }), 'scope.png');
  return form;
};

/** A version of Mission's menu title on the campus, published as the studio does, to restore. */
async function version(site: string): Promise<number> {
  const by = { accountId: null, email: 'scoping' };
  const published = await new StudioService(server.db, server.dialect as 'sqlite' | 'postgres').publish(site, 'menu', '0201', { title: { en: 'Mission', zh: '办学使命' } }, by);
  return published.version.id;
}

const storyCopy = (n: number) => ({
  title: { en: `Scoped story ${n}`, zh: `范围测试新闻 ${n}` }, summary: { en: '', zh: '' },
  blocks: { en: [{ type: 'paragraph', content: [{ type: 'text', text: 'Scoped.' }] }], zh: [] }, date: '2026-11-01',
});

/** A draft news story of the campus, made as a network administrator would. */
async function story(site: string): Promise<number> {
  created += 1;
  const answer = await clients.get('network')!.call('POST', `/${site}/news`, { body: storyCopy(created) });
  return (answer.body.data as { id: number }).id;
}

const dialect = () => server.dialect as 'sqlite' | 'postgres';
const EVENT = {
  title: { en: 'Scoping fair', zh: '范围测试集市' }, description: { en: '', zh: '' }, location: { en: '', zh: '' },
  category: 'event', allDay: true, start: '2027-05-10', end: '2027-05-10',
};
const SESSION = {
  place: { en: 'Hall', zh: '礼堂' }, language: { en: 'English', zh: '英语' }, audience: { en: 'All grades', zh: '全部年级' },
  date: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10), start: '10:00', end: '11:00', capacity: 20,
};

const ALERT = (site: string) => ({
  level: 'warning', campuses: [site], title: { en: 'Scoping closure', zh: '范围测试停课' }, body: { en: 'Closed.', zh: '停课。' },
  link: '', startsAt: '', endsAt: new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 16),
});

/** An alert of the campus, published as the studio publishes one. */
async function alert(site: string): Promise<number> {
  return (await new AlertService(server.db, dialect()).publish(ALERT(site), { ...clients.get('network')!.account })).id;
}

/** An event of the campus's 2026-27 calendar, added as the studio adds one. */
async function event(site: string): Promise<number> {
  return (await new CalendarEditor(server.db, dialect()).add(site, '2026-27', EVENT, { accountId: null, email: 'scoping' })).id;
}

/** An information session of the campus still to come, added as the studio adds one. */
async function session(site: string): Promise<number> {
  return (await new SessionEditor(server.db, dialect()).add(site, SESSION, { accountId: null, email: 'scoping' })).id;
}

/** What a call could change, as it is now: compared before and after a refusal. */
async function state(kind: Target, id: number): Promise<unknown> {
  if (kind === 'media') return server.db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
  if (kind === 'story') {
    return {
      content: await server.db.selectFrom('content').selectAll().where('id', '=', id).executeTakeFirst(),
      story: await server.db.selectFrom('news_story').selectAll().where('content_id', '=', id).executeTakeFirst(),
    };
  }
  if (kind === 'event') return server.db.selectFrom('calendar_event').selectAll().where('id', '=', id).executeTakeFirst();
  if (kind === 'session') return server.db.selectFrom('info_session').selectAll().where('id', '=', id).executeTakeFirst();
  if (kind === 'version') {
    const site = (await server.db.selectFrom('studio_version').select('site').where('id', '=', id).executeTakeFirstOrThrow()).site;
    return {
      menu: await server.db.selectFrom('menu').selectAll().where('site', '=', site).where('id', '=', '0201').executeTakeFirst(),
      drafts: await server.db.selectFrom('studio_draft').selectAll().where('site', '=', site).execute(),
      versions: await server.db.selectFrom('studio_version').select('id').where('site', '=', site).execute(),
    };
  }
  if (kind === 'alert') return server.db.selectFrom('alert').selectAll().where('id', '=', id).executeTakeFirst();
  if (kind === 'comment') return server.db.selectFrom('comment').selectAll().where('id', '=', id).executeTakeFirst();
  if (kind === 'signup') return server.db.selectFrom('signup').selectAll().where('id', '=', id).executeTakeFirst();
  return {
    account: await server.db.selectFrom('staff_account').selectAll().where('id', '=', id).executeTakeFirst(),
    resets: await server.db.selectFrom('staff_password_reset').selectAll().where('account_id', '=', id).execute(),
  };
}

type Target = 'comment' | 'signup' | 'account' | 'media' | 'version' | 'story' | 'event' | 'session' | 'alert';

interface Call {
  name: string;
  area: StaffArea;
  method: string;
  /** the path under /api/staff; {site} for a campus call */
  path: (site: string, id: number) => string;
  /** the row it acts on, made afresh on the campus asked for */
  target?: Target;
  /** the body, for the row and the campus asked for (an alert's path names no campus: its body does) */
  body?: (id: number, site: string) => object;
  /** a multipart form instead of a JSON body */
  form?: () => Promise<FormData>;
  /** the path as the document names it, where the parameters are not ids */
  documented?: string;
}

let created = 0;
const CALLS: Call[] = [
  { name: 'list comments', area: 'comments', method: 'GET', path: (site) => `/${site}/comments?status=pending` },
  { name: 'approve a comment', area: 'comments', method: 'POST', path: (site, id) => `/${site}/comments/${id}/approve`, target: 'comment' },
  { name: 'reject a comment', area: 'comments', method: 'POST', path: (site, id) => `/${site}/comments/${id}/reject`, target: 'comment' },
  { name: 'delete a comment', area: 'comments', method: 'DELETE', path: (site, id) => `/${site}/comments/${id}`, target: 'comment' },
  { name: 'list sign-ups', area: 'signups', method: 'GET', path: (site) => `/${site}/signups` },
  { name: 'export sign-ups', area: 'signups', method: 'GET', path: (site) => `/${site}/signups.csv` },
  { name: 'mark a sign-up contacted', area: 'signups', method: 'POST', path: (site, id) => `/${site}/signups/${id}/contacted`, target: 'signup' },
  { name: "list the campus's e-mails", area: 'signups', method: 'GET', path: (site) => `/${site}/messages` },
  { name: 'list accounts', area: 'network', method: 'GET', path: () => '/accounts' },
  {
    name: 'create an account', area: 'network', method: 'POST', path: () => '/accounts',
    body: () => ({ email: `scoped.${(created += 1)}@staff.example.cn`, name: 'Scoped', role: 'editor', campus: 'BISZ', password: STAFF_PASSWORD }),
  },
  { name: 'disable an account', area: 'network', method: 'POST', path: (_site, id) => `/accounts/${id}/disable`, target: 'account' },
  { name: 'enable an account', area: 'network', method: 'POST', path: (_site, id) => `/accounts/${id}/enable`, target: 'account' },
  { name: "change an account's role", area: 'network', method: 'PUT', path: (_site, id) => `/accounts/${id}/role`, target: 'account', body: () => ({ role: 'moderator', campus: 'BISZ' }) },
  { name: 'give an account a reset link', area: 'network', method: 'POST', path: (_site, id) => `/accounts/${id}/password-reset`, target: 'account' },
  { name: 'read the audit log', area: 'network', method: 'GET', path: () => '/audit?limit=5' },
  { name: "read a campus's settings", area: 'network', method: 'GET', path: (site) => `/${site}/settings` },
  { name: "change a campus's settings", area: 'network', method: 'PUT', path: (site) => `/${site}/settings`, body: () => settingsOf(getCampus('BISZ')) },
  { name: 'list photographs', area: 'media', method: 'GET', path: (site) => `/${site}/media` },
  { name: 'upload a photograph', area: 'media', method: 'POST', path: (site) => `/${site}/media`, form: photoForm },
  { name: "set a photograph's alt text", area: 'media', method: 'PUT', path: (site, id) => `/${site}/media/${id}`, target: 'media', body: () => ({ altEn: 'A lab', altZh: '实验室' }) },
  { name: 'publish a photograph', area: 'media', method: 'POST', path: (site, id) => `/${site}/media/${id}/publish`, target: 'media' },
  { name: "set a photograph's focal point", area: 'media', method: 'PUT', path: (site, id) => `/${site}/media/${id}/focus`, target: 'media', body: () => ({ x: 40, y: 30 }) },
  { name: 'unpublish a photograph', area: 'media', method: 'POST', path: (site, id) => `/${site}/media/${id}/unpublish`, target: 'media' },
  { name: 'delete a photograph', area: 'media', method: 'DELETE', path: (site, id) => `/${site}/media/${id}`, target: 'media' },
  { name: 'list the pictures on the site', area: 'media', method: 'GET', path: (site) => `/${site}/media/slots` },
  {
    name: 'put a photograph on the site', area: 'media', method: 'POST', path: (site) => `/${site}/media/replace`, target: 'media',
    body: (id) => ({ slot: 'banner/slide/0', mediaId: id }),
  },
  { name: 'list the studio targets', area: 'copy', method: 'GET', path: (site) => `/${site}/studio/targets` },
  { name: "list a page's copy", area: 'copy', method: 'GET', path: (site) => `/${site}/studio/page-targets?route=%2Fabout%2Fmission` },
  { name: 'open a studio target', area: 'copy', method: 'GET', path: (site) => `/${site}/studio/targets/menu/0201`, target: 'version', documented: '/{site}/studio/targets/{kind}/{key}' },
  {
    name: 'save a draft', area: 'copy', method: 'PUT', path: (site) => `/${site}/studio/targets/menu/0201/draft`, target: 'version',
    body: () => ({ body: { title: { en: 'Our mission', zh: '我们的使命' } } }), documented: '/{site}/studio/targets/{kind}/{key}/draft',
  },
  { name: 'discard a draft', area: 'copy', method: 'DELETE', path: (site) => `/${site}/studio/targets/menu/0201/draft`, target: 'version', documented: '/{site}/studio/targets/{kind}/{key}/draft' },
  {
    name: 'publish copy', area: 'copy', method: 'POST', path: (site) => `/${site}/studio/targets/menu/0201/publish`, target: 'version',
    body: () => ({ body: { title: { en: 'Mission', zh: '办学使命' } } }), documented: '/{site}/studio/targets/{kind}/{key}/publish',
  },
  {
    name: 'schedule copy', area: 'copy', method: 'PUT', path: (site) => `/${site}/studio/targets/menu/0201/schedule`, target: 'version',
    body: () => ({ body: { title: { en: 'Mission', zh: '办学使命' } }, at: '2099-09-01T08:00:00+08:00' }), documented: '/{site}/studio/targets/{kind}/{key}/schedule',
  },
  { name: 'cancel scheduled copy', area: 'copy', method: 'DELETE', path: (site) => `/${site}/studio/targets/menu/0201/schedule`, target: 'version', documented: '/{site}/studio/targets/{kind}/{key}/schedule' },
  {
    name: 'restore a version', area: 'copy', method: 'POST', path: (site, id) => `/${site}/studio/targets/menu/0201/versions/${id}/restore`, target: 'version',
    documented: '/{site}/studio/targets/{kind}/{key}/versions/{id}/restore',
  },
  { name: 'list the news', area: 'copy', method: 'GET', path: (site) => `/${site}/news` },
  { name: 'create a story', area: 'copy', method: 'POST', path: (site) => `/${site}/news`, body: () => storyCopy((created += 1)) },
  { name: 'open a story', area: 'copy', method: 'GET', path: (site, id) => `/${site}/news/${id}`, target: 'story' },
  { name: "change a story's date", area: 'copy', method: 'PUT', path: (site, id) => `/${site}/news/${id}`, target: 'story', body: () => ({ date: '2026-10-01' }) },
  { name: 'publish a story', area: 'copy', method: 'POST', path: (site, id) => `/${site}/news/${id}/publish`, target: 'story', body: () => ({}) },
  { name: 'unpublish a story', area: 'copy', method: 'POST', path: (site, id) => `/${site}/news/${id}/unpublish`, target: 'story' },
  { name: 'list calendar events', area: 'calendar', method: 'GET', path: (site) => `/${site}/calendar/events?year=2026-27` },
  { name: 'add a calendar event', area: 'calendar', method: 'POST', path: (site) => `/${site}/calendar/events`, body: () => ({ year: '2026-27', ...EVENT }) },
  { name: 'edit a calendar event', area: 'calendar', method: 'PUT', path: (site, id) => `/${site}/calendar/events/${id}`, target: 'event', body: () => ({ ...EVENT, title: { en: 'Edited', zh: '已修改' } }) },
  { name: 'cancel a calendar event', area: 'calendar', method: 'POST', path: (site, id) => `/${site}/calendar/events/${id}/cancel`, target: 'event' },
  { name: 'list information sessions', area: 'signups', method: 'GET', path: (site) => `/${site}/sessions` },
  { name: 'add an information session', area: 'signups', method: 'POST', path: (site) => `/${site}/sessions`, body: () => SESSION },
  { name: 'edit an information session', area: 'signups', method: 'PUT', path: (site, id) => `/${site}/sessions/${id}`, target: 'session', body: () => ({ ...SESSION, capacity: 30 }) },
  { name: 'cancel an information session', area: 'signups', method: 'POST', path: (site, id) => `/${site}/sessions/${id}/cancel`, target: 'session' },
  { name: "list a session's families", area: 'signups', method: 'GET', path: (site, id) => `/${site}/sessions/${id}/families`, target: 'session' },
  { name: "list a campus's alerts", area: 'alerts', method: 'GET', path: (site) => `/alerts?campus=${site}` },
  { name: 'publish an alert', area: 'alerts', method: 'POST', path: () => '/alerts', body: (_id, site) => ALERT(site) },
  { name: 'correct an alert', area: 'alerts', method: 'PUT', path: (_site, id) => `/alerts/${id}`, target: 'alert', body: (_id, site) => ({ ...ALERT(site), level: 'information' }) },
  { name: 'end an alert', area: 'alerts', method: 'POST', path: (_site, id) => `/alerts/${id}/end`, target: 'alert' },
];

async function targetOn(call: Call, site: string): Promise<number> {
  if (call.target === 'comment') return comment(site);
  if (call.target === 'signup') return signup(site);
  if (call.target === 'account') return (await createStaff(server, 'editor', site)).id;
  if (call.target === 'media') return photograph(site);
  if (call.target === 'version') return version(site);
  if (call.target === 'story') return story(site);
  if (call.target === 'event') return event(site);
  if (call.target === 'session') return session(site);
  if (call.target === 'alert') return alert(site);
  return 0;
}

const cases = CALLS.flatMap((call) => ROLES.flatMap((role) =>
  (call.area === 'network' ? ['BISZ'] : ['BISZ', 'BIGZ']).map((site) => {
    const roleMay = (AREA_ROLES[call.area] as readonly StaffRole[]).includes(role);
    const campusMay = role === 'network' || site === 'BISZ';
    return { call, role, site, expected: roleMay && campusMay ? 200 : 403, why: !roleMay ? 'role' : campusMay ? '' : 'campus' };
  })));

describe.each(cases)('$call.name on $site as $role of BISZ', ({ call, role, site, expected, why }) => {
  it(`answers ${expected}${why ? ` (its ${why})` : ''}`, async () => {
    const id = await targetOn(call, site);
    const before = call.target ? await state(call.target, id) : undefined;
    const answer = await clients.get(role)!.call(call.method, call.path(site, id), call.body ? { body: call.body(id, site) } : call.form ? { form: await call.form() } : {});
    expect({ status: answer.status, code: answer.body.code ?? (typeof answer.body === 'string' ? 'csv' : undefined) })
      .toEqual({ status: expected, code: expected === 200 ? (call.name === 'export sign-ups' ? 'csv' : '000') : '403' });
    if (why === 'role') expect(answer.body.message).toMatch(new RegExp(`^Your account \\(.* of BISZ\\) cannot use this call: `));
    if (why === 'campus') expect(answer.body.message).toMatch(/^Your account \((moderator|admissions officer|editor) of BISZ\) works on BISZ only, not on BIGZ$/);
    if (expected === 403 && call.target) expect(await state(call.target, id)).toEqual(before);
  });
});

// A version id is the only id of a studio call; the others name a target the path's campus has. An
// alert's path names no campus: another campus's alert is refused (403) by the cases above.
const writes = CALLS.filter((call) => !['network', 'alerts'].includes(call.area) && call.target && (call.target !== 'version' || call.name === 'restore a version'));
const crossCampus = writes.flatMap((call) => ROLES.filter((role) => (AREA_ROLES[call.area] as readonly StaffRole[]).includes(role)).map((role) => ({ call, role })));

describe.each(crossCampus)('$call.name of a BIGZ row under /BISZ as $role', ({ call, role }) => {
  it('is not found, and the row stays as it was', async () => {
    const id = await targetOn(call, 'BIGZ');
    const before = await state(call.target!, id);
    const answer = await clients.get(role)!.call(call.method, call.path('BISZ', id), call.body ? { body: call.body(id, 'BISZ') } : {});
    expect(answer.status).toBe(404);
    expect(answer.body.message).toMatch(new RegExp(`^(Comment|Sign-up|Photograph|Version|News story|Event|Session) ${id} (of menu:0201 )?does not exist on BISZ$`));
    expect(await state(call.target!, id)).toEqual(before);
  });
});

it('checks every staff call of the document', async () => {
  const doc = (await (await fetch(`${server.base}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
  const documented = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/staff/') && !path.startsWith('/api/staff/session'))
    .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`)).sort();
  const tested = CALLS.map((call) => `${call.method} /api/staff${call.documented ?? call.path('{site}', 0).replace(/\?.*$/, '').replace('/0/', '/{id}/').replace(/\/0$/, '/{id}')}`).sort();
  expect(tested).toEqual(documented);
});
