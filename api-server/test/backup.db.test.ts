// npm run backup and npm run restore on a running site: what was written before the backup (a
// comment approved, a sign-up, staff accounts, a photograph, a studio publish) comes back on a server
// started on the restore, what was written after does not; a backup killed half-way leaves the previous
// one whole and restorable; a damaged backup or a data folder that is not empty is refused with nothing
// written. On SQLite, and on PostgreSQL (a new database for the restore) when TEST_DATABASE_URL is set.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import type { Block } from '@schools/shared-api';
import { MANIFEST_FILE, readManifest } from '../src/platform/backup/manifest';
import { BackupRefused } from '../src/platform/backup/refused';
import { restoreBackup, type RestoreTarget } from '../src/platform/backup/restoreBackup';
import { takeBackup } from '../src/platform/backup/takeBackup';
import type { ContentBody, TargetSummary } from '../src/modules/studio/types';
import type { Dialect } from '../src/platform/db/dialect';
import { phoneJpeg, upload } from './support/photos';
import { releaseSiteTemplate } from './support/releases';
import { onServer, withDatabase } from './support/seededData';
import { createStaff, signIn, signedInAs, type StaffClient } from './support/staff';
import { raw, startTestServer, type TestServer } from './support/testServer';
import { signInCommenter } from './support/wechat';

const run = promisify(execFile);
const REPO = path.resolve(__dirname, '../..');
const BIN = path.join(REPO, 'api-server/src/bin');

jest.setTimeout(120_000);

let server: TestServer;
let scratch: string;
let network: StaffClient;
let editor: StaffClient;
let moderator: StaffClient;
let officer: StaffClient;
let postId: number;
let clients = 0;
/** An address of its own for each visitor's write, so the limits per address do not count the test's writes together. */
const nextClient = () => `10.32.0.${++clients}`;
let mission: TargetSummary;
/** The empty database the restore goes into, on PostgreSQL. */
let restoreDatabase: { url: string; drop(): Promise<void> } | undefined;

