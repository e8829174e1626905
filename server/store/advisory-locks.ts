/**
 * Keys of the PostgreSQL advisory locks that keep several processes' first starts from racing on
 * one database. Any 64-bit number works; these spell "pipw" and a serial, so they stay apart
 * from other applications' keys on a shared server.
 */
export const MIGRATION_LOCK = 0x70697077_0001n;
export const SEED_LOCK = 0x70697077_0002n;
/** Held, on a connection of its own, by the one process that leads the market (server/ops/market-leader.ts). */
export const MARKET_LEADER_LOCK = 0x70697077_0003n;
