import { open, readdir } from 'node:fs/promises';
import path from 'node:path';
import { feedKindOf, type FeedKind } from '../../../shared/classroom/feed-ids.js';
import { KEPT_MEDIA } from '../../media/recording-paths.js';

/** One .mjr file of a lesson: whose it is, audio or video, and when its first packet arrived. */
export interface RawTrack {
  file: string;
  kind: FeedKind;
  media: 'audio' | 'video';
  codec: string;
  /** Wall-clock ms of the first packet, from the file's own header. */
  startedMs: number;
}

const FEED_IN_NAME = /-user-(\d+)-/;

/** Reads the JSON header Janus writes after "MJR00002": type, codec and first-frame time. */
async function header(file: string) {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(8 + 2 + 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (bytesRead < 10 || head.toString('latin1', 0, 8) !== 'MJR00002') return null;
    const size = head.readUInt16BE(8);
    const info = JSON.parse(head.toString('utf8', 10, 10 + size)) as {
      t?: string;
      c?: string;
      u?: number;
    };
    const media = info.t === 'a' ? ('audio' as const) : info.t === 'v' ? ('video' as const) : null;
    return media && info.c && info.u ? { media, codec: info.c, startedMs: info.u / 1000 } : null;
  } catch {
    return null;
  } finally {
    await handle.close();
  }
}

/**
 * A lesson's raw files, split into what the recording keeps and what it drops unconverted (a
 * pupil's camera, data channels, files of no known feed) (decision 117). The feed id alone says
 * what a file is: a shared screen publishes on a feed of its own (decision 118), so every video
 * track of a tutor's camera feed is the camera, one turned off and on again included.
 */
export async function readRawTracks(dir: string) {
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.mjr'));
  const kept: RawTrack[] = [];
  const dropped: string[] = [];
  for (const name of names.sort()) {
    const file = path.join(dir, name);
    const feed = FEED_IN_NAME.exec(name);
    const kind = feed ? feedKindOf(Number(feed[1])) : null;
    const info = kind ? await header(file) : null;
    if (kind && info && KEPT_MEDIA[kind][info.media]) kept.push({ file, kind, ...info });
    else dropped.push(file);
  }
  return { kept, dropped };
}
