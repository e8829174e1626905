import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const CONFIG = join(ROOT, ".dependency-cruiser.cjs");
const CRUISER = join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");

/** A small project where each rule is broken once, next to imports the rules allow. */
const FIXTURE: Record<string, string> = {
  "tsconfig.json": JSON.stringify({ compilerOptions: { module: "ESNext", moduleResolution: "Bundler", allowImportingTsExtensions: true, jsx: "react-jsx", noEmit: true } }),
  "node_modules/react/package.json": JSON.stringify({ name: "react", main: "index.js" }),
  "node_modules/react/index.js": "export const createElement = () => null;",
  "node_modules/decimal.js/package.json": JSON.stringify({ name: "decimal.js", main: "decimal.js" }),
  "node_modules/decimal.js/decimal.js": "export default class Decimal {}",
  "node_modules/typebox/package.json": JSON.stringify({ name: "typebox", main: "index.js" }),
  "node_modules/typebox/index.js": "export const Type = {};",
  "src/domain/money.ts": 'import Decimal from "decimal.js";\nimport { Type } from "typebox";\nexport const zero = [new Decimal(), Type];',
  "src/domain/reads-disk.ts": 'import { readFileSync } from "node:fs";\nexport const read = readFileSync;',
  "src/domain/money.test.ts": 'import { zero } from "./money.ts";\nimport { readFileSync } from "node:fs";\nexport { zero, readFileSync };',
  "src/db/db.ts": "export const db = {};\nexport type Db = typeof db;",
  "src/db/meta.ts": 'export const META_KEY = "key";',
  "src/data/use-db.ts": 'import type { Db } from "../db/db.ts";\nimport { META_KEY } from "../db/meta.ts";\nexport const data = (db: Db) => [db, META_KEY];',
  "src/data/opens-db.ts": 'import { db } from "../db/db.ts";\nexport const opened = db;',
  "src/ui/reads-db.ts": 'import { db } from "../db/db.ts";\nexport const view = db;',
  "src/app/shell.ts": 'import { a } from "../features/a/a.ts";\nexport const shell = a;',
  "src/features/a/a.ts": 'import { b } from "../b/b.ts";\nimport { zero } from "../../domain/money.ts";\nexport const a = [b, zero];',
  "src/features/b/b.ts": 'import { shell } from "../../app/shell.ts";\nexport const b = 1;\nexport const back = () => shell;',
  "src/state/session.ts": "export const session = {};",
  "src/ui/reads-session.ts": 'import { session } from "../state/session.ts";\nexport const who = session;',
  "src/ui/button.tsx": "export const Button = () => null;",
  "src/admin/main.ts": 'import { zero } from "../domain/money.ts";\nimport { who } from "../ui/reads-session.ts";\nimport { Button } from "../ui/button.tsx";\nexport const admin = [zero, who, Button];',
  "src/app/admin-link.ts": 'import { admin } from "../admin/main.ts";\nexport const link = admin;',
  "src/shared/helper.ts": 'import { createElement } from "react";\nexport const helper = createElement;',
  "src/cycle/one.ts": 'import { two } from "./two.ts";\nexport const one = () => two;',
  "src/cycle/two.ts": 'import { one } from "./one.ts";\nexport const two = () => one;',
  "server/main.ts": 'import { zero } from "../src/domain/money.ts";\nimport { a } from "../src/features/a/a.ts";\nexport const main = [zero, a];',
  "workers/realtime.ts": 'import { helper } from "../src/shared/helper.ts";\nimport { data } from "../src/data/use-db.ts";\nexport const w = [helper, data];',
  "workers/sw.ts": 'import { db } from "../src/db/db.ts";\nexport const sw = db;',
  "server/config.ts": "export const config = {};",
  "server/store/open-store.ts": 'import { config } from "../config.ts";\nexport const store = config;',
  "server/news/news-reads.ts": 'import { store } from "../store/open-store.ts";\nexport const news = store;',
  "server/store/seed-news.ts": 'import { news } from "../news/news-reads.ts";\nexport const seed = news;',
  "node_modules/fastify/package.json": JSON.stringify({ name: "fastify", main: "fastify.js" }),
  "node_modules/fastify/fastify.js": "export default function fastify() {}",
  "server/http/reply.ts": 'import fastify from "fastify";\nexport const reply = fastify;',
  "server/ledger/ledger.ts": 'import { store } from "../store/open-store.ts";\nexport const ledger = store;',
  "server/engine/answers.ts": 'import { reply } from "../http/reply.ts";\nimport { ledger } from "../ledger/ledger.ts";\nexport const answer = [reply, ledger];',
  "server/market/logs.ts": 'import fastify from "fastify";\nexport const log = fastify;',
  "node_modules/@tanstack/react-router/package.json": JSON.stringify({ name: "@tanstack/react-router", main: "index.js" }),
  "node_modules/@tanstack/react-router/index.js": "export const Link = () => null;",
  "src/format/amount.ts": 'import { zero } from "../domain/money.ts";\nexport const amount = zero;',
  "src/image/reads-data.ts": 'import { data } from "../data/use-db.ts";\nexport const picture = data;',
  "src/ui/price.tsx": 'import { amount } from "../format/amount.ts";\nimport { Button } from "./button.tsx";\nimport { a } from "../features/a/a.ts";\nimport { Link } from "@tanstack/react-router";\nexport const price = [amount, Button, a, Link];',
  "src/admin/screen.ts": 'import { amount } from "../format/amount.ts";\nexport const screen = amount;',
  "src/widgets/uses-feature.tsx": 'import { a } from "../features/a/a.ts";\nimport { session } from "../state/session.ts";\nexport const widget = [a, session];',
  "src/data/feed.ts": "export const feed = 1;",
  "src/realtime/socket.ts": 'import { feed } from "../data/feed.ts";\nexport const socket = feed;',
  "src/ui/card.tsx": "export const Card = () => null;",
  "src/data/uses-card.ts": 'import { Card } from "../ui/card.tsx";\nexport const card = Card;',
  "src/api/reads/news.ts": "export const newsList = () => [];",
  "src/api/login.ts": "export const login = () => true;",
  "src/features/a/news-view.ts": 'import { newsList } from "../../api/reads/news.ts";\nimport { login } from "../../api/login.ts";\nexport const view = [newsList, login];',
  "src/data/market/use-news.ts": 'import { newsList } from "../../api/reads/news.ts";\nexport const useNews = newsList;',
  "src/data/market/facade.ts": 'export { useNews } from "./use-news.ts";',
  "src/widgets/news-card.ts": 'import { useNews } from "../data/market/use-news.ts";\nimport { useNews as viaFacade } from "../data/market/facade.ts";\nexport const card = [useNews, viaFacade];',
  "src/db/kept-market.ts": 'import { META_KEY } from "./meta.ts";\nimport type { Db } from "./db.ts";\nimport { db } from "./db.ts";\nexport const read = (kept: Db) => [META_KEY, kept, db];',
  "src/data/market/warm-start.ts": 'import { read } from "../../db/kept-market.ts";\nexport const warm = read;',
};

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "pipwise-import-rules-"));
  for (const [path, text] of Object.entries(FIXTURE)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the import rules (.dependency-cruiser.cjs)", () => {
  it("name every broken rule in a tree and let the allowed imports through", () => {
    // The reporter `npm run check:imports` uses: "error rule: from → to", a cycle's next steps on lines below.
    const run = spawnSync(process.execPath, [CRUISER, "src", "workers", "server", "--config", CONFIG], { cwd: dir, encoding: "utf8" });
    const found = [...stripVTControlCharacters(run.stdout).matchAll(/^\s*error (\S+): (\S+) →\s+(\S+)/gm)].map((m) => `${m[1]}: ${m[2]} → ${m[3]}`);
    expect(found.sort()).toEqual(
      [
        "admin-only-pure-helpers: src/admin/main.ts → src/ui/button.tsx",
        "admin-without-pwa-app: src/admin/main.ts → src/state/session.ts",
        "db-only-through-data: src/ui/reads-db.ts → src/db/db.ts",
        "tabs-without-dexie: src/data/opens-db.ts → src/db/db.ts",
        "tabs-without-dexie: src/ui/reads-db.ts → src/db/db.ts",
        "domain-is-pure: src/domain/reads-disk.ts → fs",
        "features-not-app: src/features/b/b.ts → src/app/shell.ts",
        "features-stay-apart: src/features/a/a.ts → src/features/b/b.ts",
        "no-circular: src/app/shell.ts → src/features/a/a.ts",
        "no-circular: src/cycle/one.ts → src/cycle/two.ts",
        "pwa-not-admin: src/app/admin-link.ts → src/admin/main.ts",
        "server-uses-only-domain: server/main.ts → src/features/a/a.ts",
        "worker-without-react: workers/realtime.ts → node_modules/react/index.js",
        "store-imports-no-feature: server/store/seed-news.ts → server/news/news-reads.ts",
        "server-core-without-edges: server/engine/answers.ts → server/http/reply.ts",
        "server-core-without-edges: server/market/logs.ts → node_modules/fastify/fastify.js",
        "admin-only-pure-helpers: src/admin/main.ts → src/ui/reads-session.ts",
        "ui-is-a-leaf: src/ui/reads-db.ts → src/db/db.ts",
        "ui-is-a-leaf: src/ui/reads-session.ts → src/state/session.ts",
        "ui-is-a-leaf: src/ui/price.tsx → src/features/a/a.ts",
        "ui-is-a-leaf: src/ui/price.tsx → node_modules/@tanstack/react-router/index.js",
        "helpers-are-plain: src/image/reads-data.ts → src/data/use-db.ts",
        "widgets-below-features: src/widgets/uses-feature.tsx → src/features/a/a.ts",
        "realtime-not-data: src/realtime/socket.ts → src/data/feed.ts",
        "data-not-ui: src/data/uses-card.ts → src/ui/card.tsx",
        "views-read-through-data: src/features/a/news-view.ts → src/api/reads/news.ts",
        "data-through-facades: src/widgets/news-card.ts → src/data/market/use-news.ts",
        "bare-read-without-dexie: src/db/kept-market.ts → src/db/db.ts",
      ].sort(),
    );
    expect(run.status, "the check must fail the run").not.toBe(0);
  }, 180_000);
});
