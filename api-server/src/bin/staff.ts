// npm run staff -- add | list | disable | enable | passwd | reset | set-role: staff accounts from the
// command line, on the same database as the server (DATABASE_URL, or DATA_DIR / SQLITE_FILE). The first
// network administrator is made here, and here a locked-out one gets back in; after that, network
// administrators can also manage accounts on the staff page. Every change is written to the audit log
// as made by the command line ('cli').
import { parseArgs } from 'node:util';
import { getCampus, type CampusCode } from '@schools/shared-api';
import { configFromEnv } from '../config';
import { openDatabase, type DbHandle } from '../platform/db/connect';
import { ApiError } from '../platform/http/errors';
import { chinaTime } from '../platform/time';
import { CLI_ACTOR, ROLE_NAMES, STAFF_ROLES, type StaffAccount, type StaffRole } from '../modules/staff/roles';
import { StaffService } from '../modules/staff/staffService';
import { StaffPasswords } from '../modules/staff/staffPasswords';
import { linkCampus } from '../modules/staff/passwordResets';
import { PASSWORD_RULES } from '../modules/staff/passwords';

const COMMANDS = ['add', 'list', 'disable', 'enable', 'passwd', 'reset', 'set-role'];

const USAGE = `Usage:
  npm run staff -- add --email <e-mail> --name "<name>" --role <role> [--campus <code>]
      creates an account; its password is read from STAFF_PASSWORD, or asked for (not shown) in a terminal
  npm run staff -- list
  npm run staff -- disable --email <e-mail>      disables the account and signs it out everywhere
  npm run staff -- enable --email <e-mail>       enables a disabled account: it signs in with the password it had
  npm run staff -- passwd --email <e-mail>
      sets a new password (STAFF_PASSWORD, or asked for twice in a terminal) and signs the account out everywhere
  npm run staff -- reset --email <e-mail> [--address https://<host>]
      prints a single-use link, valid 1 hour, for the person to set a new password on the staff page; their
      current password works until they do. The link opens /admin on the published address of the account's
      campus (a network administrator's: ${linkCampus(null)}'s), as the campus settings have it, or on --address
  npm run staff -- set-role --email <e-mail> --role <role> [--campus <code>]
      changes the account's role (and campus); the last enabled network administrator keeps the role
Roles: network (every campus; manages accounts, reads the audit log), editor, admissions, moderator
  (each of one campus: --campus BISZ, BIGZ, BIPH, BIHZ, BINJ, BBSZ, BISC, BIWH, BBGM or BBCD).
Passwords have at least ${PASSWORD_RULES.minLength} characters.`;

/** A refusal the command explains in a sentence (exit code 1, no stack trace). */
class Refused extends Error {}

/** Reads a line from the terminal without echoing it; `nothingDone` says what Ctrl-C leaves undone. */
function askHidden(question: string, nothingDone: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { stdin } = process;
    let value = '';
    const finish = () => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          finish();
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          finish();
          reject(new Refused(`Cancelled: ${nothingDone}`));
          return;
        }
        value = ch === '\u007f' || ch === '\b' ? [...value].slice(0, -1).join('') : value + ch;
      }
    };
    // Echo off before the question shows: nothing typed after it appears on the screen.
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
    process.stderr.write(question);
  });
}

/** STAFF_PASSWORD, or the password typed twice in a terminal; `nothingDone` says what a mistake leaves undone. */
async function password(nothingDone: string): Promise<string> {
  const fromEnv = process.env.STAFF_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!process.stdin.isTTY) throw new Refused('Give the password in STAFF_PASSWORD, or run the command in a terminal to type it');
  const first = await askHidden(`Password (at least ${PASSWORD_RULES.minLength} characters, not shown): `, nothingDone);
  const again = await askHidden('The same password again: ', nothingDone);
  if (first !== again) throw new Refused(`The two passwords differ: ${nothingDone}`);
  return first;
}

/** https://host of --address: an http(s) address, of which only the origin counts. */
function addressOf(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol)) throw new Refused(`--address is the site's address, such as https://bisz.lumina-schools.cn; got "${value}"`);
  return url.origin;
}

/** A campus's published origin, as its settings have it (where the server's links go too). */
async function publishedOrigin(database: DbHandle, site: CampusCode): Promise<string> {
  const row = await database.db.selectFrom('campus_settings').select('settings').where('site', '=', site).executeTakeFirst();
  // The server writes the settings at its first start; before that the catalog's address stands.
  const address = row ? (JSON.parse(row.settings) as { address: string }).address : getCampus(site).address;
  return new URL(address).origin;
}

const roleWords = (account: StaffAccount) => `${ROLE_NAMES[account.role]}${account.campus ? ` of ${account.campus}` : ' (every campus)'}`;

