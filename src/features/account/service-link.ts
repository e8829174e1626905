/**
 * The operator's support link is shown in an iframe or as a link to open: only http(s) is
 * accepted, so a mistyped or hostile value such as "javascript:" never runs in the app's origin.
 */
export function serviceLinkOf(raw: string | undefined): string | null {
  const text = raw?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
