import Fastify, { type FastifyInstance } from "fastify";
import { createInProcessBus, type Bus } from "#server/bus.ts";
import type { MarketView } from "#server/market/market-view.ts";
import { DomainError } from "#server/platform/domain-error.ts";
import { createMemoryHolds } from "#server/platform/held-slots.ts";
import { createMemoryLimitStore } from "#server/platform/limit-store.ts";
import { registerGateway } from "#server/ws/gateway.ts";
import { createSocketAdmission, type AdmissionPolicy } from "#server/ws/socket-admission.ts";
import type { GatewayLimits } from "#server/ws/limits.ts";
import { PERIODS, type Candle, type Period, type Quote } from "#domain/instrument.ts";
import { SOCKET_PATH } from "#domain/socket-protocol.ts";
import { SocketTestClient } from "./socket-test-client.ts";

/** A small live market: each price change updates the view first, then goes out on the bus. */
export class TestMarket implements MarketView {
  private readonly latest = new Map<string, Quote>();

  constructor(
    private readonly bus: Bus,
    codes: string[],
  ) {
    for (const code of codes) this.latest.set(code, quoteOf(code, "1.00000"));
  }

  quotes(): Quote[] {
    return [...this.latest.values()];
  }
  quote(code: string): Quote | undefined {
    return this.latest.get(code);
  }
  hasInstrument(code: string): boolean {
    return this.latest.has(code);
  }
  forming(code: string): Partial<Record<Period, Candle>> | undefined {
    const quote = this.latest.get(code);
    if (!quote) return undefined;
    return Object.fromEntries(PERIODS.map((period) => [period, candleOf(quote.Close)]));
  }

  tick(code: string, close: string): void {
    const quote = quoteOf(code, close);
    this.latest.set(code, quote);
    this.bus.publish("quotes", [quote]);
    this.bus.publish("kline", { code, candles: this.forming(code)! });
  }
}

function quoteOf(code: string, close: string): Quote {
  return { Code: code, Open: "1.00000", Close: close, Bid: close, Ask: close, Change: "0.00", MarketStatus: 1, Time: Date.now() };
}

function candleOf(close: string): Candle {
  return { Time: 1_700_000_000, Open: "1.00000", High: close, Low: "1.00000", Close: close, Volume: "1" };
}

export const TEST_CODES = ["EURUSD", "GBPUSD", "XAUUSD", ...Array.from({ length: 70 }, (_, i) => `SYM${i}`)];
/** Tokens the test authenticator accepts, and the users and sessions they stand for. */
export const TEST_TOKENS: Record<string, { userId: number; sessionId: number }> = {
  "token-alice": { userId: 7, sessionId: 70 },
  "token-alice-phone": { userId: 7, sessionId: 71 },
  "token-bob": { userId: 8, sessionId: 80 },
};

/** A token whose lookup a limit refuses, as a use case does: with a DomainError. */
export const LIMITED_TOKEN = "token-limited";
const LIMITED_TEXT = { id: "test.limited", message: "Too many log-ins; try again in {minutes} minutes" };

export interface TestGateway {
  app: FastifyInstance;
  bus: Bus;
  market: TestMarket;
  httpUrl: string;
  /** A socket on /v1/ws?lang=…, closed by `disconnectAll`. */
  connect(lang?: string): Promise<SocketTestClient>;
  disconnectAll(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Fastify with only the gateway, on an ephemeral port. Acks are English for `lang=en` and tagged
 * with the language otherwise, so a test can tell which language answered.
 */
export async function startTestGateway(options: { bus?: Bus; limits?: Partial<GatewayLimits>; admission?: Partial<AdmissionPolicy> } = {}): Promise<TestGateway> {
  const bus = options.bus ?? createInProcessBus();
  const market = new TestMarket(bus, TEST_CODES);
  const app = Fastify();
  await registerGateway(app, {
    bus,
    market,
    authenticate: async (token) => {
      if (token === LIMITED_TOKEN) throw new DomainError("limited", LIMITED_TEXT, { minutes: 15 });
      return TEST_TOKENS[token] ?? null;
    },
    translate: (lang, descriptor, values) => {
      const text = descriptor.message!.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name]));
      return lang === "en" ? text : `[${lang}] ${text}`;
    },
    limits: options.limits,
    admission: createSocketAdmission({ origins: [], socketsPerAddress: 10_000, opensPerAddressPerMinute: 10_000, ...options.admission }, createMemoryLimitStore({ now: Date.now }), createMemoryHolds()),
  });
  const httpUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  const clients: SocketTestClient[] = [];
  return {
    app,
    bus,
    market,
    httpUrl,
    async connect(lang = "en") {
      const client = await SocketTestClient.connect(`${httpUrl.replace("http", "ws")}${SOCKET_PATH}?lang=${lang}`);
      clients.push(client);
      return client;
    },
    async disconnectAll() {
      await Promise.all(clients.splice(0).map((client) => client.close()));
    },
    async close() {
      await app.close();
    },
  };
}
