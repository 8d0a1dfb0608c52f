import type { ReactNode } from 'react';

/**
 * A panel's table: a region that scrolls sideways on a narrow screen (focusable, named by the caption),
 * its column headers, and `empty` as one row when there is nothing to list. `cards`: on a phone each
 * row is a card instead, its cells one under the other, each named by its `data-label` (staff.css).
 */
export function StaffTable({ id, caption, columns, empty, cards, children }: {
  id: string;
  caption: string;
  columns: string[];
  empty?: string;
  cards?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`staff-table${cards ? ' staff-table--cards' : ''}`} role="region" aria-labelledby={`${id}-summary`} tabIndex={0}>
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
