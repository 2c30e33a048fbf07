import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedLessons } from '../../src/server/db/schema.js';
import { lessonRecordings } from '../../src/server/db/schema-recordings.js';
import { classroomRooms } from '../../src/server/db/schema-classroom.js';
import { classSession, enrol, makeClass } from '../../src/server/factories/classes.js';
import {
  createScheduledSession,
  createStudent,
  createTutor,
  createUser,
} from '../../src/server/factories/index.js';
import { processRecording } from '../../src/server/features/recordings/process.js';
import {
  enforceRecordingRetention,
  removeOrphanedFiles,
} from '../../src/server/features/recordings/retention.js';
import { publishProcessing } from '../../src/server/features/recordings/publish.js';
import { PROCESSING_MINUTES_PER_LESSON_MINUTE } from '../../src/server/features/recordings/ready-by.js';
import { collectFamilyRecords } from '../../src/server/features/data-export/collect.js';
import { eraseAccount } from '../../src/server/features/erasure/erase.js';
import { localStorage, recordingStorage } from '../../src/server/features/recordings/storage.js';
import { recordingsDue } from '../../src/server/features/recordings/sweep.js';
import { lessonEnded } from '../../src/server/media/recording-queue.js';
import { recordingDirFor } from '../../src/server/media/recording-paths.js';
import { writeSyntheticLesson } from '../support/synthetic-mjr.js';
import { createTestApp, signInAs, withJobEngine, type TestApp } from './support/app.js';

/*
 * A lesson's recording from Janus's raw files to HLS only its class may play (issue 29 §4–5,
 * decision 117). The raw files are real .mjr recordings (tests/support/synthetic-mjr.ts) that
 * janus-pp-rec and ffmpeg convert as they would a lesson's.
 */

const run = promisify(execFile);
const LONG_AGO = new Date('2025-01-01T00:00:00Z');
const LESSON = new Date('2026-11-03T16:00:00Z');
const AFTER = new Date('2026-11-03T17:20:00Z');

/** A short lesson: the tutor's camera, a pupil's camera and microphone, and a shared screen. */
const shortLesson = (dir: string) =>
  writeSyntheticLesson(dir, [
    { kind: 'tutor-camera', n: 1, seconds: 4, video: true },
    { kind: 'pupil', n: 1, seconds: 3, offset: 1, video: true },
    { kind: 'tutor-screen', n: 1, seconds: 2, offset: 1, video: true },
  ]);

async function world(t: TestApp) {
  const tutor = await createTutor(t.db);
  const cls = await makeClass(t.db, { tutorId: tutor.id });
  const session = await classSession(t.db, cls, { scheduledFor: LESSON, duration: 60 });
  const parent = await createUser(t.db, { role: 'parent' });
  const child = await createStudent(t.db, { parentId: parent.id, createdAt: LONG_AGO });
  await enrol(t.db, cls, child.id);
  const stranger = await createUser(t.db, { role: 'parent' });
  await createStudent(t.db, { parentId: stranger.id, createdAt: LONG_AGO });
  const admin = await createUser(t.db, { role: 'admin' });
  return { tutor, cls, session, parent, stranger, admin };
}

