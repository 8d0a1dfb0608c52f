// PostgreSQL's client programs (pg_dump, pg_restore), found where Debian's packages put them or on
// PATH, and run with the connection's password in the environment rather than on the command line
// (where any user of the machine could read it in the process list).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { BackupRefused } from './refused';

const run = promisify(execFile);

export type PgTool = 'pg_dump' | 'pg_restore';

/** Debian installs each major version's programs under /usr/lib/postgresql/<version>/bin. */
const DEBIAN_ROOT = '/usr/lib/postgresql';

/**
 * The program's path: the newest Debian version's first (pg_dump must be at least as new as the
 * server it dumps), then PATH.
 */
export function findPgTool(name: PgTool, env: NodeJS.ProcessEnv = process.env): string {
  const versions = fs.existsSync(DEBIAN_ROOT)
    ? fs.readdirSync(DEBIAN_ROOT).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a))
    : [];
  const folders = [...versions.map((v) => path.join(DEBIAN_ROOT, v, 'bin')), ...(env.PATH ?? '').split(path.delimiter).filter(Boolean)];
  for (const folder of folders) {
    const file = path.join(folder, name);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return file;
    } catch {
      /* not here */
    }
  }
  throw new BackupRefused(
    `${name} was not found (looked in ${DEBIAN_ROOT}/*/bin and on PATH): install PostgreSQL's client programs, ` +
    'of the server\'s major version or newer (Debian: apt-get install postgresql-client), or put them on PATH',
  );
}

/** The connection string without its password, and the password for PGPASSWORD. */
export function splitPassword(url: string): { url: string; password?: string } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { url };
  }
  if (!parsed.password) return { url };
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), password };
}

/** Runs a client program (against the database of `url`, when given) and gives its output; its error output becomes the error's message. */
export async function runPgTool(name: PgTool, args: string[], url?: string): Promise<string> {
  const program = findPgTool(name);
  const { url: withoutPassword, password } = url === undefined ? { url: undefined, password: undefined } : splitPassword(url);
  try {
    const { stdout } = await run(program, [...args, ...(withoutPassword === undefined ? [] : [`--dbname=${withoutPassword}`])], {
      env: { ...process.env, ...(password === undefined ? {} : { PGPASSWORD: password }) },
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const failed = error as { stderr?: string; message: string };
    throw new Error(`${name} failed: ${(failed.stderr || failed.message).trim()}`);
  }
}
