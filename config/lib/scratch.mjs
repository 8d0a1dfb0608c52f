// Where a test run keeps its scratch files: one folder per run, removed at its end, so nothing a test
// forgets to delete outlives the run. In memory (/dev/shm) when the machine has room there: the suite
// creates and deletes tens of thousands of small files (seeded storage copied per test server, builds,
// a PostgreSQL cluster), which on a virtual machine's disk took about 1.4 s per storage copy against
// 60 ms in memory. Otherwise (macOS, a container with a small /dev/shm) the system's temporary folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MEMORY = '/dev/shm';
/** What a run may need at most: two servers' data, copies per jest worker, a PostgreSQL cluster. */
const ROOM_NEEDED = 2 * 1024 ** 3;

function hasRoom(dir) {
  try {
    fs.accessSync(dir, fs.constants.W_OK);
    const { bavail, bsize } = fs.statfsSync(dir);
    return bavail * bsize >= ROOM_NEEDED;
  } catch {
    return false;
  }
}

/** The scratch folder of the run that started this one (npm test's, for the jest runs it starts). */
const OUTER = 'SCHOOLS_TEST_SCRATCH';

/**
 * A new folder for this process's scratch files, inside the outer run's when there is one. It becomes
 * TMPDIR for this process and the commands it starts, and goes when the process exits, however the
 * run ended (jest skips its teardown when its setup fails). Other users may pass through it (the
 * PostgreSQL cluster belongs to the postgres user); what is inside keeps its own permissions.
 */
export function makeScratch(prefix) {
  const parent = process.env[OUTER] || (hasRoom(MEMORY) ? MEMORY : os.tmpdir());
  const dir = fs.mkdtempSync(path.join(parent, prefix));
  fs.chmodSync(dir, 0o755);
  process.env[OUTER] = dir;
  process.env.TMPDIR = dir;
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
