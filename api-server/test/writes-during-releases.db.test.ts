// Visitors' writes and staff commands while other processes write the same database: two release
// processes switching sections and `npm run staff -- add` run against a server taking views. On SQLite
// a write transaction used to fail at once ("database is locked") when another process wrote first;
// it now takes the lock when it begins and waits within the busy timeout. Every write succeeds.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { moduleBuild } from './support/releases';
import type { WorkerReport, WorkerTask } from './support/releaseWorker';
import { STAFF_PASSWORD } from './support/staff';
import { startTestServer, type TestServer } from './support/testServer';

const run = promisify(execFile);
const REPO = path.resolve(__dirname, '../..');
const WORKER = path.join(__dirname, 'support/releaseWorker.ts');
const STAFF = path.join(REPO, 'api-server/src/bin/staff.ts');
const RELEASES = 40;
const STAFF_COMMANDS = 4;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

it(`answers every visitor write while two processes release ${RELEASES} times each and npm run staff adds ${STAFF_COMMANDS} accounts`, async () => {
  const { config } = server;
  const database = { sqliteFile: config.sqliteFile, databaseUrl: config.databaseUrl, databaseSchema: config.databaseSchema };
  const releaser = async (name: string, section: string): Promise<WorkerReport> => {
    const task: WorkerTask = { database, storageDir: config.storageDir, section, builds: [moduleBuild(section, `${name}-a`), moduleBuild(section, `${name}-b`)], count: RELEASES, name };
    const file = path.join(config.storageDir, `${name}.json`);
    fs.writeFileSync(file, JSON.stringify(task));
    const { stdout } = await run(process.execPath, ['--import', 'tsx', WORKER, file], { cwd: REPO, maxBuffer: 1 << 20 });
    return JSON.parse(stdout.trim().split('\n').pop()!) as WorkerReport;
  };
  const staffEnv = {
    ...process.env, STAFF_PASSWORD, SQLITE_FILE: config.sqliteFile, DATABASE_URL: config.databaseUrl ?? '', DATABASE_SCHEMA: config.databaseSchema ?? '',
  };
  const staffAdds = (async () => {
    const codes: number[] = [];
    for (let i = 0; i < STAFF_COMMANDS; i++) {
      const args = ['--import', 'tsx', STAFF, 'add', '--email', `editor${i}@bigz.example.cn`, '--name', `Editor ${i}`, '--role', 'editor', '--campus', 'BIGZ'];
      codes.push(await run(process.execPath, args, { cwd: REPO, env: staffEnv }).then(() => 0, (error: { code: number; stderr: string }) => {
        console.error(error.stderr);
        return error.code;
      }));
    }
    return codes;
  })();

  const [item] = await server.api('BIGZ', 'en').contentByMenu({ menuId: '01' });
  let views = 0;
  let releasing = true;
  const statuses = new Map<number, number>();
  const visitors = Array.from({ length: 4 }, async () => {
    while (releasing) {
      const n = ++views;
      // A visitor of its own, from an address of its own: a view the server must store.
      const response = await fetch(`${server.base}/api/BIGZ/user/content/content-view?id=${item!.id}`, {
        headers: { cookie: `sv=during${String(n).padStart(16, '0')}`, 'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n & 255}` },
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  });
  const [news, about, staffCodes] = await Promise.all([releaser('news-team', 'news'), releaser('about-team', 'about'), staffAdds]);
  releasing = false;
  await Promise.all(visitors);
  console.log(`Writes during releases on ${server.dialect}: ${news.switched.length + about.switched.length} releases, ${staffCodes.length} staff commands, ${views} views: ${JSON.stringify(Object.fromEntries(statuses))}`);
  expect([news.switched.length, about.switched.length]).toEqual([RELEASES, RELEASES]);
  expect(staffCodes).toEqual(Array(STAFF_COMMANDS).fill(0));
  expect([...statuses.keys()]).toEqual([200]);
  expect(views).toBeGreaterThan(20);
});
