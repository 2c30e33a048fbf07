import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { feedIdFor } from '../../../shared/classroom/feed-ids.js';
import { readRawTracks } from './raw-files.js';

/* Which of a lesson's raw files the recording keeps, and as what (decision 117). */

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'raw-files-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A file with only the header Janus writes: "MJR00002", its length, then its JSON. */
async function mjr(name: string, t: 'a' | 'v') {
  const info = Buffer.from(JSON.stringify({ t, c: t === 'a' ? 'opus' : 'vp8', u: 1_000_000 }));
  const size = Buffer.alloc(2);
  size.writeUInt16BE(info.length);
  await writeFile(path.join(dir, name), Buffer.concat([Buffer.from('MJR00002'), size, info]));
}

const file = (kind: Parameters<typeof feedIdFor>[0], media: string) =>
  `videoroom-1-user-${feedIdFor(kind, 4)}-1000000-${media}.mjr`;

describe('readRawTracks', () => {
  it("keeps a tutor camera's every video track as the camera: the screen is a feed of its own", async () => {
    // The camera turned off and on again is a second video track of the tutor's feed.
    await mjr(file('tutor-camera', 'video-1'), 'v');
    await mjr(file('tutor-camera', 'video-3'), 'v');
    await mjr(file('tutor-screen', 'video-0'), 'v');
    const { kept } = await readRawTracks(dir);
    expect(kept.map((t) => [path.basename(t.file).split('-').at(-1), t.kind])).toEqual([
      ['1.mjr', 'tutor-camera'],
      ['3.mjr', 'tutor-camera'],
      ['0.mjr', 'tutor-screen'],
    ]);
  });

  it("drops a pupil's video unconverted and keeps their voice", async () => {
    await mjr(file('pupil', 'audio-0'), 'a');
    await mjr(file('pupil', 'video-1'), 'v');
    const { kept, dropped } = await readRawTracks(dir);
    expect(kept.map((t) => [t.kind, t.media])).toEqual([['pupil', 'audio']]);
    expect(dropped.map((f) => path.basename(f))).toEqual([file('pupil', 'video-1')]);
  });
});
