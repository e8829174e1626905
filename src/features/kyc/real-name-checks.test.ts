import { i18n, type MessageDescriptor } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import type { PictureState } from "#data/account/facade.ts";
import { cardIdProblem, nameProblem, sideProblem } from "./real-name-checks.ts";

const said = (problem: MessageDescriptor | null) => (problem ? i18n._(problem) : null);
const picture = new Blob(["jpeg"]);

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

describe("the real-name form's checks", () => {
  it("asks for a name and an ID number, spaces alone not counting", () => {
    expect(said(nameProblem("  "))).toBe("Please enter your name as on your ID");
    expect(said(cardIdProblem(""))).toBe("Please enter your ID number");
    expect(nameProblem("Chan Tai Man")).toBeNull();
    expect(cardIdProblem("A123456(7)")).toBeNull();
  });

  it("takes a side uploaded now or kept from the refused record", () => {
    expect(sideProblem({ step: "uploaded", picture, url: "/api/common/upload/a" }, "front")).toBeNull();
    expect(sideProblem({ step: "kept", url: "/api/common/upload/b" }, "back")).toBeNull();
  });

  it.each<[PictureState, string]>([
    [{ step: "empty" }, "Please upload the back of your ID"],
    [{ step: "reading" }, "Please wait until the picture is uploaded"],
    [{ step: "uploading", picture, progress: 0.4 }, "Please wait until the picture is uploaded"],
    [{ step: "failed", picture, reason: "Network error (ERR_NETWORK)" }, "The picture was not uploaded: try again"],
    [{ step: "unreadable" }, "Please upload the back of your ID"],
  ])("says why a side cannot be sent yet: %j", (state, message) => {
    expect(said(sideProblem(state, "back"))).toBe(message);
  });

  it("names the missing side", () => {
    expect(said(sideProblem({ step: "empty" }, "front"))).toBe("Please upload the front of your ID");
  });
});
