// A test file that opens a database says so in its name, `*.db.test.ts`: npm run test:pg runs exactly
// those files again on PostgreSQL. A file that opens one without the name fails here, on SQLite
// already, rather than silently never running on PostgreSQL. (The fault tests that restart PostgreSQL,
// faults/*.pgfault.ts, run only there, after the suite.)
import path from 'node:path';

export const DATABASE_FILE = /\.(db\.test|pgfault)\.tsx?$/;

export function requireDatabaseFile(): void {
  const file = expect.getState().testPath;
  if (file && !DATABASE_FILE.test(file)) {
    const name = path.basename(file);
    throw new Error(`${name} opens a database: rename it ${name.replace(/\.test\.(tsx?)$/, '.db.test.$1')} so that npm run test:pg runs it on PostgreSQL too`);
  }
}
