import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { envelopeOf } from "./helpers/envelope.ts";
import { startAccountsServer } from "./helpers/accounts.ts";
import { operator, realUser } from "./helpers/identity.ts";
import type { TestServer } from "./helpers/test-server.ts";

/**
 * Every route with parameters, each parameter in turn given a hostile value while the others stay
 * valid: the answer must be a 400 envelope naming that parameter in the caller's language, never a
 * 5xx (http-errors.test.ts checks that a 5xx logs no SQL). The routes here carry the values a person
 * types; http-hostile-body.test.ts sweeps every route with a body from the route table, so none is left out.
 */
interface Route {
  method: "GET" | "POST";
  path: string;
  valid: Record<string, string>;
  strings: string[];
  integers: string[];
  /** Prices and lots: decimal text. */
  decimals?: string[];
}

const ROUTES: Route[] = [
  { method: "GET", path: "/v1/api/forex/trade_list", valid: { searchCurrency: "EUR" }, strings: ["searchCurrency"], integers: [] },
  { method: "GET", path: "/v1/api/forex/kline", valid: { forex_id: "1", period: "1min" }, strings: ["period"], integers: ["forex_id"] },
  { method: "GET", path: "/v1/api/forex/abbreviated_cache_kline", valid: { forex_id: "1", period: "1min" }, strings: ["period"], integers: ["forex_id"] },
  { method: "GET", path: "/api/default/setting", valid: { key: "is_show_mobile" }, strings: ["key"], integers: [] },
  { method: "GET", path: "/api/user/createAccountDemoForU", valid: { demo_id: "demo-hostile-1" }, strings: ["demo_id"], integers: [] },
  { method: "POST", path: "/api/notify/send_email", valid: { to: "a@example.com", type: "1" }, strings: ["to"], integers: ["type"] },
  { method: "POST", path: "/api/notify/send_sms", valid: { to: "91234567", area_id: "1", type: "1" }, strings: ["to"], integers: ["area_id", "type"] },
  {
    method: "POST",
    path: "/api/user/register",
    valid: { type: "1", account: "h@example.com", password: "Pw-long-enough-1", re_password: "Pw-long-enough-1", invite_code: "ABC", sms_code: "123456", accept_terms: "1" },
    strings: ["account", "password", "re_password", "invite_code", "sms_code"],
    integers: ["type"],
  },
  {
    method: "POST",
    path: "/api/user/loginForU",
    valid: { account: "h@example.com", password: "Pw-long-enough-1", login_type: "1" },
    strings: ["account", "password"],
    integers: ["login_type"],
  },
  {
    method: "POST",
    path: "/api/user/forget_password",
    valid: { type: "1", account: "h@example.com", new_password: "Pw-long-enough-1", secondary_password: "Pw-long-enough-1", auth_code: "123456" },
    strings: ["account", "new_password", "secondary_password", "auth_code"],
    integers: ["type"],
  },
  {
    method: "POST",
    path: "/api/user/amend_password",
    valid: { type: "1", new_password: "Pw-long-enough-1", secondary_password: "Pw-long-enough-1", auth_code: "123456" },
    strings: ["new_password", "auth_code"],
    integers: ["type"],
  },
  { method: "GET", path: "/v1/api/test/outbox", valid: { to: "a@example.com" }, strings: ["to"], integers: [] },
  {
    method: "POST",
    path: "/v1/api/forex/submit",
    valid: { type: "1", cont: "0.01", forex_id: "1", status: "0", target_price: "1.1", stop_loss_price: "1.0", target_profit_price: "1.2", multiple: "100" },
    strings: [],
    integers: ["type", "forex_id", "status", "multiple"],
    decimals: ["cont", "target_price", "stop_loss_price", "target_profit_price"],
  },
  { method: "GET", path: "/v1/api/forex/submit", valid: { type: "1", cont: "0.01", forex_id: "1", status: "1", multiple: "100" }, strings: [], integers: ["forex_id"], decimals: ["cont"] },
  { method: "GET", path: "/v1/api/forex/my_deal", valid: { status: "1", page: "1" }, strings: [], integers: ["status", "page"] },
  { method: "POST", path: "/v1/api/forex/close", valid: { id: "1" }, strings: [], integers: ["id"] },
  { method: "POST", path: "/v1/api/forex/cancel_trade", valid: { id: "1" }, strings: [], integers: ["id"] },
  {
    method: "POST",
    path: "/v1/api/forex/set_stop_price",
    valid: { id: "1", stop_loss_price: "1.0", target_profit_price: "1.2" },
    strings: [],
    integers: ["id"],
    decimals: ["stop_loss_price", "target_profit_price"],
  },
  { method: "POST", path: "/v1/api/forex/set_trailing_stop", valid: { id: "1", trailing_points: "20", trailing_step: "5" }, strings: [], integers: ["id", "trailing_points", "trailing_step"] },
  { method: "GET", path: "/v1/api/main/accountLog/forexChange", valid: { page: "1" }, strings: [], integers: ["page"] },
  {
    method: "POST",
    path: "/api/user_real/real_name",
    valid: { name: "Chan Tai Man", card_id: "A1234567", front_pic: "/api/common/upload/a", reverse_pic: "/api/common/upload/b" },
    strings: ["name", "card_id", "front_pic", "reverse_pic"],
    integers: [],
  },
  { method: "POST", path: "/admin/api/login", valid: { login: "ops", password: "Pw-long-enough-1", totp: "123456" }, strings: ["login", "password", "totp"], integers: [] },
  { method: "GET", path: "/admin/api/identities", valid: { status: "1", page: "1" }, strings: [], integers: ["status", "page"] },
  { method: "GET", path: "/admin/api/audit", valid: { page: "1" }, strings: [], integers: ["page"] },
  { method: "GET", path: "/admin/api/news", valid: { page: "1" }, strings: [], integers: ["page"] },
  { method: "GET", path: "/api/news/list", valid: { category_id: "1", page: "1" }, strings: [], integers: ["category_id", "page"] },
  { method: "GET", path: "/api/news/info", valid: { id: "1" }, strings: [], integers: ["id"] },
  { method: "GET", path: "/api/company/getCompany", valid: { name: "Harbour", id: "1", page: "1" }, strings: ["name"], integers: ["id", "page"] },
  { method: "GET", path: "/api/company/getCompanyStatus", valid: { id: "1" }, strings: [], integers: ["id"] },
  { method: "GET", path: "/admin/api/companies", valid: { name: "Harbour", page: "1" }, strings: ["name"], integers: ["page"] },
  { method: "GET", path: "/api/quickCharge/wire_info", valid: { bank_coin: "USD" }, strings: ["bank_coin"], integers: [] },
  { method: "GET", path: "/api/quickCharge/quick_ist", valid: { type: "0", page: "1" }, strings: [], integers: ["type", "page"] },
  {
    method: "POST",
    path: "/api/quickCharge/submit",
    valid: { number: "10", proofImg: "/api/common/upload/a", address: "T-address", charge_id: "1" },
    strings: ["proofImg", "address"],
    integers: ["charge_id"],
    decimals: ["number"],
  },
  { method: "GET", path: "/api/quickCharge/submit", valid: { number: "10", proofImg: "/api/common/upload/a", charge_id: "1" }, strings: ["proofImg"], integers: ["charge_id"], decimals: ["number"] },
  {
    method: "POST",
    path: "/api/quickCharge/wire_submit",
    valid: { number: "10", proofImg: "/api/common/upload/a", wire_id: "1" },
    strings: ["proofImg"],
    integers: ["wire_id"],
    decimals: ["number"],
  },
  { method: "GET", path: "/api/account/draw_symbol_list", valid: { type: "1" }, strings: [], integers: ["type"] },
  { method: "GET", path: "/api/account/draw_list", valid: { type: "1", page: "1" }, strings: [], integers: ["type", "page"] },
  {
    method: "POST",
    path: "/api/account/draw",
    valid: { draw_currency_id: "1", number: "10", memo: "rent", draw_method_id: "1", code: "123456" },
    strings: ["memo", "code"],
    integers: ["draw_currency_id", "draw_method_id"],
    decimals: ["number"],
  },
  { method: "GET", path: "/api/wallet/get_draw_method", valid: { draw_type: "1", draw_id: "1" }, strings: [], integers: ["draw_type", "draw_id"] },
  {
    method: "POST",
    path: "/api/wallet/bind_draw_method",
    valid: { type: "2", draw_id: "1", bank_name: "B", bank_address: "A", bank_swift: "HRBRGB2L", payee_name: "P", payee_account: "1", remark: "r", code: "123456" },
    strings: ["bank_name", "bank_address", "bank_swift", "payee_name", "payee_account", "remark", "code"],
    integers: ["type", "draw_id"],
  },
  { method: "POST", path: "/api/wallet/del_draw_method", valid: { id: "1" }, strings: [], integers: ["id"] },
  { method: "GET", path: "/admin/api/users", valid: { q: "12345678" }, strings: ["q"], integers: [] },
  { method: "GET", path: "/admin/api/withdrawals", valid: { status: "0", page: "1" }, strings: [], integers: ["status", "page"] },
  { method: "POST", path: "/admin/api/withdrawals/1/approve", valid: { real_number: "0xfeed" }, strings: ["real_number"], integers: [] },
  { method: "GET", path: "/admin/api/deposits", valid: { status: "0", page: "1" }, strings: [], integers: ["status", "page"] },
  { method: "POST", path: "/admin/api/deposits/1/reject", valid: { remark: "No such transfer" }, strings: ["remark"], integers: [] },
  {
    method: "POST",
    path: "/admin/api/channels",
    valid: { currency_code: "USDT", protocol_code: "TRC20", address: "T-address", usd_price: "1", enabled: "true" },
    strings: ["currency_code", "protocol_code", "address"],
    integers: [],
    decimals: ["usd_price"],
  },
  {
    method: "POST",
    path: "/admin/api/wire-banks",
    valid: {
      bank_coin: "USD",
      bank_name: "Harbour Bank",
      bank_address: "1 Quay",
      bank_swift: "HRBRGB2L",
      payee_name: "Pipwise Ltd",
      payee_account: "GB29NWBK60161331926819",
      bank_remark: "Write your uid as the reference",
      usd_price: "1",
      enabled: "true",
    },
    strings: ["bank_coin", "bank_name", "bank_address", "bank_swift", "payee_name", "payee_account", "bank_remark"],
    integers: [],
    decimals: ["usd_price"],
  },
  { method: "POST", path: "/v1/api/forex/close_part", valid: { id: "1", cont: "0.01" }, strings: [], integers: ["id"], decimals: ["cont"] },
  { method: "POST", path: "/v1/api/forex/close_all", valid: { scope: "0", forex_id: "1" }, strings: [], integers: ["scope", "forex_id"] },
  {
    method: "POST",
    path: "/v1/api/forex/modify_pending",
    valid: { id: "1", target_price: "1.1", stop_loss_price: "1.0", target_profit_price: "1.2", expiry: "2", expires_at: "1900000000" },
    strings: [],
    integers: ["id", "expiry", "expires_at"],
    decimals: ["target_price", "stop_loss_price", "target_profit_price"],
  },
  { method: "POST", path: "/api/favourites/add", valid: { forex_id: "1" }, strings: [], integers: ["forex_id"] },
  { method: "POST", path: "/api/favourites/remove", valid: { forex_id: "1" }, strings: [], integers: ["forex_id"] },
];

