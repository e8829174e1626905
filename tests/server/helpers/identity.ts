import sharp from "sharp";
import { expect } from "vitest";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import type { OperatorLoginResponse } from "#domain/contract/back-office.ts";
import type { UploadResponse } from "#domain/contract/identity.ts";
import { totpCode } from "#server/platform/totp.ts";
import { LIMITS_PASSWORD, registerByEmail } from "./accounts.ts";
import { dataOf } from "./envelope.ts";
import type { TestServer } from "./test-server.ts";

/** A real photo-like JPEG of `width` × `height`, with EXIF (orientation, GPS) a phone would write. */
export function photo(width = 640, height = 400, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withExif({ IFD0: { Make: "PhoneMaker" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "22/1 17/1 0/1" } })
    .withMetadata({ orientation })
    .jpeg()
    .toBuffer();
}

export function upload(server: TestServer, token: string | undefined, bytes: Uint8Array, name = "id.jpg", type = "image/jpeg"): Promise<Response> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return server.call("/api/common/image_upload", { method: "POST", body: form, lang: "en", headers: token ? { authorization: token } : {} });
}

export async function uploadUrl(server: TestServer, token: string, bytes?: Uint8Array): Promise<string> {
  return (await dataOf<UploadResponse>(await upload(server, token, bytes ?? (await photo())))).url;
}

let registered = 0;
/** A new real e-mail account. */
export async function realUser(server: TestServer, name = "kyc"): Promise<LoginResponse> {
  return registerByEmail(server, `${name}-${Date.now()}-${++registered}@example.com`, LIMITS_PASSWORD);
}

/** Sends a complete real-name record with two fresh pictures. */
export async function sendRealName(server: TestServer, token: string, name = "Chan Tai Man"): Promise<Response> {
  const [front, reverse] = [await uploadUrl(server, token), await uploadUrl(server, token)];
  return postJson(server, "/api/user_real/real_name", { name, card_id: "A1234567", front_pic: front, reverse_pic: reverse }, token);
}

export function postJson(server: TestServer, path: string, body: unknown, token?: string, lang = "en"): Promise<Response> {
  return server.call(path, {
    method: "POST",
    body: JSON.stringify(body),
    lang,
    headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) },
  });
}

const OPERATOR_PASSWORD = "Lantern-orchid-97";
let operatorCount = 0;

export interface TestOperator {
  login: string;
  secret: string;
  token: string;
}

/** Creates an operator through the test door and logs in with password and a current TOTP code. */
export async function operator(server: TestServer): Promise<TestOperator> {
  const login = `op${++operatorCount}-${Date.now()}`;
  const { secret } = await dataOf<{ secret: string }>(await postJson(server, "/v1/api/test/operators", { login, password: OPERATOR_PASSWORD }));
  const response = await postJson(server, "/admin/api/login", { login, password: OPERATOR_PASSWORD, totp: totpCode(secret, server.server.clock.now()) });
  const { token } = await dataOf<OperatorLoginResponse>(response);
  expect(token).toMatch(/^[\w-]{43}$/);
  return { login, secret, token };
}

export { OPERATOR_PASSWORD };
