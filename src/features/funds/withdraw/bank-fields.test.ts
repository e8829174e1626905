import { describe, expect, it } from "vitest";
import { bankFields, bankProblem, EMPTY_BANK } from "./bank-fields.ts";

const full = { payee_name: "Ann Lee", payee_account: " DE89 3704 0044 0532 0130 00 ", bank_name: "Bank A", bank_address: "1 Main St", bank_swift: "DEUTDEFF", remark: "" };

describe("bank fields", () => {
  it("wants every field but the remark", () => {
    expect(bankProblem(EMPTY_BANK)).not.toBeNull();
    expect(bankProblem({ ...full, bank_swift: "  " })).not.toBeNull();
    expect(bankProblem(full)).toBeNull();
  });

  it("sends trimmed values and leaves an empty remark out", () => {
    expect(bankFields(full)).toEqual({ payee_name: "Ann Lee", payee_account: "DE89 3704 0044 0532 0130 00", bank_name: "Bank A", bank_address: "1 Main St", bank_swift: "DEUTDEFF" });
  });
});
