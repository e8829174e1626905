import { expect, it } from "vitest";
import { appUpdate, holdUpdateOffer, offerUpdate } from "./app-update.ts";

it("offers a waiting build unless a sheet or dialog is open or the user said later", () => {
  expect(offerUpdate({ ready: false, later: false, openDialogs: 0 })).toBe(false);
  expect(offerUpdate({ ready: true, later: false, openDialogs: 0 })).toBe(true);
  expect(offerUpdate({ ready: true, later: false, openDialogs: 1 })).toBe(false);
  expect(offerUpdate({ ready: true, later: true, openDialogs: 0 })).toBe(false);
});

it("holds the offer while any of several sheets and dialogs is open", () => {
  const letGoSheet = holdUpdateOffer();
  const letGoDialog = holdUpdateOffer();
  letGoSheet();
  expect(appUpdate.openDialogs).toBe(1);
  letGoDialog();
  expect(appUpdate.openDialogs).toBe(0);
});
