import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema and applied by src/db/migrate.ts at start-up,
// the same files for embedded PGlite and for a PostgreSQL server.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
