import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignInLimits } from '../../config';
import { HttpProblem } from '../problem';
import type { WindowCounters } from '../rate-limit/memory-counters';
import { normalizeUsername } from '../repositories/users';
import { HashGateBusyError, PasswordHashGate, type HashPriority } from './password-hash-gate';

const MINUTE_MS = 60_000;
/** How long an address someone signed in from stays known: a working day and the night after. */
const KNOWN_ADDRESS_MS = 24 * 60 * MINUTE_MS;

/**
 * What stands between a password sprayer and the password hashing, besides the per IP and username limit
 * (auth/rate-limits.ts): failed sign-ins per client IP across usernames and per username across
 * addresses — failures only, so that an office behind one NAT can start a shift — and the cap on hashes
 * running at once. Counters live where the other rate limits do (memory on SQLite, the database on
 * PostgreSQL), so they hold across instances.
 */
export class SignInGuard {
  private readonly gate: PasswordHashGate;

  constructor(
    private readonly counters: WindowCounters,
    private readonly limits: SignInLimits,
  ) {
    this.gate = new PasswordHashGate(limits.hashConcurrency, limits.hashWaitMs);
  }

  /**
   * Refuses with 429 (and Retry-After) while the client's address or the username has used up its
   * failures; otherwise says how urgent this attempt's hashing is.
   */
  async admit(request: FastifyRequest, reply: FastifyReply, username: string): Promise<HashPriority> {
    const [byIp, byUsername, successes] = await Promise.all([
      this.counters.peek(ipKey(request)),
      this.counters.peek(usernameKey(username)),
      this.counters.peek(successKey(request)),
    ]);
    const exhausted = [
      byIp.current >= this.limits.failuresPerIpPerMinute ? byIp.ttl : 0,
      byUsername.current >= this.limits.failuresPerUsernamePerMinute ? byUsername.ttl : 0,
    ];
    const waitMs = Math.max(...exhausted);
    if (waitMs > 0) {
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      reply.header('retry-after', String(seconds));
      throw new HttpProblem(429, 'Too Many Requests', `Too many failed sign-ins; try again in ${seconds} s.`);
    }
    if (byIp.current > 0) return 'suspect';
    return successes.current > 0 ? 'known' : 'clean';
  }

  /** A person signed in from this address: its next sign-ins go first while hashing is busy. */
  async recordSuccess(request: FastifyRequest): Promise<void> {
    await this.counters.hit(successKey(request), KNOWN_ADDRESS_MS);
  }

  /**
   * Runs the password check in a hashing slot; 503 with Retry-After when none comes free in time. For an
   * address that has already failed, giving up counts as one more failure: a sprayer behind one address
   * then meets its 429 (which costs nothing) instead of holding places in the queue.
   */
  async hashing<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    attempt: { username: string; priority: HashPriority },
    work: () => Promise<T>,
  ): Promise<T> {
    try {
      return await this.gate.run(request.ip, attempt.priority, work);
    } catch (error) {
      if (!(error instanceof HashGateBusyError)) throw error;
      if (attempt.priority === 'suspect') await this.recordFailure(request, attempt.username);
      reply.header('retry-after', String(Math.max(1, Math.ceil(this.limits.hashWaitMs / 1000))));
      throw new HttpProblem(503, 'Service Unavailable', 'Sign-in is busy; try again in a moment.');
    }
  }

  async recordFailure(request: FastifyRequest, username: string): Promise<void> {
    await Promise.all([
      this.counters.hit(ipKey(request), MINUTE_MS),
      this.counters.hit(usernameKey(username), MINUTE_MS),
    ]);
  }
}

// Prefixes keep these keys apart from the other limiters' keys in the shared counters.
const ipKey = (request: FastifyRequest) => `login-failures-ip:${request.ip}`;
const successKey = (request: FastifyRequest) => `login-success-ip:${request.ip}`;
const usernameKey = (username: string) => `login-failures-user:${normalizeUsername(username)}`;
