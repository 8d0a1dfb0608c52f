import type { ReactNode } from 'react';

/**
 * A panel's table: a region that scrolls sideways on a narrow screen (focusable, named by the caption),
 * its column headers, and `empty` as one row when there is nothing to list.
 */
export function StaffTable({ id, caption, columns, empty, children }: { id: string; caption: string; columns: string[]; empty?: string; children: ReactNode }) {
  return (
    <div className="staff-table" role="region" aria-labelledby={`${id}-summary`} tabIndex={0}>
      <table>
        <caption id={`${id}-summary`}>{caption}</caption>
        <thead>
          <tr>{columns.map((column) => <th key={column} scope="col">{column}</th>)}</tr>
        </thead>
        <tbody>
          {empty && <tr><td colSpan={columns.length}>{empty}</td></tr>}
          {children}
        </tbody>
      </table>
    </div>
  );
}
