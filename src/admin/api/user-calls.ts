import { BACK_OFFICE_API } from "../../domain/contract/back-office.ts";
import type { UserLookupQuery, UserOverview } from "../../domain/contract/back-office-users.ts";
import { backOffice as api } from "./back-office-client.ts";

/** One user by uid, e-mail or mobile number; a user found by none is refused with a translated "no user" message. */
export const fetchUserOverview = (q: string) => api.call<UserOverview>(`${BACK_OFFICE_API}/users`, { query: { q } satisfies UserLookupQuery });
