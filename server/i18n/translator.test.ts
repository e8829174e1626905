import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { price, quantity, usdAmount } from "#domain/format/number-value.ts";
import { FUNDS_MESSAGES } from "./funds-messages.ts";
import { MESSAGES } from "./messages.ts";
import { TRADING_MESSAGES } from "./trading-messages.ts";
import { WITHDRAW_MESSAGES } from "./withdraw-messages.ts";
import { createTranslator, type Translator } from "./translator.ts";

const HK_CATALOG = `msgid ""
msgstr ""
"Content-Type: text/plain; charset=utf-8\\n"
"Language: zh-Hant\\n"

#. js-lingui-explicit-id
msgid "server.unknown_path"
msgstr "未知路徑：{path}"

#. js-lingui-explicit-id
msgid "server.missing_param"
msgstr ""
`;

let dir: string;
let translator: Translator;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "pipwise-locales-"));
  await writeFile(join(dir, "zh-Hant.po"), HK_CATALOG);
  translator = await createTranslator(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("server translator", () => {
  it("uses the catalog of the language's BCP-47 tag and fills placeholders", () => {
    expect(translator.translate("hk", MESSAGES.unknownPath, { path: "/x" })).toBe("未知路徑：/x");
  });

  it("falls back to the English source text when a translation is empty or the catalog is missing", () => {
    expect(translator.translate("hk", MESSAGES.missingParam, { name: "forex_id" })).toBe("Missing parameter: forex_id");
    expect(translator.translate("jp", MESSAGES.unknownPath, { path: "/y" })).toBe("Unknown path: /y");
  });

  it("writes amounts, prices and lots as the language of the message writes numbers", () => {
    const credited = { number: quantity("0.00125000"), currency: "BTC", credit: usdAmount("1234.5"), remark: "" };
    expect(translator.translate("de", FUNDS_MESSAGES.depositApprovedBody, credited)).toBe(
      "Your deposit of 0,00125 BTC is credited: 1.234,50 USD was added to your balance.",
    );
    expect(translator.translate("en", FUNDS_MESSAGES.depositApprovedBody, credited)).toContain("0.00125 BTC is credited: 1,234.50 USD");
    expect(translator.translate("fr", WITHDRAW_MESSAGES.amountAboveFree, { free: usdAmount("1000.000000") })).toBe("You can withdraw at most 1\u202f000,00 USD now");
    expect(translator.translate("ru", TRADING_MESSAGES.stopLossBelow, { price: price("1.0899", 5) })).toBe("A buy's stop loss must be below 1,08990");
    expect(translator.translate("spa", TRADING_MESSAGES.lotsBelowMinimum, { min: quantity("0.0100") })).toBe("The minimum order is 0,01 lots");
  });

  it("leaves plain text and whole numbers as they are given", () => {
    expect(translator.translate("de", FUNDS_MESSAGES.tooManyWaiting, { count: 3 })).toContain("You have 3 deposits");
  });
});
