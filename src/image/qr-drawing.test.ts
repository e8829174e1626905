import { describe, expect, it } from "vitest";
import { modulesPath, qrDrawing } from "./qr-drawing.ts";

describe("drawing a QR code", () => {
  it("draws each horizontal run of dark modules as one rectangle", () => {
    expect(modulesPath([
      [true, true, false, true],
      [false, false, false, false],
      [false, true, true, true],
    ])).toBe("M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z");
  });

  it("draws nothing for an all-light matrix", () => {
    expect(modulesPath([[false, false], [false, false]])).toBe("");
  });

  it("fits a deposit address in a small code with a quiet zone of two modules", () => {
    const { size, path } = qrDrawing("SAMPLE-USDT-TRC20-NOT-A-REAL-ADDRESS");
    // Version 2 (25 modules) holds these 36 capitals, digits and dashes at level M; 2 light modules on each side.
    expect(size).toBe(29);
    expect(path).not.toMatch(/M[01] /);
    expect(path).toMatch(/^M2 2h7v1h-7z/);
  });

  it("draws a different code for a different address", () => {
    expect(qrDrawing("TXYZ1").path).not.toBe(qrDrawing("TXYZ2").path);
  });
});
