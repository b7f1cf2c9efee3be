/**
 * Reads `.env` from the working folder, as dotenv did: variables already set in the
 * environment win (Node's loader never overrides them). Imported first by the entry points.
 */
try {
  process.loadEnvFile();
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
}
