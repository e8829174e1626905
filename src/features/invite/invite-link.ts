/** The register page with the code filled in, on the host the app is served from (/register?invite_code=). */
export function inviteLink(origin: string, code: string): string {
  const url = new URL("/register", origin);
  url.searchParams.set("invite_code", code);
  return url.href;
}
