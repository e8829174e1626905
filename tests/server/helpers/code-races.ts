import { expect } from "vitest";
import { CODE_MAX_FAILURES, CODE_MAX_FAILURES_IN_ALL } from "#server/accounts/verification-codes.ts";
import { LIMITS_PASSWORD, MINUTE, addresses, advanceClock, callFrom, latestCode, refusal, registerByEmail, times } from "./accounts.ts";
import { dataOf } from "./envelope.ts";
import type { ServerAt } from "./test-server.ts";

/** The address the owner of an account works from. */
export const OWNER_ADDRESS = "127.0.0.1";
export const NEW_PASSWORD = "Lantern-fig-88";
const FIRED = 100;
const CODE_WRONG = "The verification code is wrong";
export const CODE_EXHAUSTED = "Too many wrong verification codes; request a new one";

export const resetCodeFrom = (server: ServerAt, ip: string, email: string) => callFrom(server, ip, "/api/notify/send_email", { to: email, type: 2 });

export const resetPasswordFrom = (server: ServerAt, ip: string, email: string, auth_code: string) =>
  callFrom(server, ip, "/api/user/forget_password", { type: 1, account: email, new_password: NEW_PASSWORD, secondary_password: NEW_PASSWORD, auth_code });

/** The owner asks for a reset code and reads it. */
export async function resetCode(server: ServerAt, email: string): Promise<string> {
  await dataOf(await resetCodeFrom(server, OWNER_ADDRESS, email));
  return latestCode(server, email);
}

/** A 6-digit code that is not `code`. */
export const wrongCode = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0");

/** How many of the guesses were checked (the rest found no try left), printed for the closing note. */
async function reportChecked(limit: string, answers: readonly Response[], allowed: number): Promise<number> {
  const messages = await Promise.all(answers.map(async (answer) => (await refusal(answer)).msg));
  expect(messages.filter((msg) => msg !== CODE_WRONG && msg !== CODE_EXHAUSTED)).toEqual([]);
  const checked = messages.filter((msg) => msg === CODE_WRONG).length;
  console.log(`limit ${limit}: ${checked} of ${answers.length} concurrent requests got through (limit ${allowed})`);
  return checked;
}

/**
 * 100 wrong guesses at once at one reset code from one address, then at another code from 100
 * addresses (127.0.<block>.x): exactly the address's and the code's tries are checked, and the
 * right code then finds none left. Registers two accounts named after `block`. The guesses go to
 * the servers of `guessesTo` in turn.
 */
export async function wrongCodesAtOnce(server: ServerAt, block: number, guessesTo: readonly ServerAt[] = [server]): Promise<void> {
  const to = (i: number) => guessesTo[i % guessesTo.length]!;
  const [one, many] = [`one-${block}@example.com`, `many-${block}@example.com`];
  await registerByEmail(server, one, LIMITS_PASSWORD);
  await registerByEmail(server, many, LIMITS_PASSWORD);
  // Every code limit's window is at most an hour; servers that share their limits move together.
  await Promise.all([...new Set([server, ...guessesTo])].map((each) => advanceClock(each, 2 * 60 * MINUTE)));
  const [oneCode, manyCode] = [await resetCode(server, one), await resetCode(server, many)];

  const fromOne = await Promise.all(times(FIRED, (i) => resetPasswordFrom(to(i), `127.0.${block}.1`, one, wrongCode(oneCode, i))));
  expect(await reportChecked("wrong codes per code+address", fromOne, CODE_MAX_FAILURES)).toBe(CODE_MAX_FAILURES);
  expect((await refusal(await resetPasswordFrom(server, `127.0.${block}.1`, one, oneCode))).msg).toBe(CODE_EXHAUSTED);

  const fromMany = await Promise.all(addresses(block, FIRED).map((ip, i) => resetPasswordFrom(to(i), ip, many, wrongCode(manyCode, i))));
  expect(await reportChecked("wrong codes per code", fromMany, CODE_MAX_FAILURES_IN_ALL)).toBe(CODE_MAX_FAILURES_IN_ALL);
  expect((await refusal(await resetPasswordFrom(server, OWNER_ADDRESS, many, manyCode))).msg).toBe(CODE_EXHAUSTED);
}
