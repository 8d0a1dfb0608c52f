// Which files a command touched: the size and time of change of every file in a tree, before and after.
import fs from 'node:fs';
import path from 'node:path';

/** Every file below `root` except node_modules and .git anywhere, and the top-level folders in `skip`. */
export function snapshot(root, skip = [], dir = root, found = new Map()) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '.git' || (dir === root && skip.includes(entry.name))) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) snapshot(root, skip, full, found);
    else if (entry.isFile()) {
      const stat = fs.statSync(full);
      found.set(path.relative(root, full), `${stat.size}:${stat.mtimeMs}`);
    }
  }
  return found;
}

/** The files added, removed or changed between two snapshots. */
export function changedFiles(before, after) {
  return [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
}
