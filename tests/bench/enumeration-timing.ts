/**
 * `npm run bench:enumeration`: whether the timing of the password-reset calls tells who has an
 * account. Asks for a reset code, then tries a wrong code, for registered and unknown e-mail
 * addresses in random order (so background work after one answer weighs on both kinds alike),
 * and prints the median and p95 of each. BENCH_SAMPLES sets the addresses per kind.
 */
import { startServer } from "./bench-server.ts";
import { summarize } from "./stats.ts";

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 150);
const PASSWORD = "Harbour-tulip-42";

process.env.PIPWISE_TEST_HOOKS = "1";
const running = await startServer({ REGISTRATIONS_PER_IP_PER_HOUR: "100000", CODES_PER_IP_PER_HOUR: "100000" });
const base = running.url;

const post = (path: string, fields: Record<string, string | number>) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { lang: "en" },
    body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])),
  });

async function envelope(response: Response): Promise<{ code: number; msg: string; data: unknown }> {
  return (await response.json()) as { code: number; msg: string; data: unknown };
}

async function register(email: string): Promise<void> {
  await post("/api/notify/send_email", { to: email, type: 1 });
  const outbox = (await envelope(await fetch(`${base}/v1/api/test/outbox?to=${encodeURIComponent(email)}`))).data as { body: string }[];
  const sms_code = /\b(\d{6})\b/.exec(outbox.at(-1)!.body)![1]!;
  const answer = await envelope(await post("/api/user/register", { type: 1, account: email, password: PASSWORD, re_password: PASSWORD, sms_code, accept_terms: 1 }));
  if (answer.code !== 1) throw new Error(`could not register ${email}: ${answer.msg}`);
}

/** Wall time of one call, and its answer's message (both kinds must read the same). */
async function timed(call: () => Promise<Response>): Promise<{ ms: number; msg: string }> {
  const start = performance.now();
  const response = await call();
  const { msg } = await envelope(response);
  return { ms: performance.now() - start, msg };
}

function shuffled<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

try {
  const registered = Array.from({ length: SAMPLES }, (_, i) => `member-${i}@example.com`);
  const unknown = Array.from({ length: SAMPLES }, (_, i) => `stranger-${i}@example.com`);
  for (const email of registered) await register(email);
  // Past the registration codes' windows, so every reset request is answered in full.
  await fetch(`${base}/v1/api/test/clock`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ advance_ms: 2 * 3_600_000 }) });

  const kinds = { registered: { code: [] as number[], wrong: [] as number[], msgs: new Set<string>() }, unknown: { code: [] as number[], wrong: [] as number[], msgs: new Set<string>() } };
  const order = shuffled([...registered.map((email) => ["registered", email] as const), ...unknown.map((email) => ["unknown", email] as const)]);
  for (const [kind, email] of order) {
    const code = await timed(() => post("/api/notify/send_email", { to: email, type: 2 }));
    const wrong = await timed(() =>
      post("/api/user/forget_password", { type: 1, account: email, new_password: "Lantern-fig-88", secondary_password: "Lantern-fig-88", auth_code: "000000" }),
    );
    kinds[kind].code.push(code.ms);
    kinds[kind].wrong.push(wrong.ms);
    kinds[kind].msgs.add(`${code.msg} / ${wrong.msg}`);
  }

  const fmt = (values: number[]) => {
    const s = summarize(values);
    return `median ${s.p50.toFixed(2)} ms   p95 ${s.p95.toFixed(2)} ms`;
  };
  console.log(`${SAMPLES} addresses per kind, in random order`);
  for (const [kind, figures] of Object.entries(kinds)) {
    console.log(`${kind.padEnd(10)} reset code request: ${fmt(figures.code)}   wrong code: ${fmt(figures.wrong)}   answers: ${[...figures.msgs].join(" | ")}`);
  }
} finally {
  await running.close();
}
