import { expect, it } from "vitest";
import { inviteLink } from "./invite-link.ts";

it("points at the register page of this host with the code", () => {
  expect(inviteLink("https://app.pipwise.example", "K7M2XQ9A")).toBe("https://app.pipwise.example/register?invite_code=K7M2XQ9A");
  expect(inviteLink("http://127.0.0.1:18480", "ABCD2345")).toBe("http://127.0.0.1:18480/register?invite_code=ABCD2345");
});
