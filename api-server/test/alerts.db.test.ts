// Alerts (issue 35) through the staff calls and the visitors' own: who may publish where (a network
// administrator anywhere, an editor on their own campus only, no one else), the form's rules with each
// problem beside its field, a scheduled alert that appears and ends by the server's clock alone (the
// test's) through the cached public answer, its ETag changing and 304s between, a correction in place
// (the same id, a new ETag), ending one, the audit rows, and the alert in the server's HTML of a page.
import { CLOSED_ALERTS_COOKIE, closedAlertMark, type PublicAlert } from '@schools/shared-api';
import type { Dialect } from '../src/platform/db/dialect';
import { readAudit } from '../src/modules/staff/audit';
import { releaseSiteTemplate } from './support/releases';
import { staffAs, type StaffClient } from './support/staff';
import { raw, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let network: StaffClient;
let editor: StaffClient;
/** The server's clock, on a whole minute (the form's times have no seconds): the test moves it. */
let now = Math.floor(Date.now() / 60_000) * 60_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => new Date(now) });
  network = await staffAs(server, 'network');
  editor = await staffAs(server, 'editor', 'BISZ');
  await releaseSiteTemplate(server.app, { db: server.db, dialect: server.dialect as Dialect }, server.config);
});
afterAll(() => server.close());

/** A moment as the studio's form sends it: China time, to the minute. */
const china = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 16);

let made = 0;
const alert = (fields: Record<string, unknown> = {}) => {
  made += 1;
  return {
    level: 'warning', campuses: ['BISZ'],
    title: { en: `Typhoon ${made}: school closed`, zh: `台风${made}：停课` },
    body: { en: 'Stay at home; lessons continue online.', zh: '请留在家中，课程改为线上进行。' },
    link: '/en/news', startsAt: '', endsAt: china(now + 6 * HOUR),
    ...fields,
  };
};

/** The campus's alerts as a page asks for them, with the ETag it holds, if any. */
const visitor = (site: string, lang = 'en', etag?: string) =>
  raw(server.base, `/api/${site}/user/alerts?t=${Date.now()}`, { headers: { 'x-locale': lang, ...(etag ? { 'if-none-match': etag } : {}) } });
const shown = async (site: string, lang = 'en') => (await visitor(site, lang)).body.data as PublicAlert[];

describe('who may publish where', () => {
  it('lets a network administrator publish to every campus, a city or chosen campuses, resolved to codes', async () => {
    const all = await network.call('POST', '/alerts', { body: alert({ campuses: ['all'] }) });
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ audience: ['all'], campuses: ['BISZ', 'BIGZ', 'BIPH', 'BIHZ', 'BINJ', 'BBSZ', 'BISC', 'BIWH', 'BBGM', 'BBCD'], state: 'live', editable: true });
    const city = await network.call('POST', '/alerts', { body: alert({ campuses: ['city:shenzhen'] }) });
    // Guangming is a district of Shenzhen: its campus is the city's.
    expect(city.body.data).toMatchObject({ audience: ['city:Shenzhen'], campuses: ['BISZ', 'BBSZ', 'BBGM'] });
    const chosen = await network.call('POST', '/alerts', { body: alert({ campuses: ['bbcd', 'BIWH'] }) });
    expect(chosen.body.data).toMatchObject({ audience: ['BBCD', 'BIWH'], campuses: ['BIWH', 'BBCD'] });
    for (const answer of [all, city, chosen]) await network.call('POST', `/alerts/${answer.body.data.id}/end`);
  });

  it("lets an editor publish to their own campus only, and change only their campus's alerts", async () => {
    const own = await editor.call('POST', '/alerts', { body: alert() });
    expect([own.status, own.body.data.campuses]).toEqual([200, ['BISZ']]);
    for (const campuses of [['BIGZ'], ['all'], ['city:Shenzhen'], ['BISZ', 'BIGZ']]) {
      const refused = await editor.call('POST', '/alerts', { body: alert({ campuses }) });
      expect([refused.status, refused.body.reason]).toEqual([403, 'otherCampus']);
      expect(refused.body.message).toMatch(/^Your account \(editor of BISZ\) works on BISZ only, not on B/);
    }
    // A network-wide alert shows in the editor's list, not theirs to change.
    const everywhere = (await network.call('POST', '/alerts', { body: alert({ campuses: ['all'] }) })).body.data;
    const listed = (await editor.call('GET', '/alerts')).body.data as { id: number; editable: boolean }[];
    expect(listed.find((a) => a.id === everywhere.id)?.editable).toBe(false);
    expect(listed.find((a) => a.id === own.body.data.id)?.editable).toBe(true);
    expect((await editor.call('PUT', `/alerts/${everywhere.id}`, { body: alert({ campuses: ['BISZ'] }) })).status).toBe(403);
    expect((await editor.call('POST', `/alerts/${everywhere.id}/end`)).status).toBe(403);
    expect((await editor.call('GET', '/alerts?campus=BIGZ')).status).toBe(403);
    // Moving their alert to another campus is publishing there.
    expect((await editor.call('PUT', `/alerts/${own.body.data.id}`, { body: alert({ campuses: ['BIGZ'] }) })).status).toBe(403);
    expect((await editor.call('POST', `/alerts/${own.body.data.id}/end`)).status).toBe(200);
    await network.call('POST', `/alerts/${everywhere.id}/end`);
  });

  it.each(['admissions', 'moderator'] as const)('refuses the %s role, and a write without the CSRF token', async (role) => {
    const other = await staffAs(server, role, 'BISZ');
    for (const [method, path] of [['GET', '/alerts'], ['POST', '/alerts']] as const) {
      const refused = await other.call(method, path, method === 'POST' ? { body: alert() } : {});
      expect([refused.status, refused.body.reason]).toEqual([403, 'roleNotAllowed']);
    }
    const noToken = await editor.call('POST', '/alerts', { body: alert(), csrf: false });
    expect([noToken.status, noToken.body.reason]).toEqual([403, 'csrfMissing']);
    expect((await raw(server.base, '/api/staff/alerts')).status).toBe(401);
  });
});

