/** The opaque urls an upload is read at: by its owner (with their token) and by operators. */
const USER_PREFIX = "/api/common/upload/";
const OPERATOR_PREFIX = "/admin/api/uploads/";

/** 128 random bits in base64url. */
export const UPLOAD_ID = /^[A-Za-z0-9_-]{22}$/;

export const userUploadUrl = (id: string) => USER_PREFIX + id;
export const operatorUploadUrl = (id: string) => OPERATOR_PREFIX + id;

/** The id in a url the PWA sends back (an upload's own url), or null for anything else. */
export function uploadIdOf(url: string): string | null {
  if (!url.startsWith(USER_PREFIX)) return null;
  const id = url.slice(USER_PREFIX.length);
  return UPLOAD_ID.test(id) ? id : null;
}
