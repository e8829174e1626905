import { useSearch } from "@tanstack/react-router";

/**
 * The page that asked for a login (`?from=`). Login, register and forgot pass it on to each other,
 * so the user returns there whichever way they end up signing in.
 */
export function useFrom(): string | undefined {
  return (useSearch({ strict: false }) as { from?: string }).from;
}