describe("the form's rules", () => {
  const problems = async (fields: Record<string, unknown>) => {
    const answer = await network.call('POST', '/alerts', { body: alert(fields) });
    expect(answer.status).toBe(400);
    return (answer.body.problems as { path: string; rule: string }[]).map((p) => `${p.path} ${p.rule}`);
  };

  it('wants the title and body in both languages', async () => {
    expect(await problems({ title: { en: ' ', zh: '台风' }, body: { en: 'Closed.', zh: '' } })).toEqual(['title.en required', 'body.zh required']);
  });

  it('wants an end for information and warnings, not for an emergency, after the start and still to come', async () => {
    expect(await problems({ level: 'information', endsAt: '' })).toEqual(['endsAt required']);
    expect(await problems({ level: 'warning', endsAt: '' })).toEqual(['endsAt required']);
    expect(await problems({ startsAt: china(now + 2 * HOUR), endsAt: china(now + HOUR) })).toEqual(['endsAt endBeforeStart']);
    expect(await problems({ startsAt: china(now - 2 * HOUR), endsAt: china(now - HOUR) })).toEqual(['endsAt inPast']);
    expect(await problems({ startsAt: '2027-02-30T09:00', endsAt: '2027-03-01 09:00' })).toEqual(['startsAt noSuchDate', 'endsAt dateTimeFormat']);
    expect(await problems({ endsAt: `${china(now + HOUR)}+09:00` })).toEqual(['endsAt notChinaTime']);
    const emergency = await network.call('POST', '/alerts', { body: alert({ level: 'emergency', endsAt: '' }) });
    expect([emergency.status, emergency.body.data.endsAt]).toEqual([200, null]);
    await network.call('POST', `/alerts/${emergency.body.data.id}/end`);
  });

  it('takes a link of the site or an http(s) address, a known level and known campuses', async () => {
    expect(await problems({ link: 'javascript:alert(1)' })).toEqual(['link alertLink']);
    // No campus chosen is a problem of the form beside its field, not a refusal of the request's shape.
    expect(await problems({ campuses: [] })).toEqual(['campuses required']);
    expect(await problems({ link: '//evil.example/x' })).toEqual(['link alertLink']);
    expect(await problems({ level: 'severe', campuses: ['BISZ', 'city:Atlantis', 'XXXX'] })).toEqual(['campuses campusUnknown', 'campuses campusUnknown', 'level invalid']);
    for (const link of ['https://www.weather.gov.hk/', 'http://example.cn/notice', '/zh/news_detail/12', '']) {
      const answer = await network.call('POST', '/alerts', { body: alert({ link }) });
      expect([answer.status, answer.body.data.link]).toEqual([200, link]);
      await network.call('POST', `/alerts/${answer.body.data.id}/end`);
    }
  });
});

