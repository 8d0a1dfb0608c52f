// Two processes releasing 100 times each at the same time, on one database and one storage folder
// (SQLite here, PostgreSQL in test:pg): releases of different sections all land, releases of the same
// section queue, and no release is ever lost (each one's "before" is the release just before it).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase, type DbHandle } from '../src/platform/db/connect';
import { ReleaseLog, sameImports } from '../src/modules/releases/releaseLog';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { moduleBuild } from './support/releases';
import type { WorkerReport, WorkerTask } from './support/releaseWorker';

const run = promisify(execFile);
const REPO = path.resolve(__dirname, '../..');
const WORKER = path.join(__dirname, 'support/releaseWorker.ts');
const COUNT = 100;

describe('concurrent releases', () => {
  let testDb: TestDatabase;
  let database: DbHandle;
  let storageDir: string;

  beforeEach(async () => {
    testDb = await createTestDatabase();
    database = await openDatabase(testDb.options);
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-'));
  });
  afterEach(async () => {
    await database.close();
    await testDb.remove();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  async function worker(name: string, section: string, builds: string[]): Promise<WorkerReport> {
    const task: WorkerTask = { database: testDb.options, storageDir, section, builds, count: COUNT, name };
    const file = path.join(storageDir, `${name}.json`);
    fs.writeFileSync(file, JSON.stringify(task));
    const { stdout } = await run(process.execPath, ['--import', 'tsx', WORKER, file], { cwd: REPO, maxBuffer: 1 << 20 });
    return JSON.parse(stdout.trim().split('\n').pop()!) as WorkerReport;
  }

  /** Rows of a section oldest first; the number whose "before" is not the entries of the row before it. */
  async function lostUpdates(section: string): Promise<{ rows: number; lost: number }> {
    const rows = (await new ReleaseLog(database.db, database.dialect).history(section, 10_000)).reverse();
    let lost = 0;
    rows.forEach((row, i) => {
      if (!sameImports(row.importsBefore, i === 0 ? {} : rows[i - 1]!.imports)) lost++;
    });
    return { rows: rows.length, lost };
  }

  it(`different sections: two processes × ${COUNT} releases all land`, async () => {
    const start = performance.now();
    const [news, about] = await Promise.all([
      worker('news-team', 'news', [moduleBuild('news', 'a'), moduleBuild('news', 'b')]),
      worker('about-team', 'about', [moduleBuild('about', 'a'), moduleBuild('about', 'b')]),
    ]);
    const figures = { news: await lostUpdates('news'), about: await lostUpdates('about') };
    console.log(`different sections: ${news.switched.length} + ${about.switched.length} releases switched in ${Math.round(performance.now() - start)} ms ` +
      `(${(news.ms / COUNT).toFixed(1)} and ${(about.ms / COUNT).toFixed(1)} ms each); rows ${figures.news.rows} + ${figures.about.rows}, lost updates ${figures.news.lost + figures.about.lost}`);
    expect([news.switched.length, about.switched.length]).toEqual([COUNT, COUNT]);
    expect(figures).toEqual({ news: { rows: COUNT, lost: 0 }, about: { rows: COUNT, lost: 0 } });
    const live = await new ReleaseLog(database.db, database.dialect).live();
    expect([live.get('news')?.id, live.get('about')?.id]).toEqual([Math.max(...news.switched), Math.max(...about.switched)]);
  });

  it(`the same section: two processes × ${COUNT} releases queue, none lost`, async () => {
    const start = performance.now();
    const reports = await Promise.all([
      worker('first', 'news', [moduleBuild('news', 'a'), moduleBuild('news', 'b')]),
      worker('second', 'news', [moduleBuild('news', 'c'), moduleBuild('news', 'd')]),
    ]);
    const figures = await lostUpdates('news');
    const switched = reports.flatMap((r) => r.switched);
    console.log(`same section: ${switched.length} releases switched in ${Math.round(performance.now() - start)} ms; rows ${figures.rows}, lost updates ${figures.lost}`);
    // Each process alternates between its own two builds, which the other never releases: every release changes the map.
    expect(switched).toHaveLength(2 * COUNT);
    expect(new Set(switched).size).toBe(2 * COUNT);
    expect(figures).toEqual({ rows: 2 * COUNT, lost: 0 });
  });
});
