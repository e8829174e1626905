/**
 * The Idempotency-Key of a user's action: a new one per confirmed action, the same one again when
 * that same action is retried after its answer was lost (so it is never done twice).
 */
export interface ActionKeys {
  /** The key for the action described by `what` (its parameters, serialised). */
  keyFor(what: string): string;
  /** The server answered, yes or no: the next action is a new one. */
  answered(): void;
}

export function createActionKeys(makeKey: () => string = () => crypto.randomUUID()): ActionKeys {
  let unanswered: { what: string; key: string } | undefined;
  return {
    keyFor(what) {
      if (unanswered?.what !== what) unanswered = { what, key: makeKey() };
      return unanswered.key;
    },
    answered() {
      unanswered = undefined;
    },
  };
}
