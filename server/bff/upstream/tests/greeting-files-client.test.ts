import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toneWav } from '@server/audio/tone-wav';
import { startSandbox, type RunningSandbox } from '@server/sandbox/test-support/sandbox-harness';
import { ServiceError } from '../errors';
import { greetingFilesClient } from '../greeting-files-client';
import type { ServiceHttp } from '../service-http';
import { serviceHttpFor } from './sandbox-service-http';

let sandbox: RunningSandbox;
let http: ServiceHttp;
let greetings: ReturnType<typeof greetingFilesClient>;
beforeAll(async () => {
  sandbox = await startSandbox();
  http = serviceHttpFor(sandbox);
  greetings = greetingFilesClient(http);
});
afterAll(async () => {
  await http.close();
  await sandbox.close();
});

const storedContent = async (id: string) => {
  const row = await sandbox.deps.db
    .selectFrom('greeting_files')
    .select('content')
    .where('sid', '=', id)
    .executeTakeFirst();
  return row ? new Uint8Array(row.content) : undefined;
};

describe('greeting files client over HTTP', () => {
  it('uploads a WAV as raw bytes, lists it with its time in ms, deletes it', async () => {
    const wav = new Uint8Array(toneWav({ seconds: 0.4, frequencies: [440, 660] }));
    const before = Date.now();
    const uploaded = await greetings.upload({ bytes: wav }, { description: 'Chào mừng' });
    expect(uploaded.filename).toMatch(/\.wav$/);
    expect(await storedContent(uploaded.id)).toEqual(wav);

    const listed = (await greetings.list()).items.find((file) => file.id === uploaded.id);
    expect(listed).toMatchObject({
      filename: uploaded.filename,
      description: 'Chào mừng',
      accountId: sandbox.config.accountId,
      projectId: sandbox.config.projectId,
    });
    // The service keeps whole seconds: the ms value is on a second boundary within this test's window.
    expect(listed?.created).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(listed?.created).toBeLessThanOrEqual(Date.now());
    expect((listed?.created ?? 1) % 1000).toBe(0);

    await greetings.remove(uploaded.id);
    expect((await greetings.list()).items.map((file) => file.id)).not.toContain(uploaded.id);
  });

  it('uploads as multipart/form-data too, with no description', async () => {
    const wav = new Uint8Array(toneWav({ seconds: 0.2, frequencies: [350] }));
    const uploaded = await greetings.uploadMultipart({ bytes: wav, filename: 'tone.wav' });
    expect(await storedContent(uploaded.id)).toEqual(wav);
    const listed = (await greetings.list()).items.find((file) => file.id === uploaded.id);
    expect(listed?.description).toBeNull();
    await greetings.remove(uploaded.id);
  });

  it('counts the listed files', async () => {
    const wav = new Uint8Array(toneWav({ seconds: 0.1, frequencies: [500] }));
    const first = await greetings.upload({ bytes: wav });
    const second = await greetings.upload({ bytes: wav });
    const page = await greetings.list();
    expect(page.total).toBe(2);
    expect(page.items.map((file) => file.id)).toEqual([first.id, second.id]);
    await greetings.remove(first.id);
    await greetings.remove(second.id);
  });

  it('passes refusals on: text that is not audio, a file already deleted', async () => {
    const text = new TextEncoder().encode('not audio at all');
    const refused = await greetings.upload({ bytes: text }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ServiceError);
    expect(refused).toMatchObject({ operation: 'uploadGreetingFile' });
    expect((refused as Error).message).toMatch(/WAV or MP3/);

    const gone = await greetings.remove('GFNOSUCHFILE').catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(ServiceError);
    expect((gone as ServiceError).r).not.toBe(0);
  });
});
