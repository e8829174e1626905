import { expect } from "vitest";
import type { Envelope } from "#domain/envelope.ts";

/** The body as an envelope, checking the shape every answer must have. */
export async function envelopeOf<T = unknown>(response: Response): Promise<Envelope<T>> {
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await response.json()) as Envelope<T>;
  expect(body).toEqual(expect.objectContaining({ code: expect.any(Number), msg: expect.any(String) }));
  return body;
}

/** Asserts a success envelope and returns its data. */
export async function dataOf<T>(response: Response): Promise<T> {
  const body = await envelopeOf<T>(response);
  expect(body.code, body.msg).toBe(1);
  expect(response.status).toBe(200);
  return body.data as T;
}
