export function snapshot(root: string, skip?: string[]): Map<string, string>;
export function changedFiles(before: Map<string, string>, after: Map<string, string>): string[];
