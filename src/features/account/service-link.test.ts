import { describe, expect, it } from "vitest";
import { serviceLinkOf } from "./service-link.ts";

describe("support link", () => {
  it("accepts web links", () => {
    expect(serviceLinkOf(" https://chat.pipwise.test/room?id=1 ")).toBe("https://chat.pipwise.test/room?id=1");
    expect(serviceLinkOf("http://chat.pipwise.test")).toBe("http://chat.pipwise.test/");
  });

  it("treats an empty setting as no support link", () => {
    expect(serviceLinkOf("")).toBeNull();
    expect(serviceLinkOf(undefined)).toBeNull();
  });

  it("refuses links that would run script in the app or are not links at all", () => {
    expect(serviceLinkOf("javascript:alert(1)")).toBeNull();
    expect(serviceLinkOf("data:text/html,<script>1</script>")).toBeNull();
    expect(serviceLinkOf("chat.pipwise.test")).toBeNull();
  });
});
