/** How to reach a user, as a queue lists them: the e-mail, else the mobile, else a dash. */
export function contactOf(user: { email: string | null; mobile: string | null }): string {
  return user.email ?? user.mobile ?? "—";
}
