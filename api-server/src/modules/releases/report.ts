// What the release command prints: what changed in a release, and the history as a table.
import type { Imports, Release } from './releaseLog';
import type { Outcome } from './releaser';

const fileName = (url: string | undefined) => (url ? url.slice(url.lastIndexOf('/') + 1) : '—');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);

function signed(bytes: number): string {
  const text = kb(Math.abs(bytes));
  return bytes === 0 ? '±0' : `${bytes > 0 ? '+' : '−'}${text}`;
}

/** One line per entry: old → new file, and its gzip size before and after. */
export function changeLines(before: Imports, after: Imports, sizesBefore: Record<string, number>, sizesAfter: Record<string, number>): string[] {
  const specifiers = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const width = Math.max(...specifiers.map((s) => s.length));
  return specifiers.map((specifier) => {
    const from = before[specifier];
    const to = after[specifier];
    const name = specifier.padEnd(width);
    if (from === to) return `  ${name}  ${fileName(to)} (unchanged)`;
    const old = sizesBefore[specifier];
    const now = sizesAfter[specifier];
    const size = old !== undefined && now !== undefined ? `  ${kb(old)} → ${kb(now)} gzip (${signed(now - old)})` : now !== undefined ? `  ${kb(now)} gzip` : '';
    return `  ${name}  ${fileName(from)} → ${fileName(to)}${size}`;
  });
}

export function outcomeReport(outcome: Outcome, totalMs: number): string[] {
  const { release, before, section } = outcome;
  const steps = Object.entries(outcome.timings).map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ');
  if (!release) return [`${section}: already live (release #${before?.id ?? '?'}), nothing switched — ${seconds(totalMs)}${steps ? ` (${steps})` : ''}`];
  const verb = release.action === 'rollback' ? `rolled back to #${release.restores}` : 'released';
  return [
    `${section}: ${verb} as #${release.id}, live after ${seconds(totalMs)}${steps ? ` (${steps})` : ''}`,
    ...changeLines(release.importsBefore, release.imports, before?.sizes ?? {}, release.sizes),
  ];
}

/** The history, newest first, one release a line. */
export function historyTable(rows: Release[]): string[] {
  if (!rows.length) return ['No releases yet.'];
  const header = ['#', 'when (UTC)', 'by', 'section', 'action', 'from → to', 'commit', 'message'];
  const lines = rows.map((row) => {
    // The section's own module names the version (its CSS and dependencies move with it).
    const main = `@schools/${row.section}` in row.imports ? `@schools/${row.section}` : Object.keys(row.imports).sort()[0]!;
    const action = row.action === 'rollback' ? `rollback to #${row.restores}` : 'release';
    return [
      String(row.id), row.releasedAt.replace('T', ' ').slice(0, 19), row.releasedBy, row.section,
      `${action}${row.prunedAt ? ' (pruned)' : ''}`,
      `${fileName(row.importsBefore[main])} → ${fileName(row.imports[main])}`,
      row.gitCommit, row.message,
    ];
  });
  const widths = header.map((_, i) => Math.max(header[i]!.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ').trimEnd();
  return [format(header), ...lines.map(format)];
}
