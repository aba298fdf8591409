import { existsSync } from 'node:fs';
import { buildApp } from './bff/app';
import { hasBuiltSpa } from './bff/plugins/spa';
import { startupBanner } from './bff/startup/banner';
import { ensureDemoUsers, ensureInitialAdmin } from './bff/startup/initial-users';
import { asyncStdout, loggerOptions } from './bff/startup/logger';
import { closeOnSignals } from './bff/startup/shutdown';
import { startUpstream } from './bff/startup/upstream';
import { ConfigError, loadConfig } from './config';
import { openAppDb } from './db/database';
import { migrateToLatest } from './db/migrate';

/** Starts the console: config → app database → upstream (service or embedded sandbox) → BFF. */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();

  const appDb = openAppDb(config.database);
  await migrateToLatest(appDb);
  const upstream = await startUpstream(config.upstream);

  const app = await buildApp({
    appDb,
    upstream: upstream.target,
    session: config.session,
    loginRateLimitPerMinute: config.loginRateLimitPerMinute,
    apiRateLimitPerMinute: config.apiRateLimitPerMinute,
    signInLimits: config.signInLimits,
    publicHosts: config.publicHosts,
    staticDir: config.staticDir,
    trustProxy: config.trustProxy,
    logger: {
      ...loggerOptions(config.logLevel, upstream.target.connection.authHeader),
      stream: asyncStdout(),
    },
  });
  const { users } = app.services;
  const admin = config.initialAdmin && {
    username: config.initialAdmin.username,
    password: config.initialAdmin.password.reveal(),
  };
  if ((await ensureInitialAdmin(users, admin)) === 'created') {
    app.log.info(`created the initial admin user ${admin?.username}`);
  }
  // Demo accounts with a documented password must never exist in front of a real service.
  if (upstream.target.kind === 'sandbox') await ensureDemoUsers(users, config.demoPassword.reveal());
  if ((await users.count()) === 0) {
    app.log.warn('no users yet: set ADMIN_USERNAME and ADMIN_PASSWORD to create the first admin');
  }

  closeOnSignals(
    async () => {
      await app.close();
      await upstream.close();
      await appDb.close();
    },
    (message) => app.log.info(message),
  );

  const url = await app.listen({ port: config.port, host: config.host });
  console.log(startupBanner(config, url, upstream.target, hasBuiltSpa(config.staticDir)));
}

main().catch((error: unknown) => {
  // Config errors list variables, never values; anything else prints its message only, not internals.
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
  process.exit(1);
});
