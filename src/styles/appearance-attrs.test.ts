import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { THEME_COLOUR, languageUpDown } from "./appearance-attrs.ts";

const css = readFileSync(new URL("./theme.css", import.meta.url), "utf8");
const bgOf = (selector: string) => new RegExp(`${selector.replace(/[[\]]/g, "\\$&")} \\{[^}]*--bg: (#[\\da-f]+);`).exec(css)?.[1];

describe("the appearance put on <html>", () => {
  it("gives the browser's bars each theme's page background from theme.css", () => {
    expect(THEME_COLOUR.dark).toBe(bgOf(":root"));
    expect(THEME_COLOUR.light).toBe(bgOf(':root[data-theme="light"]'));
  });

  it.each([
    ["zh-Hant", "red-up"],
    ["zh-CN", "red-up"],
    ["zh-TW", "red-up"],
    ["en", "green-up"],
    ["ja", "green-up"],
    ["ar", "green-up"],
  ])("colours rising prices %s's way by default: %s", (locale, upDown) => {
    expect(languageUpDown(locale)).toBe(upDown);
  });
});
