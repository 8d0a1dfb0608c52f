// Searches per client address: a visitor typing (the page asks as they type, a few times a second at
// most) never meets the limit; a script that would make the database scan every campus's text in a loop
// does. A bucket per address, kept in memory: a search changes nothing, so counting per instance is
// enough (the writes' limits, which must hold across instances, are counted in the database).
import { ERROR_CODES } from '@schools/shared-api';
import { ApiError } from '../../platform/http/errors';

/** A burst of 30 searches, then one a second (60 a minute). */
export const SEARCH_RATE = { burst: 30, perSecond: 1 } as const;

/** Addresses remembered at most: past it, those whose bucket has filled again are forgotten (they lose nothing). */
const MAX_CLIENTS = 10_000;

export class SearchLimit {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly rate: { burst: number; perSecond: number } = SEARCH_RATE,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a search of the client, or refuses it (429, with Retry-After) when its bucket is empty. */
  take(client: string): void {
    const now = this.now();
    const bucket = this.buckets.get(client);
    const tokens = bucket ? Math.min(this.rate.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.rate.perSecond) : this.rate.burst;
    if (tokens < 1) {
      const wait = Math.ceil((1 - tokens) / this.rate.perSecond);
      throw new ApiError(429, ERROR_CODES.tooManyRequests,
        `Too many searches from this address: at most ${this.rate.burst} at once, then ${this.rate.perSecond * 60} a minute; try again in ${wait} s`,
        { 'retry-after': String(wait) });
    }
    this.buckets.set(client, { tokens: tokens - 1, at: now });
    if (this.buckets.size > MAX_CLIENTS) this.forgetFull(now);
  }

  private forgetFull(now: number): void {
    for (const [client, b] of this.buckets) {
      if (b.tokens + ((now - b.at) / 1000) * this.rate.perSecond >= this.rate.burst) this.buckets.delete(client);
    }
  }
}
