import type { SandboxDeps } from '../deps';
import { seedCalls } from './calls';
import { seedChat } from './chat';
import { seedDebuggerTraces } from './debugger-traces';
import { SeededRandom } from './random';
import { AGENTS, type Agent } from './vietnamese-directory';

/** How many of the newest calls get a debugger trace. */
const TRACED_CALLS = 300;

/** Call-log records (SANDBOX_CALLS of them), chat conversations with messages, debugger traces. */
export async function seedOperations(deps: SandboxDeps): Promise<void> {
  const { sqlite, config } = deps;
  const random = new SeededRandom(20_240_607);
  const now = Date.now();
  const agents = demoAgents(deps);
  const traced = seedCalls(sqlite, random, {
    count: config.seedCalls,
    now,
    keepNewest: TRACED_CALLS,
    agents,
  });
  seedDebuggerTraces(sqlite, random, traced);
  seedChat(sqlite, { random, accountSid: `AC${config.accountId}`, projectId: config.projectId, now, agents });
  // Statistics let the planner pick the right index for filtered call-log queries; sampled, so quick.
  sqlite.pragma('analysis_limit = 1000');
  sqlite.exec('ANALYZE calls');
}

/** The configured agents (seeded just before), so calls and chats name real users; a fixed list otherwise. */
function demoAgents({ sqlite }: SandboxDeps): readonly Agent[] {
  const configured = sqlite
    .prepare('SELECT service_user_id AS userId, name FROM agents ORDER BY created, id')
    .all() as Agent[];
  return configured.length >= 2 ? configured : AGENTS;
}