describe('what visitors see', () => {
  it('shows a scheduled alert at its start and takes it away at its end by the clock alone, through the cached answer', async () => {
    // BIHZ, which no other test publishes to.
    const empty = await visitor('BIHZ');
    expect([empty.status, empty.body, empty.headers.get('cache-control')]).toEqual([200, { code: '000', data: [] }, 'no-cache']);
    const etag = empty.headers.get('etag')!;
    const start = now + 2 * HOUR;
    const end = now + 5 * HOUR;
    const published = await network.call('POST', '/alerts', { body: alert({ level: 'information', campuses: ['BIHZ'], startsAt: china(start), endsAt: china(end) }) });
    expect(published.body.data.state).toBe('scheduled');

    // Before its start: the same answer, a 304 to the ETag held, and no alert, up to the minute before.
    expect((await visitor('BIHZ', 'en', etag)).status).toBe(304);
    now = start - MINUTE;
    expect((await visitor('BIHZ', 'en', etag)).status).toBe(304);
    const writes = (await server.db.selectFrom('staff_audit').select('id').execute()).length;

    // Its start comes, with no write: the cached answer ends then, and the alert is there in both languages.
    now = start;
    const started = await visitor('BIHZ', 'en', etag);
    expect(started.status).toBe(200);
    expect(started.headers.get('etag')).not.toBe(etag);
    expect(started.body.data).toEqual([{
      id: published.body.data.id, level: 'information', title: published.body.data.title.en, body: published.body.data.body.en, link: '/en/news',
      startsAt: new Date(start).toISOString(), endsAt: new Date(end).toISOString(), updatedAt: published.body.data.updatedAt,
    }]);
    expect((await shown('BIHZ', 'zh'))[0]!.title).toBe(published.body.data.title.zh);
    expect((await visitor('BIHZ', 'en', started.headers.get('etag')!)).status).toBe(304);
    expect(await shown('BINJ')).toEqual([]);

    // Its end comes: gone, the first ETag again.
    now = end - MINUTE;
    expect((await shown('BIHZ')).map((a) => a.id)).toEqual([published.body.data.id]);
    now = end;
    const ended = await visitor('BIHZ', 'en', started.headers.get('etag')!);
    expect([ended.status, ended.body.data, ended.headers.get('etag')]).toEqual([200, [], etag]);
    expect((await server.db.selectFrom('staff_audit').select('id').execute()).length).toBe(writes);
    expect((await network.call('GET', '/alerts?campus=BIHZ')).body.data[0]).toMatchObject({ id: published.body.data.id, state: 'ended' });
  });

  it('corrects an alert in place: the same id, a new ETag at once, audited with before and after', async () => {
    const published = (await network.call('POST', '/alerts', { body: alert({ campuses: ['BINJ'] }) })).body.data;
    const before = await visitor('BINJ');
    expect(before.body.data.map((a: PublicAlert) => a.title)).toEqual([published.title.en]);
    now += MINUTE;
    const corrected = await network.call('PUT', `/alerts/${published.id}`, {
      body: alert({ level: 'emergency', campuses: ['BINJ'], title: { en: 'Closed tomorrow too', zh: '明天继续停课' }, endsAt: '' }),
    });
    expect(corrected.body.data).toMatchObject({ id: published.id, level: 'emergency', endsAt: null, createdAt: published.createdAt, updatedAt: new Date(now).toISOString() });
    const after = await visitor('BINJ', 'en', before.headers.get('etag')!);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(after.body.data).toEqual([expect.objectContaining({ id: published.id, level: 'emergency', title: 'Closed tomorrow too', updatedAt: new Date(now).toISOString() })]);
    const [entry] = await readAudit(server.db, { site: 'BINJ', limit: 1 });
    expect(entry).toMatchObject({ action: 'alert.correct', targetId: `alert:${published.id}`, actor: network.account.email, before: { level: 'warning' }, after: { level: 'emergency' } });

    // Moved to another campus: it leaves BINJ's pages and reaches BIWH's.
    await network.call('PUT', `/alerts/${published.id}`, { body: alert({ campuses: ['BIWH'], endsAt: china(now + HOUR) }) });
    expect(await shown('BINJ')).toEqual([]);
    expect((await shown('BIWH')).map((a) => a.id)).toContain(published.id);
    await network.call('POST', `/alerts/${published.id}/end`);
  });

  it('ends an alert at once, and neither corrects nor ends it again', async () => {
    const published = (await network.call('POST', '/alerts', { body: alert({ campuses: ['BISC'], level: 'emergency', endsAt: '' }) })).body.data;
    const held = await visitor('BISC');
    expect(held.body.data.map((a: PublicAlert) => a.id)).toEqual([published.id]);
    const ended = await network.call('POST', `/alerts/${published.id}/end`);
    expect(ended.body.data).toMatchObject({ state: 'ended', endedAt: new Date(now).toISOString(), endedBy: network.account.email });
    const after = await visitor('BISC', 'en', held.headers.get('etag')!);
    expect([after.status, after.body.data]).toEqual([200, []]);
    for (const [method, path, body] of [['POST', `/alerts/${published.id}/end`, undefined], ['PUT', `/alerts/${published.id}`, alert({ campuses: ['BISC'] })]] as const) {
      const refused = await network.call(method, path, body ? { body } : {});
      expect([refused.status, refused.body.reason]).toEqual([409, 'alertEnded']);
    }
    expect((await network.call('POST', '/alerts/999999/end')).status).toBe(404);
    const actions = (await readAudit(server.db, { site: 'BISC', limit: 2 })).map((e) => e.action);
    expect(actions).toEqual(['alert.end', 'alert.publish']);
  });

  it('lists emergencies first, then warnings, then information', async () => {
    const ids: number[] = [];
    for (const level of ['information', 'emergency', 'warning']) {
      ids.push((await network.call('POST', '/alerts', { body: alert({ campuses: ['BBCD'], level, endsAt: china(now + HOUR) }) })).body.data.id);
    }
    expect((await shown('BBCD')).map((a) => a.level)).toEqual(['emergency', 'warning', 'information']);
    for (const id of ids) await network.call('POST', `/alerts/${id}/end`);
  });
});

