import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/api/contract.js';
import {
  hlsFileParams,
  recordingSettingsSchema,
  recordingStateSchema,
} from '../../../shared/recordings/schemas.js';
import { idParam } from '../../../shared/validation.js';
import { recordedLessons } from '../../db/schema.js';
import { lessonRecordings, recordingSettings } from '../../db/schema-recordings.js';
import type { Api } from '../../http/contract.js';
import { forbidden, notFound } from '../../http/errors.js';
import { currentUser } from '../../identity/guard.js';
import { HLS_PLAYLIST, HLS_SEGMENT, hlsPrefixFor } from '../../media/recording-paths.js';
import { watchableBy } from '../../policies/recordings.js';
import type { Services } from '../../services.js';
import { retentionDays } from './retention.js';
import { contentTypeOf, recordingStorage } from './storage.js';

const tags = ['Recorded lessons'];

/**
 * A classroom recording's state, its HLS files and the admins' retention setting (issue 29 §4–5).
 * Every playlist and segment request is checked against the signed-in user, so a copied URL
 * plays for nobody else and stops at sign-out.
 */
export function registerRecordingRoutes(app: Api, { db, config }: Services) {
  const storage = recordingStorage(config);
  const recordingOf = async (id: number, scope: ReturnType<typeof watchableBy>) => {
    const [row] = await db
      .select({ recording: lessonRecordings })
      .from(lessonRecordings)
      .innerJoin(recordedLessons, eq(recordedLessons.id, lessonRecordings.recordedLessonId))
      .where(and(eq(lessonRecordings.recordedLessonId, id), scope));
    return row?.recording ?? null;
  };

  app.get(
    '/recordings/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: "A recorded lesson's classroom recording: processing, ready or failed",
        tags,
        params: idParam,
        response: { 200: recordingStateSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const recording = await recordingOf(request.params.id, watchableBy(currentUser(request)));
      if (!recording) throw notFound('This lesson has no recording.');
      return {
        status: recording.status,
        readyBy: recording.status === 'processing' ? recording.readyBy : null,
        durationSeconds: recording.durationSeconds,
        playlistUrl:
          recording.status === 'ready'
            ? `/api/recordings/${recording.recordedLessonId}/hls/${HLS_PLAYLIST}`
            : null,
      };
    },
  );

  app.get(
    '/recordings/:id/hls/:file',
    {
      // Checked here rather than by the guard, so that signed out and not allowed answer alike.
      config: { access: 'public' },
      schema: {
        summary: "A recording's HLS playlist or segment, for those who may watch it",
        description: 'Signed out, not on the class roster or no such file: 403.',
        tags,
        params: hlsFileParams,
        response: {
          200: {
            description: 'The playlist (application/vnd.apple.mpegurl) or an MPEG-TS segment.',
            content: { '*/*': { schema: z.unknown() } },
          },
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const user = request.user;
      if (!user || !(file === HLS_PLAYLIST || HLS_SEGMENT.test(file))) throw forbidden();
      const recording = await recordingOf(id, watchableBy(user));
      if (recording?.status !== 'ready') throw forbidden();
      const stored = await storage.get(`${hlsPrefixFor(id)}/${file}`);
      if (!stored) throw forbidden();
      return reply
        .type(contentTypeOf(file))
        .header('content-length', stored.size)
        .header('cache-control', 'private, no-store')
        .send(stored.body);
    },
  );

  app.get(
    '/admin/recording-settings',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'How many days classroom recordings are kept',
        tags,
        response: { 200: recordingSettingsSchema },
      },
    },
    async () => ({ retentionDays: await retentionDays(db) }),
  );

  app.put(
    '/admin/recording-settings',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'Set how many days classroom recordings are kept',
        description:
          'Recordings older than this are deleted, with their files, at 04:30 each night.',
        tags,
        body: recordingSettingsSchema,
        response: { 200: recordingSettingsSchema },
      },
    },
    async (request) => {
      const { retentionDays: days } = request.body;
      const values = {
        retentionDays: days,
        updatedAt: sql`now()`,
        updatedBy: currentUser(request).id,
      };
      await db
        .insert(recordingSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: recordingSettings.id, set: values });
      return { retentionDays: days };
    },
  );
}
