import { useRef, useState, type ReactNode } from "react";
import { stepUpHeaders } from "#api/factors.ts";
import { passkeyStepUpHeaders } from "#api/passkeys.ts";
import { useFactorStatus } from "#data/account/facade.ts";
import { StepUpSheet } from "./step-up-sheet.tsx";

/** Headers a sensitive call carries: the step-up token when one was needed. */
export type StepUpHeaders = Record<string, string>;

/** The user closed the sheet: the call is not sent, and nothing is said. */
export class StepUpCancelled extends Error {
  override name = "StepUpCancelled";
}

/** A step-up lasts five minutes on the server; reused for a little less, so it never expires on the way. */
const REUSE_MS = 4 * 60_000;

interface Pending {
  send: (headers: StepUpHeaders) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface StepUp {
  /** Sends the call, first asking for a passkey or the app's code in a sheet when the user has a second factor on. */
  withStepUp<T>(send: (headers: StepUpHeaders) => Promise<T>): Promise<T>;
  /** The sheet, to be rendered by the screen that uses withStepUp. */
  stepUpSheet: ReactNode;
}

/** The one way the PWA asks for the factor again before a withdrawal, a change of methods or of the password. */
export function useStepUp(): StepUp {
  const { value: status } = useFactorStatus();
  const [pending, setPending] = useState<Pending | null>(null);
  const granted = useRef<{ headers: StepUpHeaders; until: number } | null>(null);

  const withStepUp = <T,>(send: (headers: StepUpHeaders) => Promise<T>): Promise<T> => {
    if (!status || (!status.totp && status.passkeys === 0)) return send({});
    const reusable = granted.current;
    if (reusable && reusable.until > Date.now()) return send(reusable.headers);
    return new Promise<T>((resolve, reject) => setPending({ send, resolve: resolve as (value: unknown) => void, reject }));
  };

  const grant = async (proof: () => Promise<StepUpHeaders>) => {
    if (!pending) return;
    const headers = await proof();
    granted.current = { headers, until: Date.now() + REUSE_MS };
    setPending(null);
    pending.send(headers).then(pending.resolve, pending.reject);
  };

  const cancel = () => {
    pending?.reject(new StepUpCancelled());
    setPending(null);
  };

  const sheet = (
    <StepUpSheet
      open={pending !== null}
      totp={status?.totp === true}
      passkey={(status?.passkeys ?? 0) > 0}
      onConfirm={(code) => grant(() => stepUpHeaders(code))}
      onPasskey={() => grant(passkeyStepUpHeaders)}
      onClose={cancel}
    />
  );
  return { withStepUp, stepUpSheet: sheet };
}
