import type { FastifyError, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { GREETING_FILES_PATH, uploadGreetingQuery } from '@server/service-api/greeting-files';
import { sniffAudio } from '@server/audio/sniff';
import type { SandboxDeps } from '../../deps';
import { newId } from '../../ids';
import { okMessage } from '../../reply';
import { notFound, R, SandboxError } from '../../result-codes';
import { parseInput } from '../../validate';
import { fileTooLarge, GREETING_BODY_LIMIT, readUploadedAudio } from './greeting-upload';

const sidParam = z.object({ sid: z.string().min(1).max(64) });

const unsupportedAudio = () =>
  new SandboxError(
    R.UNSUPPORTED_MEDIA,
    'Unsupported file: greeting files must be WAV or MP3 audio (recognised by content, not by name)',
  );

/**
 * Greeting files. They live in their own scope so that every body, whatever its content type (even
 * application/json, or none), reaches the upload as raw bytes: the spec's simple upload is "raw binary".
 */
export function registerGreetingFileRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: GREETING_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    // Rethrown errors reach the sandbox's own error handler, which writes the r/message body.
    scope.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw fileTooLarge();
      throw error;
    });
    registerRoutes(scope, deps);
  });
}

function registerRoutes(app: FastifyInstance, { db, config }: SandboxDeps): void {
  app.post(GREETING_FILES_PATH, async (request) => {
    const query = parseInput(uploadGreetingQuery, request.query);
    const content = await readUploadedAudio(request, query.uploadType);
    const audio = sniffAudio(content);
    if (!audio) throw unsupportedAudio();
    const sid = newId('GF');
    const filename = `${sid}.${audio.kind}`;
    const desc = query.desc?.trim() || null;
    await db
      .insertInto('greeting_files')
      .values({
        sid,
        filename,
        desc1: desc,
        created: Math.floor(Date.now() / 1000),
        mime: audio.mime,
        content,
      })
      .execute();
    return okMessage({ filename, fileSid: sid });
  });

  app.get(GREETING_FILES_PATH, async () => {
    const rows = await db
      .selectFrom('greeting_files')
      .select(['sid', 'filename', 'desc1', 'created'])
      .orderBy('created')
      .orderBy(sql`rowid`)
      .execute();
    const greetingFiles = rows.map((row) => ({
      sid: row.sid,
      account_id: config.accountId,
      project_id: config.projectId,
      filename: row.filename,
      desc1: row.desc1,
      created: row.created,
    }));
    return okMessage({ data: { greeting_files: greetingFiles, total: String(rows.length) } });
  });

  app.delete(`${GREETING_FILES_PATH}/:sid`, async (request) => {
    const { sid } = parseInput(sidParam, request.params);
    const result = await db.deleteFrom('greeting_files').where('sid', '=', sid).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw notFound('Greeting file');
    return okMessage({});
  });
}
