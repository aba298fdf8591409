import { databaseSettings } from '../../config';
import { openAppDb, type AppDb } from '../../db/database';
import { dropSchema, TEST_DATABASE_URL, uniqueSchemaName } from '../../db/test-support/postgres-test-schema';
import { startSandbox, type RunningSandbox } from '../../sandbox/test-support/sandbox-harness';
import { startBffProcess, type BffProcess } from './bff-process';
import { TEST_API_SECRET } from './canary';
import { httpClient, type HttpClient } from './http-client';

export const CLUSTER_ADMIN = { username: 'admin', password: 'cluster-admin-password' };

export type BffInstance = BffProcess & { http: HttpClient };

export type BffCluster = {
  instances: BffInstance[];
  sandbox: RunningSandbox;
  /** The instances' shared app database, opened by the test to look inside. */
  appDb: AppDb;
  schema: string;
  /** Starts one more instance on the same database and sandbox (e.g. after one was killed). */
  startInstance: () => Promise<BffInstance>;
  close: () => Promise<void>;
};

/**
 * N BFF processes on loopback, started at the same moment (so their start-up migrations race), sharing
 * one PostgreSQL schema and one sandbox — what N instances behind a load balancer share. The service's
 * key secret is the canary, so the test can search every instance's log output for it.
 */
export async function startBffCluster(count: number, env: Record<string, string> = {}): Promise<BffCluster> {
  const sandbox = await startSandbox({ SANDBOX_API_KEY_SECRET: TEST_API_SECRET });
  const schema = uniqueSchemaName('sb_cluster');
  const instanceEnv = {
    DATABASE_URL: TEST_DATABASE_URL,
    DATABASE_SCHEMA: schema,
    SERVICE_BASE_URL: sandbox.baseUrl,
    SERVICE_API_URL: sandbox.apiUrl,
    SERVICE_API_KEY_SID: sandbox.config.apiKeySid,
    SERVICE_API_KEY_SECRET: sandbox.config.apiKeySecret,
    ADMIN_USERNAME: CLUSTER_ADMIN.username,
    ADMIN_PASSWORD: CLUSTER_ADMIN.password,
    LOG_LEVEL: 'info',
    ...env,
  };
  const startInstance = async (): Promise<BffInstance> => {
    const process = await startBffProcess(instanceEnv);
    return { ...process, http: httpClient(process.origin) };
  };
  const settled = await Promise.allSettled(Array.from({ length: count }, startInstance));
  const instances = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(instances.map((instance) => instance.kill()));
    await sandbox.close();
    await dropSchema(schema);
    throw failure.reason;
  }
  const appDb = openAppDb(databaseSettings(TEST_DATABASE_URL, schema));
  const started: BffInstance[] = [...instances];
  return {
    instances,
    sandbox,
    appDb,
    schema,
    startInstance: async () => {
      const instance = await startInstance();
      started.push(instance);
      return instance;
    },
    close: async () => {
      await Promise.all(started.map((instance) => instance.stop()));
      await appDb.close();
      await sandbox.close();
      await dropSchema(schema);
    },
  };
}
