// One releasing process for the concurrency test: releases `count` times, alternating between its
// build folders, on the database and storage it is given, through the same code as the release
// command; prints what it did as JSON on its last line.
import fs from 'node:fs';
import { buildApp } from '../../src/app';
import { configFromEnv } from '../../src/config';
import { openDatabase, type DbOptions } from '../../src/platform/db/connect';
import { ReleaseLog } from '../../src/modules/releases/releaseLog';
import { release, type ReleaserDeps } from '../../src/modules/releases/releaser';
import { findSection } from '../../src/modules/releases/sections';
import { openReleaseStore } from '../../src/platform/storage/objectStore';
import { browserVerifier } from '../../src/modules/releases/verify';

export interface WorkerTask {
  database: DbOptions;
  storageDir: string;
  section: string;
  builds: string[];
  count: number;
  name: string;
}

export interface WorkerReport {
  name: string;
  /** ids of the releases this worker made live */
  switched: number[];
  unchanged: number;
  ms: number;
}

async function main(task: WorkerTask): Promise<WorkerReport> {
  const database = await openDatabase(task.database);
  const config = { ...configFromEnv({}), storageDir: task.storageDir, development: false };
  const app = await buildApp(config, { database });
  const deps: ReleaserDeps = {
    log: new ReleaseLog(database.db, database.dialect),
    store: openReleaseStore(config.releaseStorage, task.storageDir),
    verify: browserVerifier(async () => app),
    repoRoot: process.cwd(),
    print: () => undefined,
  };
  const section = findSection(task.section)!;
  const report: WorkerReport = { name: task.name, switched: [], unchanged: 0, ms: 0 };
  const start = performance.now();
  for (let i = 0; i < task.count; i++) {
    const outcome = await release(deps, { section, from: task.builds[i % task.builds.length], message: `${task.name} ${i}`, releasedBy: task.name, gitCommit: 'test' });
    if (outcome.release) report.switched.push(outcome.release.id);
    else report.unchanged++;
  }
  report.ms = performance.now() - start;
  await app.close();
  await database.close();
  return report;
}

const task = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as WorkerTask;
main(task).then(
  (report) => console.log(JSON.stringify(report)),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
