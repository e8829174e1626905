import { Type } from "typebox";
import { RealNameRecord, RealNameRequest, UploadResponse } from "../identity.ts";
import { get, Multipart, NoAnswer, NoInput, picture, post } from "./route.ts";

/** Pictures and real-name verification (image_upload, user_real), real accounts only. */
export const IDENTITY_ROUTES = {
  /** One part named `file`: a JPEG, PNG or WebP of at most UPLOAD_MAX_BYTES. */
  upload: post("/api/common/image_upload", Multipart, UploadResponse),
  /** The uploader's own picture back, with the authorization header; any session. */
  uploaded: picture("/api/common/upload/:id"),
  realName: post("/api/user_real/real_name", RealNameRequest, NoAnswer),
  /** Null when the user never sent a record. */
  center: get("/api/user_real/center", NoInput, Type.Union([RealNameRecord, Type.Null()])),
};
