// What expires is removed on a schedule (issue 19, item 5): WeChat sign-in states after their 10
// minutes, commenters' sessions after their 7 days, and the rows of the view counter once their day
// is over. The sweep reads indexed columns, so it stays cheap as the tables grow.
import { sql } from 'kysely';
import { VIEW_WINDOW_MS } from '../src/modules/content/contentService';
import { SIGN_IN } from '../src/modules/wechat/signIn';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  // A sweep every 200 ms instead of every few minutes, so the test waits seconds.
  server = await startTestServer({ pruneIntervalMs: 200 });
});
afterAll(() => server.close());

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

async function remaining() {
  const states = await server.db.selectFrom('wechat_state').select('state_hash').where('state_hash', 'like', 'expiry-test-%').execute();
  const sessions = await server.db.selectFrom('wechat_session').select('id_hash').where('id_hash', 'like', 'expiry-test-%').execute();
  const viewers = await server.db.selectFrom('content_viewer').select('visitor').where('visitor', 'like', 'v:expiry-test-%').execute();
  return {
    states: states.map((r) => r.state_hash).sort(),
    sessions: sessions.map((r) => r.id_hash).sort(),
    viewers: viewers.map((r) => r.visitor).sort(),
  };
}

it('removes expired sign-in states, sessions and view-counter rows by itself, and nothing still in use', async () => {
  const state = (hash: string, createdAt: string) => ({ state_hash: hash, nonce_hash: 'n', site: 'BIGZ', return_to: '/', created_at: createdAt, used_at: null });
  await server.db.insertInto('wechat_state').values([
    state('expiry-test-state-expired', ago(SIGN_IN.stateTtlMs + 60_000)),
    state('expiry-test-state-fresh', ago(60_000)),
  ]).execute();
  const session = (hash: string, expiresAt: string) => ({ id_hash: hash, openid: 'o', unionid: null, nickname: 'n', created_at: ago(1000), expires_at: expiresAt });
  await server.db.insertInto('wechat_session').values([
    session('expiry-test-session-expired', ago(60_000)),
    session('expiry-test-session-valid', later(SIGN_IN.sessionTtlMs)),
  ]).execute();
  const [item] = await server.api('BISZ', 'en').newsIds();
  await server.db.insertInto('content_viewer').values([
    { site: 'BISZ', content_id: item!, visitor: 'v:expiry-test-yesterday', viewed_at: ago(VIEW_WINDOW_MS + 60_000) },
    { site: 'BISZ', content_id: item!, visitor: 'v:expiry-test-today', viewed_at: ago(60_000) },
  ]).execute();

  const deadline = Date.now() + 10_000;
  let left = await remaining();
  while (Date.now() < deadline && (left.states.length > 1 || left.sessions.length > 1 || left.viewers.length > 1)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = await remaining();
  }
  expect(left).toEqual({
    states: ['expiry-test-state-fresh'],
    sessions: ['expiry-test-session-valid'],
    viewers: ['v:expiry-test-today'],
  });
});

/** The columns each index of a table starts with. */
async function leadingColumns(table: string): Promise<string[][]> {
  if (server.dialect === 'postgres') {
    const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes where schemaname = current_schema() and tablename = ${table}`.execute(server.db);
    return rows.map((r) => /\((.*)\)/.exec(r.indexdef)![1]!.split(',').map((c) => c.trim().replace(/"/g, '')));
  }
  const { rows: indexes } = await sql<{ name: string }>`select name from pragma_index_list(${table})`.execute(server.db);
  const columns = [];
  for (const { name } of indexes) {
    const { rows } = await sql<{ name: string }>`select name from pragma_index_info(${name}) order by seqno`.execute(server.db);
    columns.push(rows.map((r) => r.name));
  }
  return columns;
}

it('indexes what the sweep and the sign-in limit read', async () => {
  expect((await leadingColumns('wechat_state')).map((c) => c[0])).toEqual(expect.arrayContaining(['created_at']));
  expect(await leadingColumns('wechat_state')).toEqual(expect.arrayContaining([['client', 'created_at']]));
  expect((await leadingColumns('wechat_session')).map((c) => c[0])).toEqual(expect.arrayContaining(['expires_at']));
  expect((await leadingColumns('content_viewer')).map((c) => c[0])).toEqual(expect.arrayContaining(['viewed_at']));
});