beforeAll(async () => {
  server = await startTestServer();
  // A release: the live import map in the database, its files in storage/modules/, pages rendered.
  await releaseSiteTemplate(server.app, { db: server.db, dialect: server.dialect as Dialect }, server.config);
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
  [network, editor, moderator, officer] = await Promise.all([
    createStaff(server, 'network').then((a) => signedInAs(server, a)),
    createStaff(server, 'editor', 'BISZ').then((a) => signedInAs(server, a)),
    createStaff(server, 'moderator', 'BIGZ').then((a) => signedInAs(server, a)),
    createStaff(server, 'admissions', 'BIGZ').then((a) => signedInAs(server, a)),
  ]);
  const [student] = await server.api('BIGZ', 'en').studentList();
  postId = (await server.api('BIGZ', 'en').studentPosts({ studentId: student!.id }))[0]!.id;
  const targets = (await editor.call('GET', '/BISZ/studio/targets')).body.data as TargetSummary[];
  mission = targets.find((t) => t.group === 'pages' && t.label.en === 'Mission')!;
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const name = `r_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await onServer(pgUrl, `CREATE DATABASE "${name}"`);
    restoreDatabase = { url: withDatabase(pgUrl, name), drop: () => onServer(pgUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
  }
});
afterAll(async () => {
  await server?.close();
  await restoreDatabase?.drop();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** The settings of the commands, as the server has them (`target` for a restore: the new data folder and database). */
function settings(target?: RestoreTarget): NodeJS.ProcessEnv {
  const where = target ?? { sqliteFile: server.config.sqliteFile, storageDir: server.config.storageDir, databaseUrl: server.config.databaseUrl };
  return {
    ...process.env,
    DATA_DIR: path.dirname(where.sqliteFile), SQLITE_FILE: where.sqliteFile, OBJECT_STORAGE_DIR: where.storageDir,
    DATABASE_URL: where.databaseUrl ?? '', DATABASE_SCHEMA: '',
  };
}

/** Runs npm run backup or restore (from the sources), giving its exit code and output. */
async function command(name: 'backup' | 'restore', folder: string, env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', path.join(BIN, `${name}.ts`), folder], { cwd: REPO, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Publishes BISZ's Mission with `text` as its first paragraph in both languages. */
async function publishMission(text: string): Promise<void> {
  const path_ = `/BISZ/studio/targets/${mission.kind}/${mission.key}`;
  const live = (await editor.call('GET', path_)).body.data.live as ContentBody;
  const swap = (blocks: Block[]) => {
    const i = blocks.findIndex((b) => b.type === 'paragraph');
    return blocks.map((b, j): Block => (j === i ? { type: 'paragraph', content: [{ type: 'text', text }] } : b));
  };
  const body = { ...live, blocks: { en: swap(live.blocks.en), zh: swap(live.blocks.zh) } };
  const answer = await editor.call('POST', `${path_}/publish`, { body: { body } });
  if (answer.status !== 200) throw new Error(`publish refused: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** A comment on the BIGZ post, approved by the moderator; its text. */
async function approvedComment(text: string): Promise<void> {
  const cookie = await signInCommenter(server.base);
  const sent = await raw(server.base, '/api/BIGZ/user/comment/insert', {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-locale': 'en', 'x-forwarded-for': nextClient(), cookie }, body: JSON.stringify({ postId, name: 'Li Wei', comment: text }),
  });
  expect((await moderator.call('POST', `/BIGZ/comments/${sent.body.data.id}/approve`)).status).toBe(200);
}

/** A sign-up for BIGZ's first information session, of a family of its own (another mobile number is another family). */
async function signUp(email: string, mobile: string): Promise<void> {
  const [session] = (await raw(server.base, '/api/BIGZ/user/admissions/sessions', { headers: { 'x-locale': 'en' } })).body.data as { id: number }[];
  const sent = await raw(server.base, '/api/BIGZ/user/admissions/signup', {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-locale': 'en', 'x-forwarded-for': nextClient() },
    body: JSON.stringify({ name: 'Wang Fang', mobile, email, grade: 'Grade 3', entry: '2027-28', consent: true, sessionId: session!.id }),
  });
  expect(sent.status).toBe(200);
  expect(sent.body.data.alreadyBooked).toBe(false);
}

/** A photograph uploaded into BISZ's library: its address and bytes as served. */
async function photograph(width: number): Promise<{ id: number; src: string; bytes: Buffer }> {
  const item = (await upload(editor, server.base, 'BISZ', await phoneJpeg(width, 600))).body.data as { id: number; src: string };
  const bytes = Buffer.from(await (await fetch(server.base + item.src)).arrayBuffer());
  return { ...item, bytes };
}

/** What a visitor and the staff see of everything the test writes. */
async function site(on: TestServer, staff: { network: StaffClient; editor: StaffClient; officer: StaffClient }) {
  const page = await fetch(`${on.base}/en/about/mission`);
  return {
    // The page names its own address (canonical, og:url): the two servers' ports differ.
    page: { status: page.status, html: (await page.text()).replaceAll(on.base, 'http://site') },
    comments: await on.api('BIGZ', 'en').commentView({ postId }),
    signups: (await staff.officer.call('GET', '/BIGZ/signups')).body.data,
    accounts: (await staff.network.call('GET', '/accounts')).body.data,
    media: (await staff.editor.call('GET', '/BISZ/media')).body.data,
  };
}

/** Files and folders under a folder (nothing when it does not exist). */
const contents = (dir: string) => (fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).sort() : []);

/** Tables, indexes and sequences in the restore's PostgreSQL database (0: untouched). */
async function relations(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'")).rows[0]!.n;
  } finally {
    await client.end();
  }
}

