import { execFile } from 'node:child_process';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { feedIdFor, type FeedKind } from '../../src/shared/classroom/feed-ids.js';

const run = promisify(execFile);

/**
 * Janus recordings (.mjr, format MJR00002) made without a browser or a Janus: ffmpeg encodes its
 * lavfi test sources to VP8 and Opus, and this module packs them into RTP packets the way a
 * browser sends them and writes the packets the way Janus's recorder does ("MJR00002", a JSON
 * header, then "MEET", arrival ms, length and the RTP packet for each). janus-pp-rec reads them
 * like any recording, so the pipeline's tests and the bench run on the real post-processor. A feed
 * longer than a minute repeats a minute's clip, so an hour's lesson takes seconds to write.
 */

const MAX_PAYLOAD = 1200;

function rtp(payloadType: number, seq: number, timestamp: number, ssrc: number, marker: boolean) {
  const header = Buffer.alloc(12);
  header[0] = 0x80;
  header[1] = (marker ? 0x80 : 0) | payloadType;
  header.writeUInt16BE(seq & 0xffff, 2);
  header.writeUInt32BE(timestamp >>> 0, 4);
  header.writeUInt32BE(ssrc, 8);
  return header;
}

interface Packet {
  ms: number;
  data: Buffer;
}

/** VP8 frames from an IVF file, one RTP packet per 1200 bytes (RFC 7741's one-byte descriptor). */
function* vp8Packets(ivf: Buffer, ssrc: number): Generator<Packet> {
  const rate = ivf.readUInt32LE(16);
  const scale = ivf.readUInt32LE(20);
  let offset = ivf.readUInt16LE(6);
  let seq = 0;
  while (offset + 12 <= ivf.length) {
    const size = ivf.readUInt32LE(offset);
    const pts = Number(ivf.readBigUInt64LE(offset + 4));
    const frame = ivf.subarray(offset + 12, offset + 12 + size);
    offset += 12 + size;
    const seconds = (pts * scale) / rate;
    for (let at = 0; at < frame.length; at += MAX_PAYLOAD) {
      const chunk = frame.subarray(at, at + MAX_PAYLOAD);
      const last = at + MAX_PAYLOAD >= frame.length;
      const head = rtp(96, seq++, Math.round(seconds * 90_000), ssrc, last);
      yield {
        ms: Math.round(seconds * 1000),
        data: Buffer.concat([head, Buffer.from([at === 0 ? 0x10 : 0]), chunk]),
      };
    }
  }
}

/** Opus packets from an Ogg file (20 ms each, as encoded below), skipping OpusHead and OpusTags. */
function* opusPackets(ogg: Buffer, ssrc: number): Generator<Packet> {
  let offset = 0;
  let pending: Buffer[] = [];
  let index = 0;
  while (offset + 27 <= ogg.length && ogg.toString('latin1', offset, offset + 4) === 'OggS') {
    const segments = ogg[offset + 26]!;
    let body = offset + 27 + segments;
    for (let s = 0; s < segments; s++) {
      const lace = ogg[offset + 27 + s]!;
      pending.push(ogg.subarray(body, body + lace));
      body += lace;
      if (lace < 255) {
        if (index >= 2) {
          const n = index - 2;
          yield {
            ms: n * 20,
            data: Buffer.concat([rtp(111, n, n * 960, ssrc, false), ...pending]),
          };
        }
        index++;
        pending = [];
      }
    }
    offset = body;
  }
}

/** Source clips are at most this long; a longer feed repeats its clip (each starts on a keyframe). */
const CLIP_SECONDS = 60;

/** A clip's packets again and again, shifted in time and sequence, until `seconds` are filled. */
function* looped(
  clip: () => Generator<Packet>,
  clipSeconds: number,
  seconds: number,
  clockRate: number,
): Generator<Packet> {
  let seq = 0;
  for (let start = 0; start < seconds; start += clipSeconds) {
    for (const { ms, data } of clip()) {
      if (start + ms / 1000 >= seconds) break;
      const copy = Buffer.from(data);
      copy.writeUInt16BE(seq++ & 0xffff, 2);
      copy.writeUInt32BE((copy.readUInt32BE(4) + start * clockRate) >>> 0, 4);
      yield { ms: ms + start * 1000, data: copy };
    }
  }
}