describe('a lesson recording, stored in a local folder', () => {
  let t: TestApp;
  let dataDir: string;
  let w: Awaited<ReturnType<typeof world>>;
  let lessonId: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'recordings-'));
    // No workers: the sweep would convert the lesson before the tests look at it.
    t = await createTestApp({ env: { DATA_DIR: dataDir }, workers: false });
    w = await world(t);
    await shortLesson(recordingDirFor(w.session.id, dataDir));
  }, 120_000);

  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is due for conversion once the lesson and its grace are over', async () => {
    expect(await recordingsDue(t.db, dataDir, new Date('2026-11-03T17:05:00Z'))).toEqual([]);
    expect(await recordingsDue(t.db, dataDir, AFTER)).toEqual([w.session.id]);
  });

  it('is converted to HLS that ffprobe plays, published as the class’s recorded lesson', async () => {
    const storage = recordingStorage(t.config);
    await processRecording({ db: t.db, dataDir, storage, now: AFTER }, w.session.id);
    const [row] = await t.db
      .select()
      .from(lessonRecordings)
      .where(eq(lessonRecordings.sessionId, w.session.id));
    expect(row).toMatchObject({ status: 'ready', durationSeconds: 4, error: null });
    lessonId = row!.recordedLessonId;
    const [lesson] = await t.db
      .select()
      .from(recordedLessons)
      .where(eq(recordedLessons.id, lessonId));
    expect(lesson).toMatchObject({ classId: w.cls.id, tutorId: w.tutor.id, uploadedAt: LESSON });
    const playlist = path.join(dataDir, 'recordings', 'hls', String(lessonId), 'index.m3u8');
    const { stdout } = await run('ffprobe', [
      ...['-v', 'error', '-show_entries', 'stream=codec_type,width,height:format=duration'],
      ...['-of', 'json', playlist],
    ]);
    const probed = JSON.parse(stdout) as {
      streams: { codec_type: string; width?: number }[];
      format: { duration: string };
    };
    expect(probed.streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);
    expect(probed.streams.find((s) => s.codec_type === 'video')?.width).toBe(1280);
    expect(Number(probed.format.duration)).toBeGreaterThan(3.5);
    // The raw files, the pupil's camera with them, are gone once the HLS is stored.
    expect(await stat(recordingDirFor(w.session.id, dataDir)).catch(() => null)).toBeNull();
  }, 90_000);

  it('plays for the class, its tutor and admins, and answers 403 to anyone else', async () => {
    const playlist = `/api/recordings/${lessonId}/hls/index.m3u8`;
    for (const user of [w.parent, w.tutor, w.admin]) {
      const cookie = await signInAs(t, user);
      const state = await t.get(`/api/recordings/${lessonId}`, { cookie });
      expect(state.json()).toMatchObject({ status: 'ready', playlistUrl: playlist });
      const list = await t.get(playlist, { cookie });
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-type']).toContain('mpegurl');
      const segment = list.body.split('\n').find((line) => line.endsWith('.ts'))!;
      const media = await t.get(`/api/recordings/${lessonId}/hls/${segment}`, { cookie });
      expect(media.statusCode).toBe(200);
      expect(media.rawPayload.length).toBeGreaterThan(1000);
    }
    const stranger = await signInAs(t, w.stranger);
    expect((await t.get(playlist, { cookie: stranger })).statusCode).toBe(403);
    expect((await t.get(`/api/recordings/${lessonId}`, { cookie: stranger })).statusCode).toBe(404);
    expect((await t.get(playlist)).statusCode).toBe(403);
    expect(
      (await t.get(`/api/recordings/${lessonId}/hls/..%2F..%2Fpglite`, { cookie: stranger }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a copied URL after sign-out', async () => {
    const cookie = await signInAs(t, w.parent);
    const playlist = `/api/recordings/${lessonId}/hls/index.m3u8`;
    expect((await t.get(playlist, { cookie })).statusCode).toBe(200);
    expect((await t.post('/api/logout', undefined, { cookie })).statusCode).toBeLessThan(300);
    expect((await t.get(playlist, { cookie })).statusCode).toBe(403);
  });

  it('lists the recordings in the family’s export, with their dates', async () => {
    const records = await collectFamilyRecords(t.db, w.parent.id);
    expect(records.lesson_recordings).toEqual([
      expect.objectContaining({ recordedLessonId: lessonId, lessonAt: LESSON, status: 'ready' }),
    ]);
    expect((await collectFamilyRecords(t.db, w.stranger.id)).lesson_recordings).toEqual([]);
  });

  it('deletes a child’s one-to-one recordings, files and all, when the family is erased', async () => {
    const storage = localStorage(path.join(dataDir, 'recordings'));
    const parent = await createUser(t.db, { role: 'parent' });
    const child = await createStudent(t.db, { parentId: parent.id, createdAt: LONG_AGO });
    const oneToOne = await createScheduledSession(t.db, {
      tutorId: w.tutor.id,
      studentId: child.id,
      scheduledFor: LESSON,
    });
    const own = await publishProcessing(t.db, oneToOne.id, AFTER);
    await storage.put(`hls/${own!.recordedLessonId}/index.m3u8`, fileURLToPath(import.meta.url));
    expect(await eraseAccount(t.db, t.config.uploadDir, null, parent.id, null)).toBe(true);
    expect(
      await t.db
        .select()
        .from(recordedLessons)
        .where(eq(recordedLessons.id, own!.recordedLessonId)),
    ).toEqual([]);
    expect(await removeOrphanedFiles(t.db, storage)).toBe(1);
    expect(await readdir(path.join(dataDir, 'recordings', 'hls'))).toEqual([String(lessonId)]);
    // The class's recording, which the child was not in, stays.
    expect((await collectFamilyRecords(t.db, w.parent.id)).lesson_recordings).toHaveLength(1);
  });

  it('keeps recordings for the days an admin sets, then deletes them with their files', async () => {
    const admin = await signInAs(t, w.admin);
    const setDays = (retentionDays: number, cookie: string) =>
      t.request({
        method: 'PUT',
        url: '/api/admin/recording-settings',
        payload: { retentionDays },
        cookie,
      });
    expect((await t.get('/api/admin/recording-settings', { cookie: admin })).json()).toEqual({
      retentionDays: 365,
    });
    expect((await setDays(30, await signInAs(t, w.tutor))).statusCode).toBe(403);
    expect((await setDays(0, admin)).statusCode).toBe(400);
    expect((await setDays(30, admin)).json()).toEqual({ retentionDays: 30 });
    const storage = localStorage(path.join(dataDir, 'recordings'));
    const recorded = (await t.db.select().from(lessonRecordings))[0]!.createdAt;
    const sweepAfter = (days: number) =>
      enforceRecordingRetention(
        t.db,
        storage,
        dataDir,
        new Date(recorded.getTime() + days * 24 * 3600_000),
      );
    expect(await sweepAfter(29)).toBe(0);
    expect(await sweepAfter(31)).toBe(1);
    expect(
      await t.db.select().from(recordedLessons).where(eq(recordedLessons.id, lessonId)),
    ).toEqual([]);
    expect(await readdir(path.join(dataDir, 'recordings', 'hls'))).toEqual([]);
  });
});

describe('a lesson recording, stored through the S3 API', () => {
  let t: TestApp;
  let dataDir: string;
  let s3: S3rver;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'recordings-s3-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(dataDir, 's3'),
      configureBuckets: [{ name: 'lessons', configs: [] }],
    });
    const { port } = await s3.run();
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
    t = await createTestApp({
      env: {
        DATA_DIR: dataDir,
        RECORDINGS_S3_BUCKET: 'lessons',
        RECORDINGS_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      },
      workers: false,
    });
  }, 120_000);

  afterAll(async () => {
    await t.close();
    await s3.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores the HLS in the bucket, serves it to the class and deletes it at retention', async () => {
    const w = await world(t);
    await shortLesson(recordingDirFor(w.session.id, dataDir));
    const storage = recordingStorage(t.config);
    await processRecording({ db: t.db, dataDir, storage, now: AFTER }, w.session.id);
    const [row] = await t.db.select().from(lessonRecordings);
    expect(row?.status).toBe('ready');
    const id = row!.recordedLessonId;
    const cookie = await signInAs(t, w.parent);
    const list = await t.get(`/api/recordings/${id}/hls/index.m3u8`, { cookie });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('#EXT-X-ENDLIST');
    expect(await stat(path.join(dataDir, 'recordings', 'hls')).catch(() => null)).toBeNull();
    const later = new Date(AFTER.getTime() + 400 * 24 * 3600_000);
    expect(await enforceRecordingRetention(t.db, storage, dataDir, later)).toBe(1);
    expect(await storage.get(`hls/${id}/index.m3u8`)).toBeNull();
  }, 90_000);
});

