/**
 * A lesson recording's processing (issue 29 §4, decision 117): a synthetic lesson of `minutes`
 * written as Janus's .mjr files (tests/support/synthetic-mjr.ts: ffmpeg's lavfi sources packed
 * into RTP as a browser sends them), then converted as the job converts one: janus-pp-rec, then
 * one ffmpeg mix to HLS. The lesson: the tutor's camera and microphone throughout, a screen shared
 * for a sixth of it, twelve pupils' microphones and three pupils' cameras (dropped unconverted).
 * `npm run bench` runs it with 60 minutes; `npx tsx bench/recording.ts [minutes]` alone.
 */
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { convertRecording } from '../src/server/features/recordings/convert.js';
import { PROCESSING_MINUTES_PER_LESSON_MINUTE } from '../src/server/features/recordings/ready-by.js';
import { writeSyntheticLesson, type SyntheticFeed } from '../tests/support/synthetic-mjr.js';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
/** Linux's clock ticks per second (USER_HZ), in which /proc reports CPU times. */
const TICKS = 100;
const CORES = 2;

/**
 * CPU seconds spent by this process's finished children (janus-pp-rec, ffprobe and ffmpeg): the
 * conversion's own work, whatever else the machine is doing. /proc/self/stat's cutime and cstime.
 */
async function childrenCpuSeconds() {
  const stat = await readFile('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / TICKS;
}

async function sizeOf(dir: string) {
  let total = 0;
  for (const name of await readdir(dir)) total += (await stat(path.join(dir, name))).size;
  return total;
}

export async function benchRecording(minutes = 60) {
  const seconds = minutes * 60;
  const root = await mkdtemp(path.join(tmpdir(), 'bench-recording-'));
  try {
    const raw = path.join(root, 'raw');
    const feeds: SyntheticFeed[] = [
      { kind: 'tutor-camera', n: 1, seconds, video: true },
      { kind: 'tutor-screen', n: 1, seconds: seconds / 6, offset: seconds / 3, video: true },
      ...Array.from({ length: 12 }, (_, i) => ({
        kind: 'pupil' as const,
        n: i + 1,
        seconds,
        video: i < 3,
      })),
    ];
    let started = performance.now();
    const files = await writeSyntheticLesson(raw, feeds);
    const synthesis = (performance.now() - started) / 1000;
    console.log(`\nRecording processing: a synthetic ${minutes}-minute lesson`);
    console.log(
      `  raw        ${files.length} .mjr files, ${megabytes(await sizeOf(raw))}, synthesised in ${synthesis.toFixed(0)} s`,
    );
    started = performance.now();
    const cpuBefore = await childrenCpuSeconds();
    const loadBefore = loadavg()[0]!;
    const converted = await convertRecording(raw, path.join(root, 'work'));
    const took = (performance.now() - started) / 1000;
    const cpu = (await childrenCpuSeconds()) - cpuBefore;
    console.log(
      `  processed  ${took.toFixed(0)} s (${(took / 60).toFixed(1)} min): ${converted.files.length - 1} HLS segments, ${megabytes(await sizeOf(converted.dir))}, ${converted.durationSeconds} s of lesson`,
    );
    console.log(
      `  rate       ${(took / 60 / minutes).toFixed(3)} processing minutes per lesson minute (the estimate shown to families assumes ${PROCESSING_MINUTES_PER_LESSON_MINUTE}); goal: a 60-minute lesson playable within 15 minutes`,
    );
    // The wall time depends on what else runs; the CPU time does not. ffmpeg keeps both cores
    // busy, so on an otherwise idle machine the wall time is about the CPU time over the cores.
    console.log(
      `  cpu        ${cpu.toFixed(0)} CPU s for the conversion: about ${(cpu / CORES / 60).toFixed(1)} min on ${CORES} idle cores; load average ${loadBefore.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`,
    );
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchRecording(Number(process.argv[2] ?? 60));
}
