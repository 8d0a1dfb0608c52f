// Which files a command touched: the size and time of change of every file in a tree, before and after
// (and every folder, so that one made empty shows too).
import fs from 'node:fs';
import path from 'node:path';

/** Every file and folder below `root` except node_modules and .git anywhere, and the paths in `skip` (relative to root). */
export function snapshot(root, skip = [], dir = root, found = new Map()) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const relative = path.relative(root, full);
    if (entry.name === 'node_modules' || entry.name === '.git' || skip.includes(relative)) continue;
    if (entry.isDirectory()) {
      found.set(`${relative}/`, 'folder');
      snapshot(root, skip, full, found);
    } else if (entry.isFile()) {
      const stat = fs.statSync(full);
      found.set(relative, `${stat.size}:${stat.mtimeMs}`);
    }
  }
  return found;
}

/** The files (and folders, ending in /) added, removed or changed between two snapshots. */
export function changedFiles(before, after) {
  return [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
}
