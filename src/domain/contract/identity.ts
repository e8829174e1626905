import { Type, type Static } from "typebox";
import { CARD_ID_MAX, REAL_NAME_MAX, REVIEW_CERTIFIED, REVIEW_FORM, REVIEW_WAITING } from "../identity.ts";
import { IntegerChoice, Text } from "./fields.ts";

/**
 * Uploads and real-name verification (image_upload, user_real). An upload's
 * `url` is opaque: the path the uploader (with their authorization header) or an operator reads it at.
 */
export const UploadUrl = Text({ minLength: 1, maxLength: 128 });

/** Answer of POST /api/common/image_upload (multipart, one part named `file`). */
export const UploadResponse = Type.Object({ url: Type.String() });
export type UploadResponse = Static<typeof UploadResponse>;

/** Body of POST /api/user_real/real_name: the pictures are the caller's own upload urls. */
export const RealNameRequest = Type.Object({
  name: Text({ minLength: 1, maxLength: REAL_NAME_MAX }),
  card_id: Text({ minLength: 1, maxLength: CARD_ID_MAX }),
  front_pic: UploadUrl,
  reverse_pic: UploadUrl,
});
export type RealNameRequest = Static<typeof RealNameRequest>;

/**
 * Answer of GET /api/user_real/center. A rejected record is back at status 0 with the operator's
 * reason in `reject_reason`, and keeps what was sent so the form reopens filled in.
 */
export const RealNameRecord = Type.Object({
  name: Type.String(),
  card_id: Type.String(),
  front_pic: Type.String(),
  reverse_pic: Type.String(),
  review_status: IntegerChoice([REVIEW_FORM, REVIEW_WAITING, REVIEW_CERTIFIED]),
  reject_reason: Type.Union([Type.String(), Type.Null()]),
});
export type RealNameRecord = Static<typeof RealNameRecord>;
