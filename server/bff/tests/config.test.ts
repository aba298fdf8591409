import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

const service = {
  SERVICE_BASE_URL: 'https://cc.example.com/base/',
  SERVICE_API_URL: 'https://api.example.com/v',
  SERVICE_API_KEY_SID: 'SK_REAL',
  SERVICE_API_KEY_SECRET: 'real-secret-do-not-print',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('defaults to a safe local console on the embedded sandbox and a SQLite file', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ engine: 'sqlite', path: 'data/switchboard.db' });
    expect(config.session).toEqual({ idleMinutes: 30, absoluteHours: 8 });
    expect(config.loginRateLimitPerMinute).toBe(10);
    expect(config.apiRateLimitPerMinute).toBe(600);
    expect(config.demoPassword.reveal()).toBe('switchboard-demo');
    expect(config.initialAdmin).toBeNull();
    expect(config.upstream.mode).toBe('sandbox');
    if (config.upstream.mode !== 'sandbox') return;
    expect(config.upstream.sandbox.dbPath).toBe('data/sandbox.db');
    expect(config.upstream.authHeader).toBe('X-SERVICE-AUTH');
    expect(config.upstream.tokenCty).toBe('service-api;v=1');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', SERVICE_BASE_URL: ' ', ADMIN_USERNAME: '' }).port).toBe(8080);
  });

  it('selects a real service when all four SERVICE_* variables are set', () => {
    const config = loadConfig({ ...service, SIP_DOMAIN: 'sip.example.com' });
    expect(config.upstream.mode).toBe('service');
    if (config.upstream.mode !== 'service') return;
    expect(config.upstream.service.baseUrl).toBe('https://cc.example.com/base');
    expect(config.upstream.service.apiKeySecret.reveal()).toBe(service.SERVICE_API_KEY_SECRET);
    expect(config.upstream.service.sipDomain).toBe('sip.example.com');
  });

  it('names the missing SERVICE_* variables when only some are set', () => {
    const problems = problemsOf({ SERVICE_BASE_URL: service.SERVICE_BASE_URL, SERVICE_API_KEY_SECRET: 'x' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^SERVICE_API_URL, SERVICE_API_KEY_SID: missing/);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['API_RATE_LIMIT_PER_MINUTE', 'lots'],
    ['SERVICE_BASE_URL', 'ftp://example.com'],
    ['DATABASE_SCHEMA', 'Robert; drop table'],
    ['SANDBOX_ERROR_RATE', '2'],
  ])('rejects %s=%s with a line naming the variable', (name, value) => {
    const env = name.startsWith('SERVICE_') ? { ...service, [name]: value } : { [name]: value };
    expect(problemsOf(env).some((line) => line.startsWith(`${name}:`))).toBe(true);
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({ PORT: 'x', SESSION_ABSOLUTE_HOURS: '-1', ADMIN_USERNAME: 'root' });
    expect(problems.map((line) => line.split(':')[0])).toEqual([
      'PORT',
      'SESSION_ABSOLUTE_HOURS',
      'ADMIN_USERNAME, ADMIN_PASSWORD',
    ]);
  });

  it('never puts a secret in an error message', () => {
    const secret = 'hunter2-is-not-a-password';
    const cases = [
      { ...service, SERVICE_API_KEY_SECRET: secret, PORT: 'bad' },
      { SERVICE_API_KEY_SECRET: secret },
      { ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'short' },
    ];
    for (const env of cases) expect(() => loadConfig(env)).toThrow(ConfigError);
    for (const env of cases) {
      const message = (() => {
        try {
          loadConfig(env);
          return '';
        } catch (error) {
          return (error as Error).message;
        }
      })();
      expect(message).not.toContain(secret);
      expect(message).not.toContain('short');
    }
  });

  it('recognises PostgreSQL URLs and keeps them out of printouts', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app:pw@db:5432/switchboard',
      DATABASE_SCHEMA: 'sb',
    });
    expect(config.database.engine).toBe('postgres');
    expect(JSON.stringify(config)).not.toContain('pw@db');
  });
});
