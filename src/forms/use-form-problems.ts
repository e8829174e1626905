import { useState } from "react";
import { useLingui } from "@lingui/react";
import type { MessageDescriptor } from "@lingui/core";

/** What each field's check found on the last submit; null or undefined when the field is fine. */
export type FoundProblems<Key extends string> = Record<Key, MessageDescriptor | null | undefined>;

/**
 * The problems a form found on its last submit: `shown(key)` is one field's message in the
 * current language, `accept(found)` puts a new set on screen and says whether the form may be sent,
 * `clear(key)` removes one.
 */
export function useFormProblems<Key extends string>() {
  const { i18n } = useLingui();
  const [problems, setProblems] = useState<Partial<FoundProblems<Key>>>({});
  const shown = (key: Key): string | null => {
    const problem = problems[key];
    return problem ? i18n._(problem) : null;
  };
  const accept = (found: FoundProblems<Key>): boolean => {
    setProblems(found);
    return !Object.values<MessageDescriptor | null | undefined>(found).some(Boolean);
  };
  /** Takes one field's message off the screen, e.g. when the field it was about is replaced. */
  const clear = (key: Key): void => setProblems((current) => (current[key] ? { ...current, [key]: null } : current));
  return { shown, accept, clear };
}
