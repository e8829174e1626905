import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataOf } from "./helpers/envelope.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  // No STATIC_DIR build here: the API must run without the PWA.
  server = await startTestServer({
    SERVICE_LINK: "https://chat.example.com/room/7",
    SERVICE_LINK_TYPE: "2",
    VERIFY_REG_TYPE: "2",
    TRADE_FEE_TYPE: "1",
    IS_SHOW_MOBILE: "0",
    DESKTOP_SITE_URL: "https://pc.pipwise.example/",
  });
});
afterAll(() => server?.close());

describe("operator settings", () => {
  it("answers the base settings from configuration", async () => {
    expect(await dataOf(await server.call("/api/basicSet/getBasicInfo?t=5"))).toEqual({
      service_link: "https://chat.example.com/room/7",
      service_link_type: 2,
      verify_reg_type: 2,
      trade_fee_type: 1,
      pc_url: "https://pc.pipwise.example",
      main_company_mode: 0,
      complaint_email: "",
    });
  });

  it("answers is_show_mobile by key", async () => {
    expect(await dataOf(await server.call("/api/default/setting?key=is_show_mobile&t=5"))).toEqual({ key: "is_show_mobile", value: 0 });
  });
});

describe("GET /manifest.json", () => {
  it("is an installable web app manifest in the caller's language", async () => {
    const response = await server.call("/manifest.json", { lang: "ar" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: "Pipwise",
      short_name: "Pipwise",
      start_url: "/",
      display: "standalone",
      lang: "ar",
      dir: "rtl",
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    expect(manifest.description.length).toBeGreaterThan(10);
    expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toEqual(["/trade", "/order"]);
    expect(manifest.shortcuts[0].name).toBe("التداول");
  });
});

describe("without a built PWA", () => {
  it("tells a browser how to build it and keeps the API running", async () => {
    const page = await server.call("/trade", { lang: "en", headers: { accept: "text/html" } });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("npm run build");
    expect((await dataOf<unknown[]>(await server.call("/v1/api/forex/getCategories"))).length).toBe(6);
  });
});
