export function makeScratch(prefix: string): string;
