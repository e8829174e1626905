import { defineConfig } from "drizzle-kit";

/** `npm run db:generate` writes the SQL migrations that the server applies at start. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/store/schema.ts",
  out: "./server/store/migrations",
});
