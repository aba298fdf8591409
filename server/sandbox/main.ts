import { SANDBOX_API_PREFIX, SANDBOX_BASE_PREFIX } from '../service-api/surfaces';
import { buildSandbox } from './app';
import { DEFAULT_API_KEY_SECRET, loadSandboxConfig } from './config';

/** Standalone sandbox: `npm run sandbox`. Prints the two addresses a client should use. */
async function main() {
  const config = loadSandboxConfig();
  const { app } = await buildSandbox({ config });
  const origin = await app.listen({ port: config.port, host: config.host });
  const usingDefaultSecret = config.apiKeySecret === DEFAULT_API_KEY_SECRET;
  console.log(`base_url: ${origin}${SANDBOX_BASE_PREFIX}`);
  console.log(`api_url: ${origin}${SANDBOX_API_PREFIX}`);
  console.log(`api_key_sid: ${config.apiKeySid}`);
  console.log(
    usingDefaultSecret
      ? `api_key_secret: ${DEFAULT_API_KEY_SECRET} (the documented default; set SANDBOX_API_KEY_SECRET to change it)`
      : 'api_key_secret: (from SANDBOX_API_KEY_SECRET)',
  );
  console.log(`project_id: ${config.projectId}`);
  console.log(`database: ${config.dbPath}`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
