import type { FastifyInstance, FastifyRequest } from "fastify";

/** Fastify's own client-error shape: the error handler answers it as an unreadable request. */
function unreadable(cause: unknown): Error {
  return Object.assign(new Error("the form could not be read", { cause }), { statusCode: 400 });
}

/**
 * Empty form fields count as absent, so a blank input reads "missing", not "invalid". A field sent
 * twice becomes a list, which the schemas refuse, rather than one of its values picked silently.
 */
function fieldsOf(entries: Iterable<[string, FormDataEntryValue]>): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of entries) {
    if (typeof value !== "string" || value === "") continue;
    const before = fields[name];
    fields[name] = before === undefined ? value : [before, value].flat();
  }
  return fields;
}

/**
 * Lets the routes of the calling plugin read urlencoded and multipart forms (the API posts both)
 * as plain objects, validated by the same schemas as JSON. Scoped to that plugin: file uploads
 * elsewhere keep their own multipart handling. File parts are ignored.
 */
export function acceptForms(app: FastifyInstance): void {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, fieldsOf(new URLSearchParams(body as string)));
  });
  app.addContentTypeParser("multipart/form-data", { parseAs: "buffer" }, async (request: FastifyRequest, body: Buffer) => {
    try {
      const form = await new Response(new Uint8Array(body), { headers: { "content-type": request.headers["content-type"]! } }).formData();
      return fieldsOf(form);
    } catch (error) {
      throw unreadable(error);
    }
  });
}
