import { UPLOAD_ID_PATTERN } from "#domain/contract/routes/route.ts";

/** The opaque urls an upload is read at: by its owner (with their token) and by operators. */
const USER_PREFIX = "/api/common/upload/";
const OPERATOR_PREFIX = "/admin/api/uploads/";

export const UPLOAD_ID = new RegExp(UPLOAD_ID_PATTERN);

export const userUploadUrl = (id: string) => USER_PREFIX + id;
export const operatorUploadUrl = (id: string) => OPERATOR_PREFIX + id;

function idAfter(prefix: string, url: string): string | null {
  if (!url.startsWith(prefix)) return null;
  const id = url.slice(prefix.length);
  return UPLOAD_ID.test(id) ? id : null;
}

/** The id in a url the PWA sends back (an upload's own url), or null for anything else. */
export const uploadIdOf = (url: string) => idAfter(USER_PREFIX, url);

/** The id in a url the back office sends back (an operator's upload url), or null for anything else. */
export const operatorUploadIdOf = (url: string) => idAfter(OPERATOR_PREFIX, url);