const HOSTILE_STRINGS = ["a\u0000b", "\u0000", "x\u0007y", "line\nbreak"];
const HOSTILE_DECIMALS = ["a\u0000b", "Infinity", "NaN", "1e309", "1e3", "-1", "0x1", "1,5", " 1", ".5", "1.", "9".repeat(8192)];
const ONE_MB = "1".repeat(1024 * 1024);
const HOSTILE_INTEGERS = ["Infinity", "1e309", "9".repeat(8192), "0x1", " 1 ", "+1", "1.0", "01", "-1", "true", "4294967296", "1e3"];

let server: TestServer;
/** Guards run before validation: each route is called as who it serves, a real user or an operator. */
let tokens: { user: string; operator: string };

beforeAll(async () => {
  server = await startAccountsServer();
  tokens = { user: (await realUser(server, "hostile")).token, operator: (await operator(server)).token };
});
afterAll(() => server?.close());

type Encoding = "query" | "form" | "json";

/** The route's valid fields with `name` set to `value`; in JSON the valid integers go as numbers, as a JSON client sends them. */
function send(route: Route, encoding: Encoding, name?: string, value?: string | string[], lang = "en"): Promise<Response> {
  const fields: Record<string, string | string[] | number> = { ...route.valid };
  if (encoding === "json") for (const key of route.integers) fields[key] = Number(fields[key]);
  if (name !== undefined && value !== undefined) fields[name] = value;
  const pairs = Object.entries(fields).flatMap(([key, v]) => [v].flat().map((item) => [key, String(item)]));
  const authorization = route.path.startsWith("/admin/api/") ? tokens.operator : tokens.user;
  if (route.method === "GET") return server.call(`${route.path}?${new URLSearchParams(pairs)}`, { lang, headers: { authorization } });
  if (encoding === "json") {
    return server.call(route.path, { method: "POST", lang, headers: { authorization, "content-type": "application/json" }, body: JSON.stringify(fields) });
  }
  return server.call(route.path, { method: "POST", lang, headers: { authorization }, body: new URLSearchParams(pairs) });
}

