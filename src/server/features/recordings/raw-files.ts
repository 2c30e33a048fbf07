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
 * pupil's camera, data channels, files of no known feed) (decision 117).
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
  return { kept: screensOfTutorFeeds(kept), dropped };
}

const FEED_AND_STREAM = /-user-(\d+)-\d+-video-(\d+)\.mjr$/;

/**
 * The classroom page publishes the tutor's screen as another video track of the tutor's own feed
 * (decision 118), so Janus writes it as that feed's second video file: `-video-<stream index>`.
 * The camera's track is negotiated at joining and the screen's when it is shared, so of a tutor
 * feed's video files the lowest stream index is the camera and the others are the screen. A tutor
 * who joined with the camera off and shared first has the screen taken for the camera, which
 * still shows it whole (decision 119).
 */
function screensOfTutorFeeds(tracks: RawTrack[]): RawTrack[] {
  const cameraStream = new Map<string, number>();
  const parts = (t: RawTrack) => FEED_AND_STREAM.exec(path.basename(t.file));
  for (const t of tracks) {
    const found = t.kind === 'tutor-camera' && t.media === 'video' ? parts(t) : null;
    if (!found) continue;
    const [, feed, stream] = found;
    cameraStream.set(feed!, Math.min(cameraStream.get(feed!) ?? Infinity, Number(stream)));
  }
  return tracks.map((t) => {
    const found = t.kind === 'tutor-camera' && t.media === 'video' ? parts(t) : null;
    return found && Number(found[2]) > cameraStream.get(found[1]!)!
      ? { ...t, kind: 'tutor-screen' as const }
      : t;
  });
}