it('restores what was written before the backup, taken while the site answers, and nothing written after', async () => {
  // Before the backup.
  await approvedComment('Written before the backup');
  await signUp('before@example.com', '138 1234 5678');
  const photo = await photograph(800);
  await publishMission('Published before the backup.');
  const before = await site(server, { network, editor, officer });
  expect(before.page.html).toContain('Published before the backup.');
  expect(before.media.map((m: { id: number }) => m.id)).toContain(photo.id);

  // The backup, while visitors keep reading pages: every answer comes, some of them during the backup.
  const target = path.join(scratch, 'backups', 'site');
  let backupDone = false;
  let answeredDuring = 0;
  const statuses = new Set<number>();
  const visitors = (async () => {
    while (!backupDone) {
      const answer = await fetch(`${server.base}/en/about/mission`);
      await answer.arrayBuffer();
      statuses.add(answer.status);
      if (!backupDone) answeredDuring += 1;
    }
  })();
  // A share card, as the server makes one on a page's first share: made again on request, so left out.
  fs.mkdirSync(path.join(server.config.storageDir, 'share'), { recursive: true });
  fs.writeFileSync(path.join(server.config.storageDir, 'share', 'card.0123456789.jpg'), 'a share card');
  const backup = await command('backup', target, settings()).finally(() => {
    backupDone = true;
  });
  await visitors;
  expect(backup).toMatchObject({ code: 0, stderr: '' });
  expect(backup.stdout).toMatch(/^Backed up into .* in \d+\.\d s: the (sqlite|postgres) database \(\d+ rows in \d+ tables, migration \d{3}_\w+\) and \d+ files, [\d.]+ MB in all\.$/m);
  expect([...statuses]).toEqual([200]);
  expect(answeredDuring).toBeGreaterThan(0);
  const manifestText = fs.readFileSync(path.join(target, MANIFEST_FILE), 'utf8');
  const manifest = readManifest(target);
  expect(manifest.database).toMatchObject({ kind: server.dialect, migration: expect.stringMatching(/^\d{3}_/) });
  expect(manifest.database.tables).toMatchObject({ comment: 1, signup: 1, staff_account: 4, media: 1, release: 1 });
  expect(manifest.files.filter((f) => f.path.startsWith('storage/modules/')).length).toBeGreaterThan(0);
  // The photograph's files are in it; share cards and QR codes, which the server makes again, are not.
  expect(manifest.files.map((f) => f.path)).toContain(`storage${photo.src.replace(/^\/storage/, '')}`);
  expect(manifest.files.some((f) => /^storage\/(share|social)\//.test(f.path))).toBe(false);

  // After the backup.
  await approvedComment('Written after the backup');
  await signUp('after@example.com', '139 8765 4321');
  const later = await createStaff(server, 'editor', 'BIGZ');
  const laterPhoto = await photograph(900);
  await publishMission('Published after the backup.');

  // A second backup into the same folder, killed once it has copied some files: the first stays.
  const killed = spawn(process.execPath, ['--import', 'tsx', path.join(BIN, 'backup.ts'), target], { cwd: REPO, env: settings(), stdio: 'ignore' });
  const partial = path.join(path.dirname(target), `.site.partial-${killed.pid}`);
  const exited = new Promise((resolve) => killed.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const poll = setInterval(() => {
      if (fs.existsSync(path.join(partial, 'storage'))) {
        clearInterval(poll);
        killed.kill('SIGKILL');
        resolve();
      } else if (killed.exitCode !== null) {
        clearInterval(poll);
        reject(new Error(`the second backup ended (${killed.exitCode}) before it had copied files`));
      }
    }, 5);
  });
  expect(await exited).toBe(null);
  expect(fs.readFileSync(path.join(target, MANIFEST_FILE), 'utf8')).toBe(manifestText);
  // What the killed backup left is no backup: a restore refuses it.
  expect(fs.readdirSync(path.dirname(target)).sort()).toEqual([path.basename(partial), 'site']);

  const restored: RestoreTarget = {
    sqliteFile: path.join(scratch, 'restored', 'schools.sqlite'),
    storageDir: path.join(scratch, 'restored', 'storage'),
    databaseUrl: restoreDatabase?.url,
  };
  const untouched = async () => {
    expect(contents(path.join(scratch, 'restored'))).toEqual([]);
    if (restoreDatabase) expect(await relations(restoreDatabase.url)).toBe(0);
  };
  await expect(restoreBackup(partial, restored)).rejects.toThrow(new BackupRefused(`${partial} is not a backup: it has no manifest.json (a backup stopped half-way never has one)`));
  await untouched();

  // A damaged copy (one byte of the photograph flipped) is refused before anything is written.
  const damaged = path.join(scratch, 'damaged');
  fs.cpSync(target, damaged, { recursive: true });
  const photoFile = path.join(damaged, 'storage', ...photo.src.replace(/^\/storage\//, '').split('/'));
  const bytes = fs.readFileSync(photoFile);
  const middle = bytes.length >> 1;
  bytes[middle] = bytes[middle]! ^ 0x01;
  fs.writeFileSync(photoFile, bytes);
  const refused = await command('restore', damaged, settings(restored));
  expect(refused).toEqual({
    code: 1,
    stdout: expect.stringMatching(/^Checking the SHA-256 of the backup's \d+ files\.\.\.\n$/),
    stderr: `The backup ${damaged} is damaged: storage${photo.src.replace(/^\/storage/, '')} does not match its SHA-256 in the manifest. Restore an earlier backup. Nothing was written\n`,
  });
  await untouched();

  // The restore, into an empty data folder (and a new database on PostgreSQL).
  const restore = await command('restore', target, settings(restored));
  expect(restore).toMatchObject({ code: 0, stderr: '' });
  expect(restore.stdout).toMatch(/^Restored the backup of .* in \d+\.\d s: \d+ rows into .*, \d+ files into .*\. Start the server with these settings\.$/m);
  // Again into the same folder: refused, nothing changed.
  const files = contents(restored.storageDir);
  const held = restoreDatabase ? [restored.storageDir] : [restored.sqliteFile, restored.storageDir];
  await expect(restoreBackup(target, restored)).rejects.toThrow(new BackupRefused(
    `The data folder is not empty: ${held.join(', ')} already exist${held.length === 1 ? 's' : ''}. Restore into an empty data folder (a new DATA_DIR), or move these away first. Nothing was written`,
  ));
  if (restoreDatabase) {
    const elsewhere = path.join(scratch, 'elsewhere', 'storage');
    await expect(restoreBackup(target, { ...restored, storageDir: elsewhere })).rejects.toThrow(/^The schema public of DATABASE_URL is not empty \(\d+ tables, indexes or sequences\): restore into a new database \(createdb\) or an empty schema\. Nothing was written$/);
    expect(fs.existsSync(elsewhere)).toBe(false);
  }
  expect(contents(restored.storageDir)).toEqual(files);

  const copy = await startTestServer({ sqliteFile: restored.sqliteFile, storageDir: restored.storageDir, databaseUrl: restored.databaseUrl });
  try {
    // Staff accounts made before the backup sign in; the one made after does not exist.
    const on = { network: await signedInAs(copy, network.account), editor: await signedInAs(copy, editor.account), officer: await signedInAs(copy, officer.account) };
    expect((await signIn(copy, later.email)).status).toBe(401);
    const after = await site(copy, on);
    expect(after).toEqual(before);
    expect(after.page.html).not.toContain('Published after the backup.');
    expect(after.media.map((m: { id: number }) => m.id)).not.toContain(laterPhoto.id);
    // The photograph itself, byte for byte.
    const served = await fetch(copy.base + photo.src);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(photo.bytes)).toBe(true);
  } finally {
    await copy.close();
  }

  // The next backup into the folder removes the killed one's leftover, and replaces the first backup.
  const state = { sqliteFile: server.config.sqliteFile, databaseUrl: server.config.databaseUrl, storageDir: server.config.storageDir, notCopied: [] };
  const next = await takeBackup(state, target);
  expect(fs.readdirSync(path.dirname(target))).toEqual(['site']);
  expect(next.database.tables).toMatchObject({ comment: 2, signup: 2, staff_account: 5, media: 2 });
  expect(readManifest(target)).toEqual(next);
});

it('refuses to back up into a folder that holds anything but a backup, and leaves it as it was', async () => {
  const folder = path.join(scratch, 'notes');
  fs.mkdirSync(folder);
  fs.writeFileSync(path.join(folder, 'notes.txt'), 'keep me');
  const state = { sqliteFile: server.config.sqliteFile, databaseUrl: server.config.databaseUrl, storageDir: server.config.storageDir, notCopied: [] };
  await expect(takeBackup(state, folder)).rejects.toThrow(new BackupRefused(`${folder} exists and is not a backup (it has no manifest.json of one): a backup replaces only an earlier backup. Choose another folder; nothing was written`));
  expect(contents(folder)).toEqual(['notes.txt']);
  expect(fs.readdirSync(scratch).filter((name) => name.startsWith('.notes.'))).toEqual([]);
  // Nor into the storage folder it copies.
  await expect(takeBackup(state, path.join(server.config.storageDir, 'backup'))).rejects.toThrow(/is inside the storage folder .*, which the backup copies/);
});
