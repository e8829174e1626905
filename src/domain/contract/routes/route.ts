import { Type, type Static, type TSchema, type TUnsafe } from "typebox";

/**
 * One call of the HTTP API as both sides know it: its path, the methods it answers, what it takes
 * (the query of a GET, the form or JSON body of a POST, validated by the same schema) and the
 * `data` its envelope answers with. The server serves it from this entry and serialises the
 * answer through `answer`; the PWA calls it and reads `answer`'s type. The first method listed is
 * the one the PWA sends.
 */
export interface Route<I extends TSchema = TSchema, A extends TSchema = TSchema> {
  readonly path: string;
  readonly methods: readonly Method[];
  readonly input: I;
  readonly answer: A;
  /** The parameters in its path (`/:id`), when it has any: the caller gives them with the input. */
  readonly params?: TSchema;
}

/** A call answering with a file (a picture, a CSV) instead of an envelope; `params` are its path's, `query` what it reads from its query. */
export interface FileRoute<P extends TSchema = TSchema> {
  readonly path: string;
  readonly methods: readonly ["GET"];
  readonly params: P;
  readonly mediaTypes: readonly string[];
  readonly query?: TSchema;
}

export type Method = "GET" | "POST";
export type RouteInput<R extends Route> = Static<R["input"]>;
export type RouteAnswer<R extends Route> = Static<R["answer"]>;
export type RouteParams<R extends Route> = R extends { readonly params: infer P extends TSchema } ? Static<P> : unknown;
/** What a caller gives a call: its input, and the parameters of its path if it has any. */
export type RouteCall<R extends Route> = RouteInput<R> & RouteParams<R>;

/** The input of a call that takes no parameters. */
export const NoInput = Type.Object({});
/** The answer of a call whose envelope carries no data, only its message. */
export const NoAnswer = Type.Null();
/** A multipart body, read by the handler part by part rather than validated as a whole. */
export const Multipart: TUnsafe<FormData> = Type.Unsafe<FormData>({});

/** Read by GET with a query. */
export function get<I extends TSchema, A extends TSchema>(path: string, input: I, answer: A): Route<I, A> {
  return { path, methods: ["GET"], input, answer };
}

/** Sent by POST with a form or JSON. */
export function post<I extends TSchema, A extends TSchema>(path: string, input: I, answer: A): Route<I, A> {
  return { path, methods: ["POST"], input, answer };
}

/** The documented GET with a query, and the same call by POST with a form; the PWA uses GET. */
export function getOrPost<I extends TSchema, A extends TSchema>(path: string, input: I, answer: A): Route<I, A> {
  return { path, methods: ["GET", "POST"], input, answer };
}

/** As getOrPost, but the PWA posts (a call that changes something, with an Idempotency-Key where it matters). */
export function postOrGet<I extends TSchema, A extends TSchema>(path: string, input: I, answer: A): Route<I, A> {
  return { path, methods: ["POST", "GET"], input, answer };
}

/** The same call at a path with parameters in it (`/:id`), named by `params`. */
export function withParams<R extends Route, P extends TSchema>(route: R, params: P): R & { readonly params: P } {
  return { ...route, params };
}

/** An upload's id: 128 random bits in base64url. */
export const UPLOAD_ID_PATTERN = "^[A-Za-z0-9_-]{22}$";

/** A picture by its upload's id, read by GET; any other id (a NUL, `..`, 1 MB) is refused before a handler reads it. */
export function picture(path: string): FileRoute {
  return { path, methods: ["GET"], params: Type.Object({ id: Type.String({ pattern: UPLOAD_ID_PATTERN }) }), mediaTypes: ["image/jpeg", "image/png", "image/webp"] };
}

/** A file made from a query (an export), read by GET. */
export function download(path: string, query: TSchema, mediaType: string): FileRoute {
  return { path, methods: ["GET"], params: NoInput, mediaTypes: [mediaType], query };
}

/** Every answer's envelope around the call's data; the data is null when the code is not 1. */
export function answerEnvelope<A extends TSchema>(answer: A) {
  return Type.Object({ code: Type.Integer(), msg: Type.String(), data: answer });
}

/** The answer of a call that stored something new: its id. */
export const Created = Type.Object({ id: Type.Integer() });
