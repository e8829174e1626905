import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { AdminApiError, NO_ENVELOPE } from "./admin-client.ts";
import { errorText } from "./error-text.ts";

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

describe("what the operator is told about a failed call", () => {
  it("the server's own msg, already in the operator's language", () => {
    expect(errorText(new AdminApiError(409, "Already decided by another operator"))).toBe("Already decided by another operator");
  });

  it("the code when the server sent no msg", () => {
    expect(errorText(new AdminApiError(500, " "))).toBe("Request failed (500)");
  });

  it("that the server was not reached when no envelope came back", () => {
    expect(errorText(new AdminApiError(NO_ENVELOPE, "HTTP 502"))).toBe("The server could not be reached. Try again.");
  });

  it("nothing for an ended session (the login screen says it) or a cancelled call", () => {
    expect(errorText(new AdminApiError(999, "Session expired"))).toBeNull();
    expect(errorText(new DOMException("aborted", "AbortError"))).toBeNull();
  });
});
