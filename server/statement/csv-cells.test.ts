import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv-cells.ts";

describe("a CSV cell", () => {
  it.each([
    ["=HYPERLINK(\"http://x\")", "\"'=HYPERLINK(\"\"http://x\"\")\""],
    ["+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\tsneaky", "'\tsneaky"],
  ])("keeps a spreadsheet from running %j as a formula", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each(["-100.000000", "24.8", "0", "-7"])("leaves the number %s a number", (value) => {
    expect(csvCell(value)).toBe(value);
  });

  it("quotes a separator, a quote or a line break, and ends a line with CRLF", () => {
    expect(csvLine(["a,b", "say \"hi\"", "two\nlines", "Prix d'ouverture"])).toBe("\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",Prix d'ouverture\r\n");
  });
});