function table(accounts: StaffAccount[]): string[] {
  const rows = [['id', 'e-mail', 'name', 'role', 'campus', 'created (UTC)', 'disabled (UTC)'], ...accounts.map((a) => [
    String(a.id), a.email, a.name, a.role, a.campus ?? '—', a.createdAt.slice(0, 16).replace('T', ' '), a.disabledAt?.slice(0, 16).replace('T', ' ') ?? '',
  ])];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => [...r[i]!].length)));
  return rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd());
}

async function main(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, campus: { type: 'string' }, address: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  if (rest.length || !COMMANDS.includes(command)) throw new Refused(`Unexpected "${positionals.join(' ')}"\n\n${USAGE}`);

  let input: { email: string; name: string; role: StaffRole; campus: string | null; password: string } | undefined;
  if (command === 'add') {
    const role = values.role as StaffRole;
    if (!values.email || !values.name || !STAFF_ROLES.includes(role)) throw new Refused(`add needs --email, --name and --role (${STAFF_ROLES.join(', ')})\n\n${USAGE}`);
    const campus = values.campus?.toUpperCase() ?? null;
    // Everything but the password is checked before it is asked for.
    const problem = StaffService.problemWith({ email: values.email, name: values.name, role, campus, password: 'x'.repeat(PASSWORD_RULES.minLength) });
    if (problem) throw new Refused(problem.message);
    input = { email: values.email, name: values.name, role, campus, password: await password('no account was created') };
  }
  if (command !== 'add' && command !== 'list' && !values.email) throw new Refused(`${command} needs --email\n\n${USAGE}`);
  let change: { role: StaffRole; campus: string | null } | undefined;
  if (command === 'set-role') {
    const role = values.role as StaffRole;
    if (!STAFF_ROLES.includes(role)) throw new Refused(`set-role needs --role (${STAFF_ROLES.join(', ')})\n\n${USAGE}`);
    change = { role, campus: values.campus?.toUpperCase() ?? null };
    const problem = StaffService.roleProblem(change);
    if (problem) throw new Refused(problem.message);
  }
  const origin = values.address === undefined ? undefined : addressOf(values.address);
  // The new password is asked for before the database is opened, as add's is.
  const newPassword = command === 'passwd' ? await password('no password was changed') : undefined;

  const database = await openDatabase(configFromEnv());
  try {
    const staff = new StaffService(database.db, database.dialect);
    const passwords = new StaffPasswords(database.db, database.dialect);
    const found = async () => {
      const account = await staff.accountByEmail(values.email!);
      if (!account) throw new Refused(`No account has the e-mail address ${values.email}`);
      return account;
    };
    if (input) {
      const account = await staff.createAccount(input, CLI_ACTOR);
      console.log(`Created account #${account.id}: ${account.email} (${account.name}), ${account.role}${account.campus ? ` of ${account.campus}` : ', every campus'}.`);
    } else if (command === 'list') {
      const accounts = await staff.listAccounts();
      console.log(accounts.length ? table(accounts).join('\n') : 'No staff accounts yet: create the first network administrator with npm run staff -- add --role network ...');
    } else if (command === 'disable') {
      const account = await found();
      if (account.disabledAt) {
        console.log(`${account.email} was disabled already (${account.disabledAt}).`);
        return;
      }
      await staff.disableAccount(account.id, CLI_ACTOR);
      console.log(`Disabled ${account.email} and signed it out everywhere.`);
    } else if (command === 'enable') {
      const account = await found();
      if (!account.disabledAt) {
        console.log(`${account.email} is enabled already.`);
        return;
      }
      await staff.enableAccount(account.id, CLI_ACTOR);
      console.log(`Enabled ${account.email}: it signs in with the password it had (npm run staff -- reset gives a link to set a new one).`);
    } else if (command === 'passwd') {
      const { account, sessionsEnded } = await passwords.setPassword((await found()).id, newPassword!, CLI_ACTOR);
      console.log(`Set a new password for ${account.email} and signed it out everywhere (${sessionsEnded} session${sessionsEnded === 1 ? '' : 's'} ended).`);
    } else if (command === 'reset') {
      const account = await found();
      const published = origin ?? await publishedOrigin(database, linkCampus(account.campus));
      const { link, expiresAt } = await passwords.issueReset(account.id, CLI_ACTOR, () => published);
      console.log(`A link for ${account.email} to set a new password, valid once until ${chinaTime(expiresAt)} China time (1 hour):\n${link}\n`
        + 'Give it to them yourself, in person or in a message only they read. Their current password works until they set a new one; a newer link ends this one.');
    } else {
      const account = await staff.setRole((await found()).id, change!, CLI_ACTOR);
      console.log(`${account.email} is now ${roleWords(account)}.`);
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof Refused || error instanceof ApiError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
