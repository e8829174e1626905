/**
 * `npm run bench:passwords`: what the strength check costs per call, on the longest passwords we
 * accept (it runs on the request path of registration and password changes).
 */
import { PASSWORD_MAX } from "#domain/account.ts";
import { passwordProblem } from "#server/accounts/passwords.ts";
import { summarize } from "./stats.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const fill = (pattern: string) => pattern.repeat(Math.ceil(PASSWORD_MAX / pattern.length)).slice(0, PASSWORD_MAX);
const inputs = {
  "symbols and digits": fill("xK9#mQ2$vL7!pR4@wN8%tY3^zB6&cH1*jF5(gD0)sA"),
  "l33t words": fill("p@55w0rd-s3cr3t-"),
  digits: fill("1234567890"),
  "one letter": fill("a"),
  "a passphrase": fill("correct horse battery staple "),
};

passwordProblem("warm up the dictionaries", "someone@example.com");
for (const [name, password] of Object.entries(inputs)) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    passwordProblem(password, "someone@example.com");
    times.push(performance.now() - start);
  }
  const s = summarize(times);
  // The minimum is what the check itself costs; the rest is what else the machine is doing.
  const min = Math.min(...times);
  console.log(`${name.padEnd(20)} ${PASSWORD_MAX} chars: min ${min.toFixed(2)} ms   median ${s.p50.toFixed(2)} ms   p95 ${s.p95.toFixed(2)} ms   max ${s.max.toFixed(2)} ms`);
}
