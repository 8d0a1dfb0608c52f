// npm run staff: accounts from the command line, on the server's database (a temporary DATA_DIR, or
// under npm run test:pg a PostgreSQL schema of its own), with the password from STAFF_PASSWORD or typed
// unseen in a terminal; each change in the audit log as made by 'cli'.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase, type DbHandle } from '../src/platform/db/connect';
import { StaffService } from '../src/modules/staff/staffService';
import { STAFF_PASSWORD } from './support/staff';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

const run = promisify(execFile);
const REPO = path.resolve(__dirname, '../..');
const COMMAND = path.join(REPO, 'api-server/src/bin/staff.ts');

let database: TestDatabase;
let dataDir: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-cli-'));
  const { databaseUrl, databaseSchema } = database.options;
  env = { ...process.env, DATA_DIR: dataDir, STAFF_PASSWORD: '', ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: databaseSchema } : {}) };
  delete env.SQLITE_FILE;
});
afterAll(async () => {
  await database.remove();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Exit code and output of the command. */
async function staff(args: string[], extra: NodeJS.ProcessEnv = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', COMMAND, ...args], { cwd: REPO, env: { ...env, ...extra } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The same database, opened as the server opens it. */
async function open(): Promise<DbHandle> {
  return openDatabase(database.options.databaseUrl ? database.options : { sqliteFile: path.join(dataDir, 'schools.sqlite') });
}

describe('npm run staff', () => {
  it('creates the first network administrator from STAFF_PASSWORD, who can then sign in', async () => {
    const added = await staff(['add', '--email', 'Head.Office@Lumina.example.cn', '--name', 'Head Office', '--role', 'network'], { STAFF_PASSWORD });
    expect(added).toEqual({ code: 0, stdout: 'Created account #1: Head.Office@Lumina.example.cn (Head Office), network, every campus.\n', stderr: '' });
    expect(added.stdout + added.stderr).not.toContain(STAFF_PASSWORD);
    const db = await open();
    try {
      const signIn = await new StaffService(db.db, db.dialect).signIn('head.office@lumina.example.cn', STAFF_PASSWORD, '127.0.0.1');
      expect(signIn.account).toMatchObject({ role: 'network', campus: null });
      const audit = await db.db.selectFrom('staff_audit').selectAll().execute();
      expect(audit).toEqual([expect.objectContaining({ account_id: null, actor: 'cli', action: 'account.create', site: null, target_id: '1', before: null })]);
      expect(audit[0]!.after).not.toMatch(/scrypt|password/i);
    } finally {
      await db.close();
    }
  });

  it('creates a campus account with its campus, and lists the accounts', async () => {
    expect((await staff(['add', '--email', 'mod@bisz.example.cn', '--name', 'Zhang Wei', '--role', 'moderator', '--campus', 'bisz'], { STAFF_PASSWORD })).stdout)
      .toBe('Created account #2: mod@bisz.example.cn (Zhang Wei), moderator of BISZ.\n');
    const { code, stdout } = await staff(['list']);
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^id +e-mail +name +role +campus +created \(UTC\) +disabled \(UTC\)$/);
    expect(lines[1]).toMatch(/^1 +Head\.Office@Lumina\.example\.cn +Head Office +network +— +\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(lines[2]).toMatch(/^2 +mod@bisz\.example\.cn +Zhang Wei +moderator +BISZ +\d{4}-\d\d-\d\d \d\d:\d\d$/);
  });

  it('refuses what it cannot do with a message and exit code 1', async () => {
    const refused = async (args: string[], extra: NodeJS.ProcessEnv = {}) => {
      const result = await staff(args, extra);
      return { code: result.code, stderr: result.stderr.split('\n')[0] };
    };
    expect(await refused(['add', '--email', 'x@bisz.example.cn', '--name', 'X', '--role', 'editor'], { STAFF_PASSWORD }))
      .toEqual({ code: 1, stderr: expect.stringMatching(/^An account of role editor belongs to one campus/) });
    expect(await refused(['add', '--email', 'x@bisz.example.cn', '--name', 'X', '--role', 'editor', '--campus', 'BISZ'], { STAFF_PASSWORD: 'too short' }))
      .toEqual({ code: 1, stderr: 'The password must be at least 12 characters long; a longer phrase is easier to remember than a short code' });
    expect(await refused(['add', '--email', 'MOD@bisz.example.cn', '--name', 'Again', '--role', 'editor', '--campus', 'BISZ'], { STAFF_PASSWORD }))
      .toEqual({ code: 1, stderr: 'An account with the e-mail address MOD@bisz.example.cn exists already' });
    // No password given and no terminal to type it in (stdin is not a TTY here).
    expect(await refused(['add', '--email', 'y@bisz.example.cn', '--name', 'Y', '--role', 'editor', '--campus', 'BISZ']))
      .toEqual({ code: 1, stderr: 'Give the password in STAFF_PASSWORD, or run the command in a terminal to type it' });
    expect(await refused(['add', '--email', 'y@bisz.example.cn', '--role', 'editor'])).toEqual({ code: 1, stderr: 'add needs --email, --name and --role (network, editor, admissions, moderator)' });
    expect(await refused(['remove'])).toEqual({ code: 1, stderr: 'Unexpected "remove"' });
    expect(await refused(['disable', '--email', 'nobody@bisz.example.cn'])).toEqual({ code: 1, stderr: 'No account has the e-mail address nobody@bisz.example.cn' });
  });

  it('asks for the password in a terminal, twice, without showing it', async () => {
    const typed = 'typed in a terminal 密码';
    const command = [process.execPath, '--import', 'tsx', COMMAND, 'add', '--email', 'typed@bisz.example.cn', '--name', 'Typed', '--role', 'admissions', '--campus', 'BISZ']
      .map((a) => `'${a}'`).join(' ');
    // script(1) runs the command on a pseudo-terminal and passes what is written to it on as keystrokes.
    const child = spawn('script', ['-qec', command, '/dev/null'], { cwd: REPO, env });
    let output = '';
    const waitFor = (text: string) => new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "${text}" in: ${output}`)), 20_000);
      const check = () => {
        if (output.includes(text)) {
          clearTimeout(timer);
          child.stdout.off('data', check);
          resolve();
        }
      };
      child.stdout.on('data', check);
      check();
    });
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    await waitFor('not shown): ');
    child.stdin.write(`${typed}\r`);
    await waitFor('The same password again: ');
    child.stdin.write(`${typed}\r`);
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    expect(output).toMatch(/Created account #\d+: typed@bisz\.example\.cn \(Typed\), admissions of BISZ\./);
    expect(output).not.toContain(typed);
    const db = await open();
    try {
      expect((await new StaffService(db.db, db.dialect).signIn('typed@bisz.example.cn', typed, '127.0.0.2')).account.role).toBe('admissions');
    } finally {
      await db.close();
    }
  });

  it('disables an account, signs it out everywhere and writes the audit row', async () => {
    const db = await open();
    try {
      const service = new StaffService(db.db, db.dialect);
      await service.signIn('mod@bisz.example.cn', STAFF_PASSWORD, '127.0.0.3');
      expect(await staff(['disable', '--email', 'MOD@bisz.example.cn'])).toEqual({ code: 0, stdout: 'Disabled mod@bisz.example.cn and signed it out everywhere.\n', stderr: '' });
      expect(await db.db.selectFrom('staff_session').select('id_hash').where('account_id', '=', 2).execute()).toEqual([]);
      await expect(service.signIn('mod@bisz.example.cn', STAFF_PASSWORD, '127.0.0.4')).rejects.toMatchObject({ status: 401 });
      const row = await db.db.selectFrom('staff_audit').selectAll().where('action', '=', 'account.disable').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ account_id: null, actor: 'cli', site: 'BISZ', target_id: '2' });
      expect(JSON.parse(row.after!)).toMatchObject({ disabledAt: expect.any(String), sessionsEnded: 1 });
      expect((await staff(['disable', '--email', 'mod@bisz.example.cn'])).stdout).toMatch(/^mod@bisz\.example\.cn was disabled already/);
    } finally {
      await db.close();
    }
  });
});
