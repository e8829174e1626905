import type { SwapRateInput } from "#domain/contract/back-office-swap.ts";
import { BACK_OFFICE_ROUTES as ROUTES } from "#domain/contract/routes/back-office.ts";
import { backOffice as api } from "./back-office-client.ts";

export const fetchSwapRates = () => api.call(ROUTES.swapRates, {});

export const saveSwapRate = (id: number, input: SwapRateInput) => api.call(ROUTES.changeSwapRate, { ...input, id });
