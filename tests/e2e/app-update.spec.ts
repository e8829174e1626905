import { readFileSync, writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { precompressFile } from "#scripts/vite-precompress.ts";
import { demoByApi, storeSession } from "./accounts-helpers.ts";

const SW_FILE = "dist/sw.js";

test("a new build is offered, held back while a sheet is open (an order, the instruments), and applied only when the user agrees", async ({ page, request }) => {
  test.setTimeout(90_000);
  await storeSession(page, await demoByApi(request));
  await page.goto("/trade?lang=en");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.getByTestId("update-prompt")).toHaveCount(0);

  // The server now serves a newer service worker, as after a deployment (with its compressed copies).
  const original = readFileSync(SW_FILE, "utf8");
  const deploy = async (text: string) => {
    writeFileSync(SW_FILE, text);
    await precompressFile(SW_FILE);
  };
  await deploy(`${original}\n// a newer build\n`);
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    const prompt = page.getByTestId("update-prompt");
    await expect(prompt).toContainText("A new version of Pipwise is ready.");

    /** The offer leaves while the sheet `opener` opens is on screen, and comes back once it is closed. */
    const heldWhileOpen = async (opener: string, sheet: string) => {
      await expect(page.getByTestId(opener)).toBeEnabled();
      await page.getByTestId(opener).click();
      await expect(page.getByTestId(sheet)).toBeVisible();
      await expect(prompt).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(page.getByTestId(sheet)).toBeHidden();
      await expect(prompt).toBeVisible();
    };
    // Never over an order being written, nor over any other sheet or dialog the user is answering.
    await heldWhileOpen("trade-buy", "order-sheet");
    await heldWhileOpen("instrument-drawer", "instrument-sheet");

    // Still the old build until the user says so; then the page reloads into the new one.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())!.waiting))).toBe(true);
    const reloaded = page.waitForEvent("load");
    await page.getByTestId("update-apply").click();
    await reloaded;
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())!.waiting))).toBe(false);
    await expect(page.getByTestId("update-prompt")).toHaveCount(0);
  } finally {
    await deploy(original);
  }
});