async function writeMjr(
  file: string,
  kind: 'a' | 'v',
  startedUs: number,
  packets: Iterable<Packet>,
) {
  const handle = await open(file, 'w');
  const info = Buffer.from(
    JSON.stringify({ t: kind, c: kind === 'v' ? 'vp8' : 'opus', s: startedUs, u: startedUs }),
  );
  const size = Buffer.alloc(2);
  size.writeUInt16BE(info.length);
  const chunks: Buffer[] = [Buffer.from('MJR00002'), size, info];
  let pendingBytes = 0;
  for (const { ms, data } of packets) {
    const frame = Buffer.alloc(10);
    frame.write('MEET', 0, 'latin1');
    frame.writeUInt32BE(ms, 4);
    frame.writeUInt16BE(data.length, 8);
    chunks.push(frame, data);
    pendingBytes += 10 + data.length;
    if (pendingBytes > 4_000_000) {
      await handle.write(Buffer.concat(chunks.splice(0)));
      pendingBytes = 0;
    }
  }
  await handle.write(Buffer.concat(chunks));
  await handle.close();
}

export interface SyntheticFeed {
  kind: FeedKind;
  n: number;
  /** Seconds after the lesson's first recording that this feed starts. */
  offset?: number;
  seconds: number;
  video?: boolean;
}

/** Encodes one source once; feeds of the same length and type share it. */
async function encode(dir: string, kind: 'a' | 'v', seconds: number, size: string) {
  const file = path.join(dir, `${kind}-${seconds}-${size}.${kind === 'v' ? 'ivf' : 'ogg'}`);
  const common = ['-y', '-loglevel', 'error', '-f', 'lavfi'];
  const args =
    kind === 'v'
      ? [
          ...common,
          '-i',
          `testsrc2=size=${size}:rate=15:duration=${seconds}`,
          '-c:v',
          'libvpx',
          '-deadline',
          'realtime',
          '-cpu-used',
          '8',
          '-b:v',
          '400k',
          '-g',
          '150',
          file,
        ]
      : [
          ...common,
          '-i',
          `sine=frequency=440:sample_rate=48000:duration=${seconds}`,
          '-ac',
          '2',
          '-c:a',
          'libopus',
          '-b:a',
          '32k',
          '-frame_duration',
          '20',
          file,
        ];
  await run('ffmpeg', args).catch(() => undefined);
  return readFile(file);
}

/**
 * Writes a lesson's raw recording into `dir` as Janus names it, and returns the files written.
 * `lessonStart` is the wall-clock time of the first feed.
 */
export async function writeSyntheticLesson(
  dir: string,
  feeds: SyntheticFeed[],
  { room = 1234, lessonStart = Date.UTC(2026, 10, 3, 16), size = '640x360' } = {},
) {
  await mkdir(dir, { recursive: true });
  const scratch = path.join(dir, '.synthetic');
  await mkdir(scratch, { recursive: true });
  const cache = new Map<string, Promise<Buffer>>();
  const source = (kind: 'a' | 'v', seconds: number) => {
    const clip = Math.min(seconds, CLIP_SECONDS);
    const key = `${kind}${clip}`;
    if (!cache.has(key)) cache.set(key, encode(scratch, kind, clip, size));
    return { clip, encoded: cache.get(key)! };
  };
  const written: string[] = [];
  let ssrc = 1000;
  for (const feed of feeds) {
    const id = feedIdFor(feed.kind, feed.n);
    const startedUs = (lessonStart + (feed.offset ?? 0) * 1000) * 1000;
    const base = path.join(dir, `videoroom-${room}-user-${id}-${startedUs}`);
    const audio = `${base}-audio-0.mjr`;
    const sound = source('a', feed.seconds);
    const ogg = await sound.encoded;
    const audioSsrc = ssrc++;
    const audioClip = () => opusPackets(ogg, audioSsrc);
    await writeMjr(audio, 'a', startedUs, looped(audioClip, sound.clip, feed.seconds, 48_000));
    written.push(audio);
    if (feed.video) {
      const video = `${base}-video-1.mjr`;
      const picture = source('v', feed.seconds);
      const ivf = await picture.encoded;
      const videoSsrc = ssrc++;
      const videoClip = () => vp8Packets(ivf, videoSsrc);
      await writeMjr(video, 'v', startedUs, looped(videoClip, picture.clip, feed.seconds, 90_000));
      written.push(video);
    }
  }
  await rm(scratch, { recursive: true, force: true });
  return written;
}