async function expectRefusal(response: Response, name: string, label: string): Promise<void> {
  expect(response.status, label).toBe(400);
  const body = await envelopeOf(response);
  expect(body.code, label).toBe(400);
  expect(body.msg, label).toContain(name);
}

const encodingsOf = (route: Route): Encoding[] => (route.method === "GET" ? ["query"] : ["form", "json"]);

describe("a hostile value in any parameter", () => {
  for (const route of ROUTES) {
    it(`is refused by ${route.path} with a 400 naming the parameter`, async () => {
      for (const encoding of encodingsOf(route)) {
        for (const name of route.strings) {
          for (const value of HOSTILE_STRINGS) {
            await expectRefusal(await send(route, encoding, name, value), name, `${encoding} ${name}=${JSON.stringify(value)}`);
          }
          await expectRefusal(await send(route, encoding, name, ["a", "b"]), name, `${encoding} ${name} as array`);
        }
        for (const name of route.integers) {
          for (const value of HOSTILE_INTEGERS) {
            await expectRefusal(await send(route, encoding, name, value), name, `${encoding} ${name}=${value.slice(0, 20)}`);
          }
          await expectRefusal(await send(route, encoding, name, ["1", "2"]), name, `${encoding} ${name} as array`);
        }
        for (const name of route.decimals ?? []) {
          for (const value of HOSTILE_DECIMALS) {
            await expectRefusal(await send(route, encoding, name, value), name, `${encoding} ${name}=${JSON.stringify(value.slice(0, 20))}`);
          }
          await expectRefusal(await send(route, encoding, name, ["1", "2"]), name, `${encoding} ${name} as array`);
        }
      }
    });
  }

  it("of 1 MB in any parameter is refused with a 4xx envelope, never a 5xx", async () => {
    for (const route of ROUTES) {
      for (const encoding of encodingsOf(route)) {
        for (const name of [...route.strings, ...route.integers, ...(route.decimals ?? [])]) {
          const response = await send(route, encoding, name, ONE_MB);
          const label = `${route.method} ${route.path} ${encoding} ${name}`;
          expect(response.status, label).toBeGreaterThanOrEqual(400);
          expect(response.status, label).toBeLessThan(500);
          expect((await envelopeOf(response)).code, label).not.toBe(1);
        }
      }
    }
  });

  it("is refused in JSON when a number comes as true, 1.5 or an array", async () => {
    const route = ROUTES.find((r) => r.path === "/api/user/loginForU")!;
    for (const value of [true, 1.5, [1], "1", Infinity]) {
      const response = await server.call(route.path, {
        method: "POST",
        lang: "en",
        headers: { "content-type": "application/json" },
        // JSON.stringify writes Infinity as null; the body carries it as the 1e309 that parses to it.
        body: JSON.stringify({ ...route.valid, login_type: value }).replace("null", "1e309"),
      });
      await expectRefusal(response, "login_type", `login_type=${JSON.stringify(value)}`);
    }
  });

  it("is refused in the caller's language", async () => {
    const route = ROUTES[0]!;
    const response = await send(route, "query", "searchCurrency", "a\u0000b", "de");
    expect(response.status).toBe(400);
    const body = await envelopeOf(response);
    expect(body.msg).toContain("searchCurrency");
    expect(body.msg).not.toBe((await envelopeOf(await send(route, "query", "searchCurrency", "a\u0000b", "en"))).msg);
  });

  it("in the lang or authorization header gives no 5xx", async () => {
    for (const headers of [{ lang: "en\u0001" }, { authorization: "tok\u0001en" }] as Record<string, string>[]) {
      const response = await fetch(`${server.baseUrl}/v1/api/main/wallet/getBalance?lang=en`, { headers }).catch(() => null);
      // Node refuses some control characters in headers before the app sees them; what it answers must not be a 5xx.
      if (response) expect(response.status, JSON.stringify(headers)).toBeLessThan(500);
    }
    const encoded = await server.call(`/v1/api/main/wallet/getBalance?lang=${encodeURIComponent("en\u0000")}`);
    expect(encoded.status).toBeLessThan(500);
  });

  it("accepts the strict forms it refuses the loose twins of", async () => {
    const kline = ROUTES.find((r) => r.path === "/v1/api/forex/kline")!;
    expect((await send(kline, "query")).status).toBe(200);
    const login = ROUTES.find((r) => r.path === "/api/user/loginForU")!;
    const json = await server.call(login.path, { method: "POST", lang: "en", headers: { "content-type": "application/json" }, body: JSON.stringify({ ...login.valid, login_type: 1 }) });
    expect(json.status).toBeLessThan(500);
    expect((await envelopeOf(json)).msg).not.toContain("login_type");
  });
});
