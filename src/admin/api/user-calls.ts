import { BACK_OFFICE_ROUTES as ROUTES } from "#domain/contract/routes/back-office.ts";
import { backOffice as api } from "./back-office-client.ts";

/** One user by uid, e-mail or mobile number; a user found by none is refused with a translated "no user" message. */
export const fetchUserOverview = (q: string) => api.call(ROUTES.user, { q });

/** Turns the user's authenticator app off; the reason is kept in the audit log. Answers the factors left. */
export const turnOffUserTotp = (userId: number, reason: string) => api.call(ROUTES.turnOffUserTotp, { userId, reason });
