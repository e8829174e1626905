import { expect, type APIRequestContext } from "@playwright/test";

/**
 * The server's test doors (PIPWISE_TEST_HOOKS=1): how many sockets it holds, and a way to drop
 * them all, which is the only way to cut a SharedWorker's socket from a test.
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