describe("the server's HTML", () => {
  const page = async (address: string) => (await fetch(server.base + address)).text();
  const inPage = (html: string) => JSON.parse(/<script type="application\/json" id="page-alerts">([^<]*)<\/script>/.exec(html)![1]!) as { site: string; lang: string; etag: string; alerts: PublicAlert[] };
  const aboveHeader = (html: string) => /<div id="site-alerts">([\s\S]*?)<\/div><div id="shell">/.exec(html)![1]!;

  it('carries the live alerts above the header of every real address and the front door, in the page\'s language, readable without a script', async () => {
    const before = await page('/BIPH/zh/about/mission');
    expect(aboveHeader(before)).toBe('');
    expect(inPage(before)).toMatchObject({ site: 'BIPH', lang: 'zh', alerts: [] });

    const published = (await network.call('POST', '/alerts', {
      body: alert({ level: 'emergency', campuses: ['BIPH'], title: { en: 'Closed: typhoon <Saola>', zh: '台风“苏拉”停课' }, link: '/zh/news', endsAt: '' }),
    })).body.data;
    const zh = await page('/BIPH/zh/about/mission');
    expect(aboveHeader(zh)).toContain('role="alert"');
    expect(aboveHeader(zh)).toContain('台风“苏拉”停课');
    expect(aboveHeader(zh)).toContain('href="/BIPH/zh/news"');
    const api = await visitor('BIPH', 'zh');
    // The page's data is the call's answer, with its ETag: the frame's first question is a 304.
    expect(inPage(zh)).toEqual({ site: 'BIPH', lang: 'zh', etag: api.headers.get('etag'), alerts: api.body.data });
    expect((await visitor('BIPH', 'zh', inPage(zh).etag)).status).toBe(304);

    // English, escaped, on the campus's own host's front door too; no other campus's page.
    const en = await page('/BIPH/en/about/mission');
    expect(aboveHeader(en)).toContain('Closed: typhoon &lt;Saola&gt;');
    expect(inPage(await page('/BIPH/')).alerts.map((a) => a.id)).toEqual([published.id]);
    expect(aboveHeader(await page('/BIPH/'))).toContain('role="alert"');
    expect(aboveHeader(await page('/BISC/en/about/mission'))).not.toContain(`data-alert="${published.id}"`);

    await network.call('POST', `/alerts/${published.id}/end`);
    expect(aboveHeader(await page('/BIPH/zh/about/mission'))).toBe('');
  });

  it('leaves out of the markup the notices this browser closed, until they are corrected; never a warning', async () => {
    const notice = (await network.call('POST', '/alerts', { body: alert({ level: 'information', campuses: ['BIHZ'] }) })).body.data as PublicAlert;
    const warning = (await network.call('POST', '/alerts', { body: alert({ campuses: ['BIHZ'] }) })).body.data as PublicAlert;
    const closedBy = async (cookie: string) => {
      const html = await (await fetch(`${server.base}/BIHZ/en/about/mission`, { headers: { cookie } })).text();
      return { markup: [...aboveHeader(html).matchAll(/data-alert="(\d+)"/g)].map((m) => Number(m[1])), data: inPage(html).alerts.map((a) => a.id) };
    };
    const marks = (...alerts: PublicAlert[]) => `${CLOSED_ALERTS_COOKIE}=${alerts.map(closedAlertMark).join('.')}`;
    expect(await closedBy('')).toEqual({ markup: [warning.id, notice.id], data: [warning.id, notice.id] });
    // The data keeps it: the frame knows what was closed and shows the same.
    expect(await closedBy(`other=1; ${marks(notice, warning)}`)).toEqual({ markup: [warning.id], data: [warning.id, notice.id] });
    now += MINUTE; // a correction is a new change time
    await network.call('PUT', `/alerts/${notice.id}`, { body: alert({ level: 'information', campuses: ['BIHZ'], title: { en: 'Corrected', zh: '已更正' } }) });
    expect((await closedBy(marks(notice))).markup).toEqual([warning.id, notice.id]);
    for (const a of [notice, warning]) await network.call('POST', `/alerts/${a.id}/end`);
  });
});
