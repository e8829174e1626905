/** Codes and limits of uploads and real-name verification; their wire shapes are in contract/identity.ts. */

/** review_status of a real-name record: 0 form (never sent, or rejected), 1 waiting, 2 certified. */
export const REVIEW_FORM = 0;
export const REVIEW_WAITING = 1;
export const REVIEW_CERTIFIED = 2;
export type ReviewStatus = typeof REVIEW_FORM | typeof REVIEW_WAITING | typeof REVIEW_CERTIFIED;

/** What the server keeps of an upload at most: bytes and decoded pixels. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** The image types an upload may be, judged by content. */
export const UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** Longest side a photo is shrunk to on the device before it is sent. */
export const UPLOAD_SHRINK_EDGE = 2048;

/** Envelope codes of a refused upload, with the HTTP status of the same number. */
export const CODE_TOO_LARGE = 413;
export const CODE_UNSUPPORTED_TYPE = 415;

export const REAL_NAME_MAX = 64;
export const CARD_ID_MAX = 32;
