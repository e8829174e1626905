import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES } from "#domain/contract/routes/table.ts";
import { OPENAPI_VIEWER_PATH } from "#server/http/plugins/ops/openapi-viewer.ts";
import { CHROMIUM_ARGS, chromiumExecutable } from "#tests/support/chromium.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

const executablePath = chromiumExecutable();
const NO_CHROMIUM = executablePath ? "" : " (skipped: no Chromium; apt-get install chromium)";

describe("the OpenAPI viewer", () => {
  it("is not served outside development", async () => {
    const server = await startTestServer();
    try {
      expect((await server.call(OPENAPI_VIEWER_PATH)).status).toBe(404);
      expect((await server.call("/openapi.json")).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  describe("in development", () => {
    let server: TestServer;
    let browser: Browser | undefined;
    beforeAll(async () => {
      server = await startTestServer({ NODE_ENV: "development" });
      if (executablePath) browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    }, 60_000);
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it("is a page of our own origin, with no inline script, under the PWA's security policy", async () => {
      const page = await server.call(OPENAPI_VIEWER_PATH);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
      const html = await page.text();
      expect([...html.matchAll(/<script([^>]*)>/g)].map(([, attributes]) => attributes)).toEqual([' src="swagger-ui-bundle.js"', ' src="viewer.js"']);
      for (const asset of ["swagger-ui.css", "swagger-ui-bundle.js", "viewer.js"]) {
        expect((await server.call(`${OPENAPI_VIEWER_PATH}${asset}`)).status, asset).toBe(200);
      }
    });

    it.skipIf(!executablePath)(`shows the route table's calls in Chromium without one policy violation${NO_CHROMIUM}`, async () => {
      const page = await browser!.newPage();
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
      });
      page.on("pageerror", (error) => violations.push(error.message));
      await page.goto(`${server.baseUrl}${OPENAPI_VIEWER_PATH}`);
      await page.locator(".opblock").first().waitFor({ timeout: 20_000 });
      // Past 150 entries Swagger UI lists the calls in a virtual list, which holds only those in view: scroll through it.
      const shown = new Set<string>();
      for (let scrolled = 0; scrolled < 400; scrolled++) {
        for (const path of await page.locator(".opblock-summary-path").evaluateAll((spans) => spans.map((span) => span.getAttribute("data-path")))) shown.add(path ?? "");
        if (await page.evaluate(() => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1)) break;
        const before = await page.evaluate(() => window.scrollY);
        await page.mouse.wheel(0, 400);
        await page.waitForFunction((y) => window.scrollY > y, before);
      }
      const tablePaths = new Set(API_ROUTES.map((route) => route.path.replace(/:(\w+)/g, "{$1}")));
      expect([...tablePaths].filter((path) => !shown.has(path))).toEqual([]);
      expect(violations).toEqual([]);
      await page.close();
    });
  });
});
