export interface BrokenLink {
  /** the page, relative to the root, with forward slashes */
  file: string;
  line: number;
  link: string;
  reason: string;
}
export function docPages(root: string): string[];
export function slug(heading: string): string;
export function anchors(text: string): Set<string>;
export function links(text: string): { line: number; target: string; undefinedReference?: boolean }[];
export function findBrokenLinks(root: string, pages?: string[]): BrokenLink[];
