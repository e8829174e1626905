/**
 * A call's path with its parameters (`:id`) taken from the caller's input, and what is left of the
 * input to send as the query or the body.
 */
export function fillPath(path: string, input: object): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...input };
  const filled = path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null || value === "") throw new Error(`${path} needs ${name}`);
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}
