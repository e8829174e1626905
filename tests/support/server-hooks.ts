import { expect, type APIRequestContext } from "@playwright/test";

/**
 * The server's test doors (PIPWISE_TEST_HOOKS=1): how many sockets it holds, a way to drop
 * them all (the only way to cut a SharedWorker's socket from a test), and a way to hold new ones back.
 */
async function envelopeData<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered HTTP ${response.status()}`).toBe(true);
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(1);
  return body.data;
}

export async function socketCount(request: APIRequestContext): Promise<number> {
  const data = await envelopeData<{ count: number }>(await request.get("/v1/api/test/socket-count"));
  return data.count;
}

export async function dropAllSockets(request: APIRequestContext): Promise<number> {
  const data = await envelopeData<{ dropped: number }>(await request.post("/v1/api/test/drop-sockets"));
  return data.dropped;
}

/** New sockets wait unanswered until `releaseSockets`; the ones already open go on. */
export async function holdSockets(request: APIRequestContext): Promise<void> {
  await envelopeData(await request.post("/v1/api/test/hold-sockets"));
}

export async function releaseSockets(request: APIRequestContext): Promise<void> {
  await envelopeData(await request.post("/v1/api/test/release-sockets"));
}
