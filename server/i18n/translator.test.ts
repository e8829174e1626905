import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "./messages.ts";
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
});
