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

/**
 * A new folder for one run's scratch files. Other users may pass through it (the PostgreSQL cluster
 * belongs to the postgres user); what is inside keeps its own permissions.
 */
export function makeScratch(prefix) {
  const dir = fs.mkdtempSync(path.join(hasRoom(MEMORY) ? MEMORY : os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}
