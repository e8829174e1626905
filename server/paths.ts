import { fileURLToPath } from "node:url";
import { join } from "node:path";

/**
 * The project root, found from this module's URL. It holds for the source (server/paths.ts) and
 * for the bundled server (dist-server/main.js), which both sit one folder below the root.
 */
export const PROJECT_ROOT = fileURLToPath(new URL("..", import.meta.url));
export const MIGRATIONS_DIR = join(PROJECT_ROOT, "server/store/migrations");
export const LOCALES_DIR = join(PROJECT_ROOT, "locales");
