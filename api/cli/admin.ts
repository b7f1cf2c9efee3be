import '../env-file.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { runAdminCommand } from './admin-commands.ts';

// Reads DATA_DIR (and .env) exactly as the server does, so both use the same database.
try {
  const { dataDir, databaseUrl } = loadConfig(process.env);
  process.exitCode = await runAdminCommand(process.argv.slice(2), { dataDir, databaseUrl }, { info: console.log, error: console.error });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Configuration error: ${error.message}`);
  process.exitCode = 1;
}
