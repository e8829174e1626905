import { expect, it } from "vitest";
import { offerUpdate } from "./app-update.ts";

it("offers a waiting build unless an order sheet is open or the user said later", () => {
  expect(offerUpdate({ ready: false, later: false, orderSheets: 0 })).toBe(false);
  expect(offerUpdate({ ready: true, later: false, orderSheets: 0 })).toBe(true);
  expect(offerUpdate({ ready: true, later: false, orderSheets: 1 })).toBe(false);
  expect(offerUpdate({ ready: true, later: true, orderSheets: 0 })).toBe(false);
});
