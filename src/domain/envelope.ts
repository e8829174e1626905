/** The response envelope of every HTTP call. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

/** Whether an answer's body is an envelope at all (a proxy's error page is not). */
export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === "object" && value !== null && typeof (value as Envelope).code === "number";
}

export const CODE_OK = 1;
export const CODE_SESSION_INVALID = 999;
/** The API's contract names only 1 and 999; these further codes are ours. */
export const CODE_BAD_REQUEST = 400;
export const CODE_NOT_FOUND = 404;
export const CODE_METHOD_NOT_ALLOWED = 405;
export const CODE_CONFLICT = 409;
export const CODE_TOO_MANY = 429;
export const CODE_HEADERS_TOO_LARGE = 431;
export const CODE_SERVER_ERROR = 500;

/**
 * The envelope code of a failed call's HTTP status: the status itself, but for a 401, which the
 * API's contract names 999 (log in again). The server answers every failure by this mapping.
 */
export function envelopeCodeOf(httpStatus: number): number {
  return httpStatus === 401 ? CODE_SESSION_INVALID : httpStatus;
}
