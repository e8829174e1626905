import { describe, expect, it } from "vitest";
import { areaOf, LOCAL_AREA } from "./address-area.ts";

describe("areaOf", () => {
  it.each([
    ["203.0.113.77", "203.0.113.0/24"],
    ["::ffff:198.51.100.9", "198.51.100.0/24"],
    ["2001:db8:1234:5678::1", "2001:db8:1234::/48"],
    ["2001:DB8::1", "2001:db8:0::/48"],
    ["10.1.2.3", LOCAL_AREA],
    ["172.20.0.1", LOCAL_AREA],
    ["192.168.1.10", LOCAL_AREA],
    ["127.0.0.1", LOCAL_AREA],
    ["::1", LOCAL_AREA],
    ["fd12:3456::1", LOCAL_AREA],
    ["fe80::1%eth0", LOCAL_AREA],
    ["not an address", ""],
  ])("gives %s the area %s, never the full address", (ip, area) => {
    expect(areaOf(ip)).toBe(area);
  });
});
