import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GREETING_FILE_MAX_BYTES, greetingFileWithPreviewSchema } from '@/core/api/greeting-files';
import { copiedPageSchema } from '@/core/api/read-model';
import { toneWav } from '@server/audio/tone-wav';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { auditActions, rawGet, rawRequest, recordServiceCalls } from './telephony-world';

let world: BffWithSandbox;
let sent: ReturnType<typeof recordServiceCalls>;
beforeAll(async () => {
  world = await startBffWithSandbox();
  sent = recordServiceCalls(world);
});
afterAll(() => world.close());
beforeEach(() => sent.clear());

const listGreetings = async () => {
  const answer = await world.as('support', 'GET', '/api/greetings');
  expect(answer.status).toBe(200);
  return z.strictObject(copiedPageSchema(greetingFileWithPreviewSchema).shape).parse(answer.json());
};

const upload = (bytes: Uint8Array, contentType = 'audio/wav', query = '') =>
  rawRequest(world, 'lead', 'POST', `/api/greetings${query}`, bytes, contentType);

describe('greeting files', () => {
  it('uploads a WAV, lists it with a preview, plays back the same bytes, and deletes both', async () => {
    const wav = toneWav({ seconds: 1.5, frequencies: [440, 660] });
    const uploaded = await upload(wav, 'audio/x-wav', '?description=Ch%C3%A0o%20m%E1%BB%ABng');
    expect(uploaded.status).toBe(201);
    const { id, filename, hasPreview, durationMs } = uploaded.json() as Record<string, unknown>;
    expect({ hasPreview, durationMs }).toEqual({ hasPreview: true, durationMs: 1500 });
    expect(typeof filename).toBe('string');

    const listed = (await listGreetings()).items.find((file) => file.id === id);
    expect(listed).toMatchObject({ filename, description: 'Chào mừng', hasPreview: true, durationMs: 1500 });

    const audio = await fetchAudio(String(id));
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(audio.bytes).equals(wav)).toBe(true);

    expect((await world.as('supervisor', 'DELETE', `/api/greetings/${String(id)}`)).status).toBe(204);
    expect((await listGreetings()).items.map((file) => file.id)).not.toContain(id);
    expect((await fetchAudio(String(id))).status).toBe(404);

    const audit = await auditActions(world, 2);
    expect(audit).toMatchObject([
      { action: 'greeting.delete', target: id, username: 'supervisor', detail: { result: 'ok' } },
      {
        action: 'greeting.upload',
        target: id,
        detail: { result: 'ok', mime: 'audio/wav', size: wav.length },
      },
    ]);
  });

  it('accepts application/octet-stream when the content is WAV', async () => {
    const answer = await upload(toneWav({ seconds: 0.2, frequencies: [] }), 'application/octet-stream');
    expect(answer.status).toBe(201);
  });

  it('uploads an MP3 (its length counted from its frames) and a call-out can play it by its generated name', async () => {
    // MPEG-1 Layer III, 128 kbit/s, 44.1 kHz: 417-byte frames of silence.
    const frame = Buffer.alloc(417);
    frame.set([0xff, 0xfb, 0x90, 0x00]);
    const mp3 = Buffer.concat([frame, frame, frame]);
    const answer = await upload(mp3, 'audio/mpeg');
    expect(answer.status).toBe(201);
    const { id, filename, durationMs } = answer.json() as {
      id: string;
      filename: string;
      durationMs: number;
    };
    // Three frames of 1,152 samples at 44.1 kHz.
    expect(durationMs).toBe(78);
    const audio = await fetchAudio(id);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(audio.bytes).equals(mp3)).toBe(true);

    const call = await world.as('support', 'POST', '/api/calls/callout', {
      body: {
        from: { number: '842873000111' },
        to: [{ number: '84901234567' }],
        actions: [{ action: 'play', fileName: filename }],
      },
    });
    expect(call.status, call.text).toBe(201);
  });

  it('refuses a text file declared as audio (415) and uploads nothing', async () => {
    const before = await listGreetings();
    sent.clear();
    const answer = await upload(new TextEncoder().encode('just some text, not audio\n'.repeat(20)));
    expect(answer.status).toBe(415);
    expect(answer.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect((answer.json() as { detail: string }).detail).toMatch(/not WAV or MP3/);
    expect(sent.operations).toEqual([]);
    expect(await listGreetings()).toEqual(before);
  });

  it('refuses a content type that is not audio with a problem naming the accepted ones', async () => {
    const answer = await upload(toneWav({ seconds: 0.1, frequencies: [440] }), 'text/plain');
    expect(answer.status).toBe(415);
    expect((answer.json() as { detail: string }).detail).toMatch(/audio\/wav/);
    expect(sent.operations).toEqual([]);
  });

  it('refuses more than 10 MB with a 413 and uploads nothing', async () => {
    const tooBig = new Uint8Array(GREETING_FILE_MAX_BYTES + 1);
    tooBig.set(toneWav({ seconds: 0.1, frequencies: [440] }));
    const answer = await upload(tooBig);
    expect(answer.status).toBe(413);
    expect((answer.json() as { detail: string }).detail).toMatch(/10 MB/);
    expect(sent.operations).toEqual([]);
  });

  it('refuses an empty body and an over-long description with field errors', async () => {
    const empty = await upload(new Uint8Array(0));
    expect(empty.status).toBe(400);
    const longDescription = await upload(
      toneWav({ seconds: 0.1, frequencies: [440] }),
      'audio/wav',
      `?description=${'d'.repeat(300)}`,
    );
    expect(longDescription.status).toBe(400);
    expect((longDescription.json() as { errors: object }).errors).toHaveProperty('description');
    expect(sent.operations).toEqual([]);
  });

  it('drops the copy of a file deleted at the service behind Switchboard’s back', async () => {
    const uploaded = await upload(toneWav({ seconds: 0.1, frequencies: [440] }));
    const { id } = uploaded.json() as { id: string };
    const direct = await world.sandbox.call('api', 'DELETE', `/v1/greetingfile/${id}`);
    expect(direct.body.r).toBe(0);

    const answer = await world.as('lead', 'DELETE', `/api/greetings/${id}`);
    expect(answer.status).toBe(404);
    expect((answer.json() as { serviceCode: number }).serviceCode).toBe(-1);
    expect((await fetchAudio(id)).status).toBe(404);
  });

  it('answers 404 problem for the audio of a file with no copy', async () => {
    const answer = await world.as('support', 'GET', '/api/greetings/no-such-sid/audio');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/application\/problem\+json/);
  });

  it('lets support read but not upload or delete', async () => {
    const answer = await rawRequest(
      world,
      'support',
      'POST',
      '/api/greetings',
      toneWav({ seconds: 0.1, frequencies: [440] }),
      'audio/wav',
    );
    expect(answer.status).toBe(403);
    expect(sent.operations).toEqual([]);
  });
});

const fetchAudio = (id: string) => rawGet(world, 'support', `/api/greetings/${id}/audio`);
