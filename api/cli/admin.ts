import '../env-file.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { runAdminCommand } from './admin-commands.ts';

// Reads DATA_DIR (and .env) exactly as the server does, so both use the same database.
try {
  const { dataDir, databaseUrl, secrets } = loadConfig(process.env);
  // What a command writes into DATA_DIR (a restored folder, a backup) is for this user only.
  process.umask(0o077);
  process.exitCode = await runAdminCommand(process.argv.slice(2), { dataDir, databaseUrl, secrets }, { info: console.log, error: console.error });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Configuration error: ${error.message}`);
  process.exitCode = 1;
}
