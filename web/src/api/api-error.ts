/** Why a call failed, so a screen can react without parsing messages. */
export type ApiFailure =
  /** The envelope answered with a code other than 1. */
  | 'rejected'
  /** HTTP 401: the token is missing or invalid. */
  | 'unauthorized'
  /** Any other HTTP status outside 2xx, or an unreadable answer. */
  | 'http'
  /** The backend could not be reached. */
  | 'network'
  /** No answer within the timeout. */
  | 'timeout'
  /** The same POST or PUT was sent again within the duplicate-submit window. */
  | 'duplicate'
  /** The caller cancelled the call (e.g. the screen went away). */
  | 'cancelled';

/** A failed call: `code` is the envelope code (or the HTTP status), `msg` what the shopper was told. */
export class ApiError extends Error {
  readonly failure: ApiFailure;
  readonly code: number;
  readonly msg: string;
  readonly status: number | undefined;

  constructor(failure: ApiFailure, code: number, msg: string, status?: number) {
    super(msg);
    this.name = 'ApiError';
    this.failure = failure;
    this.code = code;
    this.msg = msg;
    this.status = status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
