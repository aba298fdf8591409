import { describe, expect, it } from 'vitest';
import { toneWav } from '@server/audio/tone-wav';
import {
  audioContentType,
  greetingFileFromWire,
  multipartBodyOf,
  uploadQueryOf,
} from '../greeting-files-client';

describe('greeting file mapping', () => {
  it('renames the fields and turns created seconds into ms', () => {
    const wire = {
      sid: 'GF1',
      account_id: 3,
      project_id: 7,
      filename: 'GF1.wav',
      desc1: null,
      created: 1_717_200_000,
    };
    expect(greetingFileFromWire(wire)).toEqual({
      id: 'GF1',
      accountId: 3,
      projectId: 7,
      filename: 'GF1.wav',
      description: null,
      created: 1_717_200_000_000,
    });
  });

  it.each([
    [new Uint8Array(toneWav({ seconds: 0.01, frequencies: [] })), 'audio/wav'],
    [new Uint8Array([0x49, 0x44, 0x33, 4, 0]), 'audio/mpeg'],
    [new Uint8Array([0xff, 0xfb, 0x90, 0x00]), 'audio/mpeg'],
    [new TextEncoder().encode('RIFF....AVI '), 'application/octet-stream'],
    [new Uint8Array([]), 'application/octet-stream'],
  ])('sniffs %#: %s', (bytes, type) => {
    expect(audioContentType(bytes)).toBe(type);
  });

  it.each([
    [{}, { uploadType: 'simple', desc: undefined }],
    [{ description: '  ' }, { uploadType: 'simple', desc: undefined }],
    [{ description: 'Giờ làm việc' }, { uploadType: 'simple', desc: 'Giờ làm việc' }],
  ])('sends description %j as %j', (input, query) => {
    expect(uploadQueryOf('simple', input)).toEqual(query);
  });

  it('builds a multipart body with the audio in the field "file"', async () => {
    const bytes = new Uint8Array(toneWav({ seconds: 0.05, frequencies: [440] }));
    const { body, contentType } = await multipartBodyOf({ bytes, filename: 'a.wav' });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const form = await new Response(body.slice(), { headers: { 'content-type': contentType } }).formData();
    const file = form.get('file');
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe('a.wav');
    expect((file as File).type).toBe('audio/wav');
    expect(new Uint8Array(await (file as Blob).arrayBuffer())).toEqual(bytes);
  });
});
