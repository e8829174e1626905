/**
 * An error as the operator's log may hold it. Database drivers put the statement and its
 * parameters into their errors (drizzle's "Failed query: … params: …", `query`, `params`, pg's
 * `detail`), and parameters are the caller's data: passwords, addresses, tokens. Only the type,
 * a message without them, the SQLSTATE code and the stack frames are kept, down the cause chain.
 */
export interface LoggableError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: LoggableError;
}

const MAX_CAUSES = 3;

/** pg and PGlite errors carry a severity; their messages quote the offending value. */
function isDatabaseError(error: Error): boolean {
  return "severity" in error || "sqlState" in error;
}

function messageOf(error: Error): string {
  if (error.message.startsWith("Failed query:")) return "Failed query (statement and parameters withheld)";
  if (isDatabaseError(error)) return error.message.replace(/"[^"]*"/g, '"…"');
  return error.message;
}

export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: "a non-Error value was thrown" };
  const code = (error as { code?: unknown }).code;
  const frames = error.stack?.split("\n").filter((line) => /^\s+at /.test(line)).join("\n");
  return {
    type: error.constructor.name || error.name,
    message: messageOf(error),
    ...(typeof code === "string" ? { code } : {}),
    ...(frames ? { stack: frames } : {}),
    ...(error.cause !== undefined && depth < MAX_CAUSES ? { cause: loggableError(error.cause, depth + 1) } : {}),
  };
}
