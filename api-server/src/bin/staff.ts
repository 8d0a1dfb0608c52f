// npm run staff -- add | list | disable: staff accounts from the command line, on the same database
// as the server (DATABASE_URL, or DATA_DIR / SQLITE_FILE). The first network administrator is made
// here; after that, network administrators can also manage accounts on the staff page. Every change
// is written to the audit log as made by the command line ('cli').
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config';
import { openDatabase } from '../platform/db/connect';
import { ApiError } from '../platform/http/errors';
import { CLI_ACTOR, STAFF_ROLES, type StaffAccount, type StaffRole } from '../modules/staff/roles';
import { StaffService } from '../modules/staff/staffService';
import { PASSWORD_RULES } from '../modules/staff/passwords';

const USAGE = `Usage:
  npm run staff -- add --email <e-mail> --name "<name>" --role <role> [--campus <code>]
      creates an account; its password is read from STAFF_PASSWORD, or asked for (not shown) in a terminal
  npm run staff -- list
  npm run staff -- disable --email <e-mail>      disables the account and signs it out everywhere
Roles: network (every campus; manages accounts, reads the audit log), editor, admissions, moderator
  (each of one campus: --campus BISZ, BIGZ, BIPH, BIHZ, BINJ, BBSZ, BISC, BIWH, BBGM or BBCD).
Passwords have at least ${PASSWORD_RULES.minLength} characters.`;

/** A refusal the command explains in a sentence (exit code 1, no stack trace). */
class Refused extends Error {}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
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
          reject(new Refused('Cancelled: no account was created'));
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

/** STAFF_PASSWORD, or the password typed twice in a terminal. */
async function password(): Promise<string> {
  const fromEnv = process.env.STAFF_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  if (!process.stdin.isTTY) throw new Refused('Give the password in STAFF_PASSWORD, or run the command in a terminal to type it');
  const first = await askHidden(`Password (at least ${PASSWORD_RULES.minLength} characters, not shown): `);
  const again = await askHidden('The same password again: ');
  if (first !== again) throw new Refused('The two passwords differ: no account was created');
  return first;
}

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
      email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, campus: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  if (rest.length || !['add', 'list', 'disable'].includes(command)) throw new Refused(`Unexpected "${positionals.join(' ')}"\n\n${USAGE}`);

  let input: { email: string; name: string; role: StaffRole; campus: string | null; password: string } | undefined;
  if (command === 'add') {
    const role = values.role as StaffRole;
    if (!values.email || !values.name || !STAFF_ROLES.includes(role)) throw new Refused(`add needs --email, --name and --role (${STAFF_ROLES.join(', ')})\n\n${USAGE}`);
    const campus = values.campus?.toUpperCase() ?? null;
    // Everything but the password is checked before it is asked for.
    const problem = StaffService.problemWith({ email: values.email, name: values.name, role, campus, password: 'x'.repeat(PASSWORD_RULES.minLength) });
    if (problem) throw new Refused(problem.message);
    input = { email: values.email, name: values.name, role, campus, password: await password() };
  }
  if (command === 'disable' && !values.email) throw new Refused(`disable needs --email\n\n${USAGE}`);

  const database = await openDatabase(configFromEnv());
  try {
    const staff = new StaffService(database.db, database.dialect);
    if (input) {
      const account = await staff.createAccount(input, CLI_ACTOR);
      console.log(`Created account #${account.id}: ${account.email} (${account.name}), ${account.role}${account.campus ? ` of ${account.campus}` : ', every campus'}.`);
    } else if (command === 'list') {
      const accounts = await staff.listAccounts();
      console.log(accounts.length ? table(accounts).join('\n') : 'No staff accounts yet: create the first network administrator with npm run staff -- add --role network ...');
    } else {
      const account = await staff.accountByEmail(values.email!);
      if (!account) throw new Refused(`No account has the e-mail address ${values.email}`);
      if (account.disabledAt) {
        console.log(`${account.email} was disabled already (${account.disabledAt}).`);
        return;
      }
      await staff.disableAccount(account.id, CLI_ACTOR);
      console.log(`Disabled ${account.email} and signed it out everywhere.`);
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
