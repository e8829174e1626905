import { createRootRoute, createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { RootLayout } from "./root-layout.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { leaveWhenSignedIn, requireSession } from "./guards.ts";
import { positiveInt, text, withdrawWayType } from "./search-params.ts";

/**
 * Every route of the PWA. The six tab pages render no component here: RootLayout keeps them
 * alive itself, so the route only decides the URL, its search params and its guard.
 */
const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage });

const productPage = lazyRouteComponent(() => import("#features/product/product-page.tsx"), "ProductPage");
const contactEmailPage = lazyRouteComponent(() => import("#features/contact/contact-email-page.tsx"), "ContactEmailPage");
const feedbackPage = lazyRouteComponent(() => import("#features/contact/feedback-page.tsx"), "FeedbackPage");
const languagePage = lazyRouteComponent(() => import("#features/language/language-page.tsx"), "LanguagePage");
const loginPage = lazyRouteComponent(() => import("#features/auth/login-page.tsx"), "LoginPage");
const registerPage = lazyRouteComponent(() => import("#features/auth/register-page.tsx"), "RegisterPage");
const forgotPage = lazyRouteComponent(() => import("#features/auth/forgot-page.tsx"), "ForgotPage");
const passwordPage = lazyRouteComponent(() => import("#features/account/mine-password-page.tsx"), "MinePasswordPage");
const systemPage = lazyRouteComponent(() => import("#features/account/system-page.tsx"), "SystemPage");
const chatPage = lazyRouteComponent(() => import("#features/account/chat-page.tsx"), "ChatPage");
const realNamePage = lazyRouteComponent(() => import("#features/kyc/real-name-page.tsx"), "RealNamePage");
const accountHistoryPage = lazyRouteComponent(() => import("#features/account/account-history-page.tsx"), "AccountHistoryPage");
const statementPage = lazyRouteComponent(() => import("#features/statement/statement-page.tsx"), "StatementPage");
const chargePage = lazyRouteComponent(() => import("#features/funds/charge-page.tsx"), "ChargePage");
const withdrawPage = lazyRouteComponent(() => import("#features/funds/withdraw/withdraw-page.tsx"), "WithdrawPage");
const withdrawWayPage = lazyRouteComponent(() => import("#features/funds/withdraw/withdraw-way-page.tsx"), "WithdrawWayPage");
const walletPage = lazyRouteComponent(() => import("#features/funds/withdraw/wallet-page.tsx"), "WalletPage");
const invitePage = lazyRouteComponent(() => import("#features/invite/invite-page.tsx"), "InvitePage");
const sessionsPage = lazyRouteComponent(() => import("#features/account/sessions-page.tsx"), "SessionsPage");
const riskWarningPage = lazyRouteComponent(() => import("#features/legal/legal-pages.tsx"), "RiskWarningPage");
const termsPage = lazyRouteComponent(() => import("#features/legal/legal-pages.tsx"), "TermsPage");
const newsDetailPage = lazyRouteComponent(() => import("#features/news/news-detail-page.tsx"), "NewsDetailPage");
const announcementPage = lazyRouteComponent(() => import("#features/news/announcement-page.tsx"), "AnnouncementPage");
const coinAddressPage = lazyRouteComponent(() => import("#features/funds/withdraw/method-list-page.tsx"), "CoinAddressListPage");
const bankCardPage = lazyRouteComponent(() => import("#features/funds/withdraw/method-list-page.tsx"), "BankCardListPage");
const alertsPage = lazyRouteComponent(() => import("#features/alerts/alerts-page.tsx"), "AlertsPage");
const securityPage = lazyRouteComponent(() => import("#features/security/security-page.tsx"), "SecurityPage");

const page = <TPath extends string>(path: TPath, guarded: boolean, component: ReturnType<typeof lazyRouteComponent>) =>
  createRoute({ getParentRoute: () => rootRoute, path, component, beforeLoad: guarded ? requireSession : undefined });

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: "/" });
const tradeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/trade",
  validateSearch: (s: Record<string, unknown>): { id?: number } => ({ id: positiveInt(s.id) }),
});
const orderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/order",
  beforeLoad: requireSession,
  validateSearch: (s: Record<string, unknown>): { id?: number } => ({ id: positiveInt(s.id) }),
});
const userRoute = createRoute({ getParentRoute: () => rootRoute, path: "/user", beforeLoad: requireSession });
const newsRoute = createRoute({ getParentRoute: () => rootRoute, path: "/news" });
const rankRoute = createRoute({ getParentRoute: () => rootRoute, path: "/rank" });

const newsDetailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/news/detail",
  component: newsDetailPage,
  validateSearch: (s: Record<string, unknown>): { id?: number } => ({ id: positiveInt(s.id) }),
});
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/login",
  component: loginPage,
  beforeLoad: leaveWhenSignedIn,
  validateSearch: (s: Record<string, unknown>): { from?: string } => ({ from: text(s.from) }),
});
const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/register",
  component: registerPage,
  beforeLoad: leaveWhenSignedIn,
  validateSearch: (s: Record<string, unknown>): { invite_code?: string; from?: string } => ({
    invite_code: text(s.invite_code),
    from: text(s.from),
  }),
});
const forgotRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/forgot",
  component: forgotPage,
  validateSearch: (s: Record<string, unknown>): { from?: string } => ({ from: text(s.from) }),
});
const withdrawWayRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/mine/withdraw-way",
  component: withdrawWayPage,
  beforeLoad: requireSession,
  validateSearch: (s: Record<string, unknown>): { type: 1 | 2 } => ({ type: withdrawWayType(s.type) }),
});
const alertsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/alerts",
  component: alertsPage,
  beforeLoad: requireSession,
  validateSearch: (s: Record<string, unknown>): { forex_id?: number; level?: string } => ({ forex_id: positiveInt(s.forex_id), level: text(s.level) }),
});
const languageRoute = createRoute({ getParentRoute: () => rootRoute, path: "/language", component: languagePage });

export const routeTree = rootRoute.addChildren([
  homeRoute,
  tradeRoute,
  orderRoute,
  userRoute,
  newsRoute,
  rankRoute,
  newsDetailRoute,
  loginRoute,
  registerRoute,
  forgotRoute,
  withdrawWayRoute,
  languageRoute,
  page("/feedback", false, feedbackPage),
  page("/product", false, productPage),
  page("/mine/email", false, contactEmailPage),
  page("/mine/announcement", false, announcementPage),
  page("/mine/chat", false, chatPage),
  page("/mine/auth", true, realNamePage),
  page("/mine/invite", true, invitePage),
  page("/mine/password", true, passwordPage),
  page("/mine/history", true, accountHistoryPage),
  page("/mine/charge", true, chargePage),
  page("/mine/withdraw", true, withdrawPage),
  page("/mine/system", true, systemPage),
  page("/mine/wallet", true, walletPage),
  page("/mine/bank-card-list", true, bankCardPage),
  page("/mine/coin-address-list", true, coinAddressPage),
  page("/mine/statement", true, statementPage),
  page("/mine/security", true, securityPage),
  page("/mine/sessions", true, sessionsPage),
  page("/risk-warning", false, riskWarningPage),
  page("/terms", false, termsPage),
  alertsRoute,
]);
