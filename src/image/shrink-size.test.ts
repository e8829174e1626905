import { describe, expect, it } from "vitest";
import { UPLOAD_MAX_BYTES } from "#domain/identity.ts";
import { fitWithin, reencodeSize } from "./shrink-size.ts";

describe("fitWithin", () => {
  it.each([
    ["a 12 MP landscape photo", { width: 4032, height: 3024 }, { width: 2048, height: 1536 }],
    ["a 12 MP portrait photo", { width: 3024, height: 4032 }, { width: 1536, height: 2048 }],
    ["a square above the edge", { width: 3000, height: 3000 }, { width: 2048, height: 2048 }],
    ["a picture exactly at the edge", { width: 2048, height: 1000 }, { width: 2048, height: 1000 }],
    ["a small picture, never enlarged", { width: 640, height: 480 }, { width: 640, height: 480 }],
    ["a very thin strip, kept at least a pixel", { width: 100_000, height: 10 }, { width: 2048, height: 1 }],
  ])("scales %s", (_, size, fitted) => {
    expect(fitWithin(size)).toEqual(fitted);
  });

  it("rounds to whole pixels", () => {
    expect(fitWithin({ width: 4000, height: 2999 })).toEqual({ width: 2048, height: 1535 });
  });
});

describe("reencodeSize", () => {
  const small = { width: 1200, height: 800 };

  it("sends a small JPEG, PNG or WebP under the limit as it is", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp"]) expect(reencodeSize({ type, size: 300_000 }, small)).toBeNull();
  });

  it("shrinks a picture larger than the edge whatever its type", () => {
    expect(reencodeSize({ type: "image/jpeg", size: 3_500_000 }, { width: 4032, height: 3024 })).toEqual({ width: 2048, height: 1536 });
  });

  it("re-encodes at the same size a small picture the server would refuse or that is too heavy", () => {
    expect(reencodeSize({ type: "image/heic", size: 300_000 }, small)).toEqual(small);
    expect(reencodeSize({ type: "", size: 300_000 }, small)).toEqual(small);
    expect(reencodeSize({ type: "image/png", size: UPLOAD_MAX_BYTES + 1 }, small)).toEqual(small);
  });
});
