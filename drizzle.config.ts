import { defineConfig } from 'drizzle-kit';

/** Migrations: `npx drizzle-kit generate` writes SQL from server/db/schema/ (one file per feature); the server applies them at start-up. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema',
  out: './server/db/migrations',
});