describe('the conversion job', () => {
  it('converts a lesson when the engine ends it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'recordings-job-'));
    const t = await createTestApp({ env: { DATA_DIR: dataDir } });
    try {
      const w = await world(t);
      await shortLesson(recordingDirFor(w.session.id, dataDir));
      await withJobEngine(t, (engine) => lessonEnded(engine, w.session.id));
      // Waits for the state, not for the queue: on a busy machine a conversion outlasts jobsIdle.
      await expect
        .poll(async () => (await t.db.select().from(lessonRecordings))[0]?.status, {
          timeout: 110_000,
          interval: 500,
        })
        .toBe('ready');
    } finally {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('a recording on its way, and one that failed', () => {
  it('says when it should be ready from how long the room ran, then that it failed', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'recordings-state-'));
    const t = await createTestApp({ env: { DATA_DIR: dataDir }, workers: false });
    try {
      const w = await world(t);
      const minute = 60_000;
      // The tutor ended the hour's lesson after 20 minutes.
      await t.db.insert(classroomRooms).values({
        sessionId: w.session.id,
        serverUrl: 'ws://127.0.0.1:1',
        roomId: 1,
        secret: 'not used',
        openedAt: new Date(LESSON.getTime() - 10 * minute),
        endedAt: new Date(LESSON.getTime() + 20 * minute),
      });
      const { recordedLessonId: id } = (await publishProcessing(t.db, w.session.id, AFTER))!;
      const cookie = await signInAs(t, w.parent);
      const readyIn = Math.ceil(1 + 20 * PROCESSING_MINUTES_PER_LESSON_MINUTE);
      expect((await t.get(`/api/recordings/${id}`, { cookie })).json()).toEqual({
        status: 'processing',
        readyBy: new Date(AFTER.getTime() + readyIn * minute).toISOString(),
        durationSeconds: null,
        playlistUrl: null,
      });
      expect((await t.get(`/api/recordings/${id}/hls/index.m3u8`, { cookie })).statusCode).toBe(
        403,
      );
      // Nothing janus-pp-rec can read: the job fails, and says so.
      const raw = recordingDirFor(w.session.id, dataDir);
      await mkdir(raw, { recursive: true });
      await writeFile(path.join(raw, 'videoroom-1-user-1000000000001-1-video-1.mjr'), 'MJR0');
      const storage = recordingStorage(t.config);
      await expect(
        processRecording({ db: t.db, dataDir, storage, now: AFTER }, w.session.id),
      ).rejects.toThrow('Nothing was recorded');
      expect((await t.get(`/api/recordings/${id}`, { cookie })).json()).toEqual({
        status: 'failed',
        readyBy: null,
        durationSeconds: null,
        playlistUrl: null,
      });
    } finally {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
