import { ERROR_CODES } from '@schools/shared-api';
import type { StaffReason } from './refusals';

/** An error the API answers with as it is: HTTP status, envelope code, message for developers. */
export class ApiError extends Error {
  /** why, for the staff page to word in its language (sent as the envelope's `reason`) */
  reason: StaffReason | undefined;
  /** a refused write's conflict: who changed the thing since the writer read it, and when (the envelope's `changed`) */
  changed: { by: string; at: string } | undefined;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** headers the answer carries besides the security headers (a 429's Retry-After) */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The same error with the machine-readable reason the staff page words. */
  because(reason: StaffReason): this {
    this.reason = reason;
    return this;
  }

  /** The same error naming who changed the thing meanwhile, and when. */
  changedBy(by: string, at: string): this {
    this.changed = { by, at };
    return this;
  }

  static badRequest(message: string) {
    return new ApiError(400, ERROR_CODES.badRequest, message);
  }

  static notFound(message: string) {
    return new ApiError(404, ERROR_CODES.notFound, message);
  }

  static forbidden(message: string) {
    return new ApiError(403, ERROR_CODES.forbidden, message);
  }
}
