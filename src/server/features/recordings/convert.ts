import { execFile } from 'node:child_process';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { HLS_PLAYLIST } from '../../media/recording-paths.js';
import { lessonLength, mixArgs, type Track } from './mix.js';
import { readRawTracks, type RawTrack } from './raw-files.js';

const run = promisify(execFile);
/** ffmpeg's and janus-pp-rec's error output can be long; the job keeps the end of it. */
const MAX_BUFFER = 16 * 1024 * 1024;

async function probeSeconds(file: string) {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'default=noprint_wrappers=1:nokey=1',
    file,
  ]);
  const seconds = Number(stdout.trim());
  return Number.isFinite(seconds) ? seconds : 0;
}

/** janus-pp-rec reorders a track's RTP packets into a file without transcoding. */
async function unpack(track: RawTrack, workDir: string) {
  const target = path.join(
    workDir,
    `${path.basename(track.file, '.mjr')}.${track.media === 'audio' ? 'opus' : 'mkv'}`,
  );
  await run('janus-pp-rec', ['-o', track.file, target], { maxBuffer: MAX_BUFFER });
  return target;
}

export interface Converted {
  /** The HLS folder: the playlist and its segments. */
  dir: string;
  files: string[];
  durationSeconds: number;
}

/**
 * A lesson's raw folder to HLS: each kept track unpacked by janus-pp-rec, then one ffmpeg run
 * mixes and encodes them (mix.ts). Dropped tracks (a pupil's camera) are never decoded.
 */
export async function convertRecording(rawDir: string, workDir: string): Promise<Converted> {
  const { kept } = await readRawTracks(rawDir);
  if (kept.length === 0) throw new Error('Nothing was recorded in this lesson.');
  await rm(workDir, { recursive: true, force: true });
  const hlsDir = path.join(workDir, 'hls');
  await mkdir(hlsDir, { recursive: true });
  const first = Math.min(...kept.map((t) => t.startedMs));
  const tracks: Track[] = [];
  for (const raw of kept) {
    const file = await unpack(raw, workDir);
    tracks.push({
      file,
      layer: raw.media === 'audio' ? 'audio' : raw.kind === 'tutor-screen' ? 'screen' : 'camera',
      offset: (raw.startedMs - first) / 1000,
      duration: await probeSeconds(file),
    });
  }
  await run(
    'ffmpeg',
    mixArgs(tracks, path.join(hlsDir, HLS_PLAYLIST), path.join(hlsDir, 'segment-%05d.ts')),
    { maxBuffer: MAX_BUFFER },
  );
  const files = (await readdir(hlsDir)).sort();
  return { dir: hlsDir, files, durationSeconds: Math.round(lessonLength(tracks)) };
}
