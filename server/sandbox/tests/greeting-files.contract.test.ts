import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  deleteGreetingFileResponse,
  listGreetingFilesResponse,
  MAX_GREETING_FILE_BYTES,
  uploadGreetingResponse,
} from '../../service-api/greeting-files';
import { toneWav } from '../../audio/tone-wav';
import { startSandbox, type RunningSandbox } from '../test-support/sandbox-harness';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.deps.db.deleteFrom('greeting_files').execute();
});

const wav = () => new Uint8Array(toneWav({ seconds: 0.5, frequencies: [440, 880] }));
/** Two MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz) of silence. */
const mp3 = () => {
  const frame = new Uint8Array(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  const out = new Uint8Array(834);
  out.set(frame);
  out.set(frame, 417);
  return out;
};
const formWith = (
  content: Uint8Array<ArrayBuffer> | string,
  name: string,
  type = 'application/octet-stream',
  field = 'file',
) => {
  const form = new FormData();
  form.append(field, new Blob([content], { type }), name);
  return form;
};

/** An upload over plain fetch, so the body's own content type (and multipart boundary) goes on the wire. */
async function upload(query: string, body: BodyInit | undefined, headers: Record<string, string> = {}) {
  const token = await sandbox.token();
  const sep = query ? '&' : '';
  const response = await fetch(`${sandbox.apiUrl}/v1/greetingfile?${query}${sep}access_token=${token}`, {
    method: 'POST',
    headers,
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const list = async () =>
  listGreetingFilesResponse.parse((await sandbox.call('api', 'GET', '/v1/greetingfile')).body);

describe('greeting files ({api_url}/v1/greetingfile)', () => {
  it('takes a simple WAV upload and lists it with desc1 and created in epoch seconds', async () => {
    const before = Math.floor(Date.now() / 1000);
    const answer = await upload('uploadType=simple&desc=L%E1%BB%9Di%20ch%C3%A0o', wav(), {
      'content-type': 'audio/wav',
    });
    const { r, filename, fileSid, message } = uploadGreetingResponse.parse(answer.body);
    expect([r, answer.status]).toEqual([0, 200]);
    expect(message).toBeTruthy();
    expect(filename).toMatch(/^[A-Za-z0-9_-]+\.wav$/);

    const listed = await list();
    expect(listed.r).toBe(0);
    expect(listed.data.total).toBe('1');
    const [file] = listed.data.greeting_files;
    expect(file).toMatchObject({
      sid: fileSid,
      filename,
      desc1: 'Lời chào',
      account_id: sandbox.config.accountId,
      project_id: sandbox.config.projectId,
    });
    expect(file?.created).toBeGreaterThanOrEqual(before);
    expect(file?.created).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
  });

  it.each([
    ['audio/mpeg', 'audio/mpeg'],
    ['application/octet-stream', 'application/octet-stream'],
    ['application/json (any content type is raw audio)', 'application/json'],
    ['text/plain', 'text/plain'],
  ])('takes a simple MP3 upload sent as %s', async (_case, contentType) => {
    const answer = await upload('uploadType=simple', mp3(), { 'content-type': contentType });
    const { r, filename } = uploadGreetingResponse.parse(answer.body);
    expect(r).toBe(0);
    expect(filename).toMatch(/\.mp3$/);
    expect((await list()).data.greeting_files[0]?.desc1).toBeNull();
  });

  it.each([
    ['a WAV', wav(), 'greeting.wav', /\.wav$/],
    ['an MP3', mp3(), 'greeting.mp3', /\.mp3$/],
    ['a WAV whatever its name', wav(), 'recording.bin', /\.wav$/],
  ])(
    'takes a multipart upload of %s with the token in access_token',
    async (_case, content, name, ending) => {
      const answer = await upload('uploadType=multipart&desc=menu', formWith(content, name));
      const parsed = uploadGreetingResponse.parse(answer.body);
      expect(parsed.r).toBe(0);
      expect(parsed.filename).toMatch(ending);
      expect((await list()).data.greeting_files).toEqual([
        expect.objectContaining({ sid: parsed.fileSid, desc1: 'menu' }),
      ]);
    },
  );

  it('gives every upload its own server-side filename', async () => {
    const first = uploadGreetingResponse.parse((await upload('uploadType=simple', wav())).body);
    const second = uploadGreetingResponse.parse((await upload('uploadType=simple', wav())).body);
    expect(first.filename).not.toBe(second.filename);
    expect(first.fileSid).not.toBe(second.fileSid);
    expect((await list()).data.greeting_files.map((f) => f.sid)).toEqual([first.fileSid, second.fileSid]);
  });

  it.each([
    [
      'a text file named x.wav (multipart)',
      'uploadType=multipart',
      formWith('just some text\n', 'x.wav', 'audio/wav'),
    ],
    ['a text body declared audio/wav (simple)', 'uploadType=simple', 'RIFF? no, just text'],
    [
      'a PNG (simple)',
      'uploadType=simple',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
    ],
  ])('refuses %s with r=5 naming WAV and MP3, and stores nothing', async (_case, query, body) => {
    const answer = await upload(query, body, typeof body === 'string' ? { 'content-type': 'audio/wav' } : {});
    expect(answer.body.r).toBe(5);
    expect(answer.body.message).toMatch(/WAV or MP3/);
    expect((await list()).data.total).toBe('0');
  });

  it.each([
    ['no uploadType', 'desc=x', wav(), 2, 'uploadType'],
    ['an unknown uploadType', 'uploadType=resumable', wav(), 1, 'uploadType'],
    ['uploadType in the wrong case', 'uploadType=Simple', wav(), 1, 'uploadType'],
    ['an empty simple body', 'uploadType=simple', undefined, 2, 'body'],
    ['an empty multipart body', 'uploadType=multipart', new FormData(), 2, 'file'],
    [
      'a multipart form without the file field',
      'uploadType=multipart',
      formWith(wav(), 'a.wav', 'audio/wav', 'audio'),
      2,
      'file',
    ],
    ['multipart sent as simple', 'uploadType=simple', formWith(wav(), 'a.wav'), 1, 'uploadType=multipart'],
    ['raw audio sent as multipart', 'uploadType=multipart', wav(), 1, 'multipart/form-data'],
    ['a desc over 255 characters', `uploadType=simple&desc=${'d'.repeat(256)}`, wav(), 1, 'desc'],
  ])('refuses %s and stores nothing', async (_case, query, body, r, mentioned) => {
    const answer = await upload(query, body);
    expect(answer.body.r).toBe(r);
    expect(answer.body.message).toContain(mentioned);
    expect((await list()).data.total).toBe('0');
  });

  it('refuses a file over the size limit, in the file or in the body, with a clear message', async () => {
    const justOver = new Uint8Array(MAX_GREETING_FILE_BYTES + 1);
    justOver.set(wav());
    const overFile = await upload('uploadType=multipart', formWith(justOver, 'big.wav'));
    expect(overFile.status).toBe(413);
    expect(overFile.body.r).toBe(1);
    expect(overFile.body.message).toMatch(/too large.*10 MB/);

    const wayOver = new Uint8Array(MAX_GREETING_FILE_BYTES + 2 * 1024 * 1024);
    wayOver.set(wav());
    const overBody = await upload('uploadType=simple', wayOver);
    expect(overBody.status).toBe(413);
    expect(overBody.body.message).toMatch(/too large.*10 MB/);
    expect((await list()).data.total).toBe('0');
  });

  it('asks for a token like every endpoint', async () => {
    const response = await fetch(`${sandbox.apiUrl}/v1/greetingfile?uploadType=simple`, {
      method: 'POST',
      body: wav(),
    });
    expect(response.status).toBe(401);
    expect((await list()).data.total).toBe('0');
  });

  it('deletes by sid; an unknown sid is r=-1', async () => {
    const { fileSid } = uploadGreetingResponse.parse((await upload('uploadType=simple', mp3())).body);
    const deleted = await sandbox.call('api', 'DELETE', `/v1/greetingfile/${fileSid}`);
    expect(deleteGreetingFileResponse.parse(deleted.body).r).toBe(0);
    expect((await list()).data.total).toBe('0');

    const again = await sandbox.call('api', 'DELETE', `/v1/greetingfile/${fileSid}`);
    expect(deleteGreetingFileResponse.parse(again.body)).toMatchObject({
      r: -1,
      message: 'Greeting file not found',
    });
  });
});
