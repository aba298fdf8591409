import type { AppConfig, UpstreamTarget } from '../../config';
import { DEFAULT_DEMO_PASSWORD } from '../../config';
import { DEMO_USERS } from './initial-users';

/** What a person starting the console needs to know: where it is, what it talks to, how to sign in. */
export function startupBanner(
  config: AppConfig,
  url: string,
  upstream: UpstreamTarget,
  spa: boolean,
): string {
  const lines = [`Switchboard is listening on ${url}`];
  if (!spa)
    lines.push('  (no built SPA found; run `npm run build`, or use `npm run dev` for the Vite dev server)');
  lines.push(
    config.database.engine === 'sqlite'
      ? `  app database: SQLite ${config.database.path}`
      : `  app database: PostgreSQL (schema ${config.database.schema})`,
  );
  if (upstream.kind === 'service') {
    lines.push(`  upstream: service at ${upstream.connection.baseUrl} and ${upstream.connection.apiUrl}`);
    return lines.join('\n');
  }
  lines.push(`  upstream: embedded sandbox at ${upstream.connection.baseUrl.replace(/\/[^/]*$/, '')}`);
  const usingDefault = config.demoPassword.reveal() === DEFAULT_DEMO_PASSWORD;
  const password = usingDefault ? DEFAULT_DEMO_PASSWORD : '(the value of DEMO_PASSWORD)';
  lines.push(`  demo sign-ins (password: ${password}):`);
  for (const demo of DEMO_USERS) lines.push(`    ${demo.username.padEnd(11)} ${demo.displayName}`);
  return lines.join('\n');
}
