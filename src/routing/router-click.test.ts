import { describe, expect, it } from "vitest";
import { routerFollows, type LinkClick } from "./router-click.ts";

const tap: LinkClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

describe("routerFollows", () => {
  it("follows a plain tap or Enter in the page", () => {
    expect(routerFollows(tap, null)).toBe(true);
    expect(routerFollows(tap, "_self")).toBe(true);
  });

  it("leaves a click with a modifier to the browser (new tab, new window, download)", () => {
    for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const) expect(routerFollows({ ...tap, [key]: true }, null)).toBe(false);
  });

  it("leaves other buttons, other targets and handled clicks to the browser", () => {
    expect(routerFollows({ ...tap, button: 1 }, null)).toBe(false);
    expect(routerFollows(tap, "_blank")).toBe(false);
    expect(routerFollows({ ...tap, defaultPrevented: true }, null)).toBe(false);
  });
});
