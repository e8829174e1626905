import type { BackOffice } from "../admin/back-office.ts";
import type { Deposits } from "../funds/deposits.ts";
import type { DrawMethods } from "../funds/draw-methods.ts";
import type { Withdrawals } from "../funds/withdrawals.ts";
import type { NewsReads } from "../news/news-reads.ts";
import type { CompanyReads } from "../company/company-reads.ts";
import type { RealNames } from "../identity/real-names.ts";
import type { Uploads } from "../services/uploads/uploads.ts";
import type { Accounts } from "../accounts/accounts.ts";
import type { Alerts } from "../alerts/alerts.ts";
import type { FavouriteRepo } from "../favourites/favourite-repo.ts";
import type { Bus } from "../bus.ts";
import type { Config } from "../config.ts";
import type { Engine } from "../engine/engine.ts";
import type { Translator } from "../i18n/translator.ts";
import type { MarketView } from "../market/market-view.ts";
import type { Ranking } from "../ranking/ranking.ts";
import type { ScriptedPriceSource } from "../market/scripted-source.ts";
import type { SparklineCache } from "../market/sparkline-cache.ts";
import type { Store } from "../store/open-store.ts";
import type { Push } from "../services/push/push.ts";
import type { SwapDuty } from "../ops/swap-duty.ts";
import type { Outbox } from "../services/outbox.ts";
import type { AbuseLimits } from "../platform/abuse-limits.ts";
import type { LimitStore } from "../platform/limit-store.ts";
import type { AdjustableClock } from "../platform/clock.ts";
import type { Factors } from "../auth-factors/factors.ts";
import type { Hold } from "../platform/held-slots.ts";
import type { Passkeys } from "../auth-factors/passkeys.ts";

/** What the HTTP routes read: configuration, the store, the live market, the accounts, the engine, the ranking and the news. */
export interface HttpDeps {
  config: Config;
  store: Store;
  market: MarketView;
  /** The rows' small charts, kept current from the bus. */
  sparklines: SparklineCache;
  bus: Bus;
  translator: Translator;
  /** The server's clock; the test door moves it forward. */
  clock: AdjustableClock;
  limits: AbuseLimits;
  /** Where the limits count, shared by every process through Redis when there is one (the socket's limits count there too). */
  limitStore: LimitStore;
  /** The sockets each address holds, counted by every process together through Redis when there is one. */
  socketHolds: Hold;
  /** What the outbox senders delivered, read once the deliveries under way have ended (the test door's mailbox). */
  outbox: Pick<Outbox, "read">;
  accounts: Accounts;
  /** The trading engine: orders, the account's figures and its log. */
  engine: Engine;
  ranking: Ranking;
  /** Uploads and real-name verification, the user's side. */
  identity: { uploads: Uploads; realNames: RealNames };
  /** Deposits, the user's side. */
  deposits: Deposits;
  /** Bound methods and withdrawals, the user's side. */
  withdraw: { methods: DrawMethods; withdrawals: Withdrawals };
  /** News and announcements, the readers' side. */
  news: NewsReads;
  /** Companies of main-company mode, the visitors' side. */
  companies: CompanyReads;
  backOffice: BackOffice;
  /** Web Push: the VAPID key and the browsers' subscriptions. */
  push: Push;
  /** The users' price alerts. */
  alerts: Alerts;
  /** The users' favourite instruments. */
  favourites: FavouriteRepo;
  /** The leader's swap rollover; the test door runs a due one at once. */
  swapDuty: Pick<SwapDuty, "runDue">;
  /** The second factor: the authenticator app, its log-in challenges and step-ups. */
  factors: Factors;
  /** The users' passkeys, their step-ups and log-ins. */
  passkeys: Passkeys;
  /** Set when MARKET_SOURCE=scripted: the test doors play prices through it. */
  priceScript?: ScriptedPriceSource;
}
