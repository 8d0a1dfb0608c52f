// Types of precompress.js for the TypeScript that uses it (the seed's pictures, tests).
export const COMPRESSIBLE: RegExp;
export function compressedCopies(content: Buffer, brotliQuality?: number): Partial<Record<'.br' | '.gz', Buffer>>;
