// npm run staff: accounts from the command line, on the server's database (a temporary DATA_DIR, or
// under npm run test:pg a PostgreSQL schema of its own), with the password from STAFF_PASSWORD or typed
// unseen in a terminal; enabling, new passwords, reset links and roles (issue 34); each change in the
// audit log as made by 'cli'.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase, type DbHandle } from '../src/platform/db/connect';
import { StaffService } from '../src/modules/staff/staffService';
import { StaffPasswords } from '../src/modules/staff/staffPasswords';
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

  it('enables a disabled account, which signs in with its password again', async () => {
    expect(await staff(['enable', '--email', 'mod@bisz.example.cn'])).toEqual({
      code: 0, stdout: 'Enabled mod@bisz.example.cn: it signs in with the password it had (npm run staff -- reset gives a link to set a new one).\n', stderr: '',
    });
    expect((await staff(['enable', '--email', 'mod@bisz.example.cn'])).stdout).toBe('mod@bisz.example.cn is enabled already.\n');
    const db = await open();
    try {
      expect((await new StaffService(db.db, db.dialect).signIn('mod@bisz.example.cn', STAFF_PASSWORD, '127.0.0.5')).account.disabledAt).toBeNull();
      const row = await db.db.selectFrom('staff_audit').selectAll().where('action', '=', 'account.enable').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ account_id: null, actor: 'cli', site: 'BISZ', target_id: '2' });
    } finally {
      await db.close();
    }
  });

  it('sets a new password (passwd) and signs the account out everywhere', async () => {
    const chosen = 'the command set this password';
    const set = await staff(['passwd', '--email', 'MOD@bisz.example.cn'], { STAFF_PASSWORD: chosen });
    // The session of the test before.
    expect(set).toEqual({ code: 0, stdout: 'Set a new password for mod@bisz.example.cn and signed it out everywhere (1 session ended).\n', stderr: '' });
    const db = await open();
    try {
      const service = new StaffService(db.db, db.dialect);
      await expect(service.signIn('mod@bisz.example.cn', STAFF_PASSWORD, '127.0.0.6')).rejects.toMatchObject({ status: 401 });
      expect((await service.signIn('mod@bisz.example.cn', chosen, '127.0.0.6')).account.id).toBe(2);
      expect(await db.db.selectFrom('staff_audit').select(['actor', 'target_id']).where('action', '=', 'account.password-set').execute()).toEqual([{ actor: 'cli', target_id: '2' }]);
    } finally {
      await db.close();
    }
    const refused = async (args: string[], extra: NodeJS.ProcessEnv = {}) => (await staff(args, extra)).stderr.split('\n')[0];
    expect(await refused(['passwd', '--email', 'mod@bisz.example.cn'], { STAFF_PASSWORD: 'too short' }))
      .toBe('The password must be at least 12 characters long; a longer phrase is easier to remember than a short code');
    expect(await refused(['passwd', '--email', 'mod@bisz.example.cn'])).toBe('Give the password in STAFF_PASSWORD, or run the command in a terminal to type it');
    expect(await refused(['passwd'], { STAFF_PASSWORD })).toBe('passwd needs --email');
  });

  it("prints a single-use reset link on the account's campus's address, or on --address; the old password works until it is used", async () => {
    const printed = await staff(['reset', '--email', 'mod@bisz.example.cn']);
    expect(printed.code).toBe(0);
    const [first, link] = printed.stdout.split('\n');
    expect(first).toMatch(/^A link for mod@bisz\.example\.cn to set a new password, valid once until \d{4}-\d\d-\d\d \d\d:\d\d China time \(1 hour\):$/);
    expect(link).toMatch(/^https:\/\/bisz\.lumina-schools\.cn\/admin#\/reset\?token=[\w-]{43}&email=mod%40bisz\.example\.cn$/);
    // A network administrator's opens on the first campus's address.
    expect((await staff(['reset', '--email', 'head.office@lumina.example.cn'])).stdout.split('\n')[1]).toMatch(/^https:\/\/bisz\.lumina-schools\.cn\/admin#\/reset\?token=/);
    const local = (await staff(['reset', '--email', 'mod@bisz.example.cn', '--address', 'http://127.0.0.1:8080/admin'])).stdout.split('\n')[1]!;
    expect(local).toMatch(/^http:\/\/127\.0\.0\.1:8080\/admin#\/reset\?token=[\w-]{43}&email=mod%40bisz\.example\.cn$/);
    expect((await staff(['reset', '--email', 'mod@bisz.example.cn', '--address', 'bisz.lumina-schools.cn'])).stderr)
      .toBe('--address is the site\'s address, such as https://bisz.lumina-schools.cn; got "bisz.lumina-schools.cn"\n');

    const db = await open();
    try {
      const passwords = new StaffPasswords(db.db, db.dialect);
      const tokenOf = (address: string) => /token=([\w-]{43})/.exec(address)![1]!;
      // The newer link ended the first one; the password of the test before works until the new one is set.
      await expect(passwords.redeemReset(tokenOf(link!), 'the link chose this password', '127.0.0.7')).rejects.toMatchObject({ status: 400, reason: 'resetLinkInvalid' });
      const service = new StaffService(db.db, db.dialect);
      expect((await service.signIn('mod@bisz.example.cn', 'the command set this password', '127.0.0.7')).account.id).toBe(2);
      // Every session ends: this sign-in's and the one of the test before.
      expect((await passwords.redeemReset(tokenOf(local), 'the link chose this password', '127.0.0.7')).sessionsEnded).toBe(2);
      expect((await service.signIn('mod@bisz.example.cn', 'the link chose this password', '127.0.0.7')).account.id).toBe(2);
      const audit = await db.db.selectFrom('staff_audit').select(['actor', 'after']).where('action', '=', 'account.reset-link').execute();
      expect(audit.map((r) => [r.actor, JSON.parse(r.after!).delivery])).toEqual([['cli', 'link'], ['cli', 'link'], ['cli', 'link']]);
      expect(JSON.stringify(audit)).not.toContain(tokenOf(local));
    } finally {
      await db.close();
    }
  });

  it('changes a role and campus (set-role) by the rules of creation, and keeps the last enabled network administrator', async () => {
    expect(await staff(['set-role', '--email', 'mod@bisz.example.cn', '--role', 'editor', '--campus', 'bigz']))
      .toEqual({ code: 0, stdout: 'mod@bisz.example.cn is now editor of BIGZ.\n', stderr: '' });
    const refused = async (args: string[]) => {
      const result = await staff(args);
      return { code: result.code, stderr: result.stderr.split('\n')[0] };
    };
    expect(await refused(['set-role', '--email', 'mod@bisz.example.cn', '--role', 'moderator']))
      .toEqual({ code: 1, stderr: expect.stringMatching(/^An account of role moderator belongs to one campus/) });
    expect(await refused(['set-role', '--email', 'mod@bisz.example.cn', '--role', 'network', '--campus', 'BISZ']))
      .toEqual({ code: 1, stderr: 'A network administrator works on every campus: give no campus' });
    expect(await refused(['set-role', '--email', 'mod@bisz.example.cn', '--role', 'principal'])).toEqual({ code: 1, stderr: 'set-role needs --role (network, editor, admissions, moderator)' });

    // Head Office is the only network administrator: it keeps the role, and stays enabled.
    const last = 'Head.Office@Lumina.example.cn is the last enabled network administrator: make another account a network administrator (or enable one) before you';
    expect(await refused(['set-role', '--email', 'head.office@lumina.example.cn', '--role', 'editor', '--campus', 'BISZ']))
      .toEqual({ code: 1, stderr: `${last} demote it, so that someone can still manage the accounts` });
    expect(await refused(['disable', '--email', 'head.office@lumina.example.cn'])).toEqual({ code: 1, stderr: `${last} disable it, so that someone can still manage the accounts` });
    expect((await staff(['set-role', '--email', 'mod@bisz.example.cn', '--role', 'network'])).stdout).toBe('mod@bisz.example.cn is now network administrator (every campus).\n');
    expect((await staff(['set-role', '--email', 'head.office@lumina.example.cn', '--role', 'moderator', '--campus', 'BINJ'])).code).toBe(0);
    const db = await open();
    try {
      const rows = await db.db.selectFrom('staff_account').select(['email', 'role', 'campus']).where('id', 'in', [1, 2]).orderBy('id').execute();
      expect(rows).toEqual([
        { email: 'Head.Office@Lumina.example.cn', role: 'moderator', campus: 'BINJ' },
        { email: 'mod@bisz.example.cn', role: 'network', campus: null },
      ]);
      const audit = await db.db.selectFrom('staff_audit').select(['actor', 'site', 'before', 'after']).where('action', '=', 'account.role').orderBy('id').execute();
      expect(audit.map((r) => [r.actor, r.site, JSON.parse(r.before!).role, JSON.parse(r.after!).role])).toEqual([
        ['cli', 'BIGZ', 'moderator', 'editor'], ['cli', 'BIGZ', 'editor', 'network'], ['cli', 'BINJ', 'network', 'moderator'],
      ]);
    } finally {
      await db.close();
    }
  });
});
