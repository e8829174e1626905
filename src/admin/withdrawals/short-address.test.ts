import { expect, it } from "vitest";
import { shortAddress } from "./short-address.ts";

it("keeps both ends of a long address and leaves a short one whole", () => {
  expect(shortAddress("TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL")).toBe("TNPeea…1NYqeL");
  expect(shortAddress("bc1qshort")).toBe("bc1qshort");
  expect(shortAddress("abcdefghijklm")).toBe("abcdefghijklm");
  expect(shortAddress("abcdefghijklmn")).toBe("abcdef…ijklmn");
});
