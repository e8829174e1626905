import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Messages } from "@lingui/core";
import { stubLocalStorage, type MemoryStorage } from "#tests/support/memory-storage.ts";
import { keepingCatalog } from "./catalog-cache.ts";

const catalogs: Record<string, Messages> = { en: { hello: "Hello" }, fr: { hello: "Bonjour" } };

let storage: MemoryStorage;

beforeEach(() => {
  storage = stubLocalStorage();
});

afterEach(() => vi.unstubAllGlobals());

/** A page load's loader: counts the catalog chunks it fetches. */
function pageLoad() {
  const load = vi.fn(async (locale: string) => catalogs[locale]!);
  return { load, loadCatalog: keepingCatalog(load, true) };
}

describe("the kept catalog", () => {
  it("activates the next page load in the same language without fetching its chunk", async () => {
    const first = pageLoad();
    expect(await first.loadCatalog("en")).toEqual(catalogs.en);
    expect(first.load).toHaveBeenCalledTimes(1);

    const next = pageLoad();
    expect(await next.loadCatalog("en")).toEqual(catalogs.en);
    expect(next.load).not.toHaveBeenCalled();
  });

  it("fetches another language's chunk and keeps that one instead", async () => {
    await pageLoad().loadCatalog("en");
    const next = pageLoad();
    expect(await next.loadCatalog("fr")).toEqual(catalogs.fr);
    expect(next.load).toHaveBeenCalledWith("fr");

    const after = pageLoad();
    await after.loadCatalog("fr");
    expect(after.load).not.toHaveBeenCalled();
  });

  it("never uses a copy another build kept", async () => {
    storage.setItem("pipwise.catalog", JSON.stringify({ build: "an older build", locale: "en", messages: { hello: "Hi (old)" } }));
    const load = pageLoad();
    expect(await load.loadCatalog("en")).toEqual(catalogs.en);
    expect(load.load).toHaveBeenCalledTimes(1);
  });

  it("still loads when storage refuses to keep it", async () => {
    vi.stubGlobal("localStorage", { getItem: () => null, setItem: () => { throw new Error("QuotaExceededError"); } });
    expect(await pageLoad().loadCatalog("en")).toEqual(catalogs.en);
  });
});
