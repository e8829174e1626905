/** Three days of history keep the template small yet give every period, even 1day, several candles. */
export const TEST_HISTORY_DAYS = 3;
export const TEST_MARKET_SEED = 42;
