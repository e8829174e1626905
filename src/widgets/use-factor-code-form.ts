import { useState, type FormEvent } from "react";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useFormProblems } from "#forms/use-form-problems.ts";

const codeNeeded = (code: string): MessageDescriptor | null => (code ? null : msg`Enter the code the app shows`);

/**
 * A form that sends one factor code: the box's value, its problem, and the submit that checks it
 * and sends it. A refusal was shown by the API client; the user may try another code.
 */
export function useFactorCodeForm(send: (code: string) => Promise<void>, problemOf = codeNeeded) {
  const [code, setCode] = useState("");
  const { shown, accept } = useFormProblems<"code">();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A form of this hook may open over the form of the call it guards: its submit must not reach that form.
    event.stopPropagation();
    if (!accept({ code: problemOf(code) })) return;
    try {
      await send(code);
      setCode("");
    } catch {
      // Shown by the API client.
    }
  };

  return { code, setCode, error: shown("code"), submit };
}
