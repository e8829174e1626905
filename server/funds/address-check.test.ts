import { describe, expect, it } from "vitest";
import { accountIsValid, addressIsValid, swiftIsValid } from "./address-check.ts";

describe("withdrawal destinations", () => {
  it("checks coin addresses by their network's format and checksum", () => {
    expect(addressIsValid("TRC20", "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL")).toBe(true);
    expect(addressIsValid("TRC20", "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeM")).toBe(false);
    expect(addressIsValid("ERC20", "0x52908400098527886E0F7030069857D2E4169EE7")).toBe(true);
    // One letter's case changed breaks the EIP-55 checksum.
    expect(addressIsValid("ERC20", "0x52908400098527886e0F7030069857D2E4169EE7")).toBe(false);
    expect(addressIsValid("Bitcoin", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq")).toBe(true);
    expect(addressIsValid("Bitcoin", "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL")).toBe(false);
    expect(addressIsValid("Dogecoin", "DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L")).toBe(false);
  });

  it("checks SWIFT/BIC codes and IBANs, and lets local account numbers through", () => {
    expect(swiftIsValid("HRBRGB2L")).toBe(true);
    expect(swiftIsValid("DEUTDEFF500")).toBe(true);
    expect(swiftIsValid("SMPLXX33")).toBe(false);
    expect(accountIsValid("GB29 NWBK 6016 1331 9268 19")).toBe(true);
    expect(accountIsValid("GB29NWBK60161331926818")).toBe(false);
    expect(accountIsValid("000123456789")).toBe(true);
  });
});
