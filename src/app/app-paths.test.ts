import { createMemoryHistory, createRouter } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { APP_PATHS, isAppPath } from "#domain/app-paths.ts";
import { routeTree } from "./route-tree.ts";

describe("the app's pages", () => {
  it("are the router's routes, the same list the server answers with the shell", () => {
    const router = createRouter({ routeTree, history: createMemoryHistory() });
    const paths = Object.keys(router.routesByPath);
    expect(paths.sort()).toEqual([...APP_PATHS].sort());
  });

  it("do not include look-alikes of API, dot-file or other paths", () => {
    for (const path of ["/API/user/info", "/v1/api/forex/kline", "/.git/config", "/.env", "/trade/", "/Trade", "/mine", "/trade/../.env"]) {
      expect(isAppPath(path), path).toBe(false);
    }
    expect(isAppPath("/mine/withdraw-way")).toBe(true);
  });
});
