import type { RequestOptions } from "../client.ts";

/** What a read passes on to the client: a signal to give up, and whether a failure stays silent. */
export type ReadOptions = Pick<RequestOptions, "signal" | "silent">;
