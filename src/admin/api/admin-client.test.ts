import { describe, expect, it, vi } from "vitest";
import { BACK_OFFICE_ROUTES as ROUTES } from "#domain/contract/routes/back-office.ts";
import { get, NoAnswer, NoInput } from "#domain/contract/routes/route.ts";
import { AdminApiError, NO_ENVELOPE, createAdminClient, type AdminTransport } from "./admin-client.ts";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function client(answer: () => Promise<Response> | Response, overrides: Partial<AdminTransport> = {}) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  const onSessionInvalid = vi.fn();
  const api = createAdminClient({ fetch, token: () => "op-token", lang: () => "fr", onSessionInvalid, ...overrides });
  const sent = () => {
    const [url, init] = fetch.mock.calls[0]!;
    return { url: String(url), init: init!, headers: new Headers(init!.headers) };
  };
  return { api, fetch, onSessionInvalid, sent };
}

describe("the back office's API client", () => {
  it("sends the operator's token and language and resolves with data on code 1", async () => {
    const { api, sent } = client(() => json({ code: 1, msg: "ok", data: { identities: 3 } }));
    await expect(api.call(ROUTES.queues, {})).resolves.toEqual({ identities: 3 });
    expect(sent().headers.get("authorization")).toBe("op-token");
    expect(sent().headers.get("lang")).toBe("fr");
    expect(sent().init.method).toBe("GET");
  });

  it("puts a GET's input in the url and a POST's as JSON, with the record's id in the path", async () => {
    const { api, sent } = client(() => json({ code: 1, msg: "", data: null }));
    await api.call(ROUTES.companies, { name: undefined, page: 2 });
    expect(sent().url).toBe("/admin/api/companies?page=2");
    expect(sent().init.method).toBe("GET");

    const second = client(() => json({ code: 1, msg: "", data: null }));
    await second.api.call(ROUTES.rejectIdentity, { userId: 7, reason: "blurred" });
    expect(second.sent().url).toBe("/admin/api/identities/7/reject");
    expect(second.sent().init.method).toBe("POST");
    expect(second.sent().init.body).toBe('{"reason":"blurred"}');
    expect(second.sent().headers.get("content-type")).toBe("application/json");
  });

  it("posts no body when the input holds nothing but the path's id", async () => {
    const { api, sent } = client(() => json({ code: 1, msg: "", data: null }));
    await api.call(ROUTES.approveDeposit, { id: 12 });
    expect(sent().url).toBe("/admin/api/deposits/12/approve");
    expect(sent().init.body).toBeUndefined();
    expect(sent().headers.has("content-type")).toBe(false);
  });

  it("sends a file as multipart, leaving its content type to the browser", async () => {
    const { api, sent } = client(() => json({ code: 1, msg: "", data: { url: "/admin/api/uploads/x" } }));
    const form = new FormData();
    form.set("file", new Blob(["png"], { type: "image/png" }), "cover.png");
    await expect(api.call(ROUTES.uploadCover, form)).resolves.toEqual({ url: "/admin/api/uploads/x" });
    expect(sent().init.body).toBe(form);
    expect(sent().headers.has("content-type")).toBe(false);
  });

  it("sends no authorization header before the operator has a token", async () => {
    const { api, sent } = client(() => json({ code: 1, msg: "", data: null }), { token: () => null });
    await api.call(ROUTES.login, { login: "ops", password: "secret", totp: "123456" });
    expect(sent().headers.has("authorization")).toBe(false);
  });

  it("rejects with the server's code and translated msg on any other code", async () => {
    const { api, onSessionInvalid } = client(() => json({ code: 400, msg: "Code incorrect" }, 400));
    await expect(api.call(ROUTES.login, { login: "ops", password: "secret", totp: "000000" })).rejects.toMatchObject({ code: 400, message: "Code incorrect" });
    expect(onSessionInvalid).not.toHaveBeenCalled();
  });

  it("ends the operator's session on 999, and still rejects the call", async () => {
    const { api, onSessionInvalid } = client(() => json({ code: 999, msg: "Session expired" }));
    await expect(api.call(ROUTES.me, {})).rejects.toMatchObject({ code: 999 });
    expect(onSessionInvalid).toHaveBeenCalledOnce();
  });

  it("reports a missing envelope (proxy page, network failure) as NO_ENVELOPE", async () => {
    const html = client(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(html.api.call(ROUTES.queues, {})).rejects.toMatchObject({ code: NO_ENVELOPE, message: "HTTP 502" });

    const offline = client(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(offline.api.call(ROUTES.queues, {})).rejects.toBeInstanceOf(AdminApiError);
  });

  it("never sends the token outside the back office's API", async () => {
    const { api, fetch } = client(() => json({ code: 1, msg: "", data: null }));
    await expect(api.blob("https://elsewhere.example/admin/api/uploads/1")).rejects.toThrow(/not a back office path/);
    await expect(api.call(get("/api/user/info", NoInput, NoAnswer), {})).rejects.toThrow(/not a back office path/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reads a picture as a blob, or the envelope that refused it", async () => {
    const picture = client(() => new Response(new Uint8Array([1, 2, 3]), { headers: { "content-type": "image/png" } }));
    const blob = await picture.api.blob("/admin/api/uploads/5");
    expect(blob.size).toBe(3);
    expect(picture.sent().headers.get("authorization")).toBe("op-token");

    const expired = client(() => json({ code: 999, msg: "Session expired" }, 401));
    await expect(expired.api.blob("/admin/api/uploads/5")).rejects.toMatchObject({ code: 999 });
    expect(expired.onSessionInvalid).toHaveBeenCalledOnce();
  });

  it("lets a cancelled call fail as cancelled, not as a network error", async () => {
    const controller = new AbortController();
    const { api } = client(() => {
      controller.abort();
      return Promise.reject(new DOMException("aborted", "AbortError"));
    });
    await expect(api.blob("/admin/api/uploads/5", controller.signal)).rejects.toMatchObject({ name: "AbortError" });
  });
});
