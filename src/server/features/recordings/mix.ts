/**
 * The ffmpeg command that turns a lesson's converted tracks into one HLS stream (decision 117):
 * a 1280×720 picture of the tutor's camera, the shared screen as the main picture while it is
 * shared with the camera in a corner, and every kept microphone mixed, each placed at the time it
 * joined the lesson.
 */

export interface Track {
  file: string;
  layer: 'camera' | 'screen' | 'audio';
  /** Seconds after the lesson's first recorded packet. */
  offset: number;
  duration: number;
}

export const WIDTH = 1280;
export const HEIGHT = 720;
export const FPS = 15;
/** Seconds a segment plays; also the keyframe interval, so every segment starts cleanly. */
export const SEGMENT_SECONDS = 6;
/** The picture's peak bit rate, and the window over which it is held: 1.5 Mbit/s over 2 s. */
const MAX_VIDEO_RATE = '1500k';
const VIDEO_BUFFER = '3000k';

const fit = (w: number, h: number) =>
  `scale=${w}:${h}:force_original_aspect_ratio=decrease,pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2,fps=${FPS}`;

const seconds = (value: number) => value.toFixed(3);

export function lessonLength(tracks: Track[]) {
  return Math.max(0, ...tracks.map((t) => t.offset + t.duration));
}

export function mixArgs(tracks: Track[], playlist: string, segmentPattern: string): string[] {
  const total = lessonLength(tracks);
  const inputs = tracks.flatMap((t) => ['-i', t.file]);
  const graph: string[] = [];
  const base = tracks.length;
  graph.push(`[${base}:v]null[canvas]`);
  let picture = '[canvas]';
  let step = 0;
  const overlay = (input: string, at: string, enable?: string) => {
    const out = `[p${step++}]`;
    const when = enable ? `:enable='${enable}'` : '';
    graph.push(`${picture}${input}overlay=${at}:eof_action=pass${when}${out}`);
    picture = out;
  };
  const shifted = (t: Track) => `setpts=PTS-STARTPTS+${seconds(t.offset)}/TB`;
  const sharing = tracks
    .filter((t) => t.layer === 'screen')
    .map((t) => `between(t,${seconds(t.offset)},${seconds(t.offset + t.duration)})`)
    .join('+');
  tracks.forEach((t, i) => {
    if (t.layer !== 'camera') return;
    graph.push(
      sharing
        ? `[${i}:v]${fit(WIDTH, HEIGHT)},${shifted(t)},split[c${i}][s${i}];[s${i}]scale=320:180[k${i}]`
        : `[${i}:v]${fit(WIDTH, HEIGHT)},${shifted(t)}[c${i}]`,
    );
    overlay(`[c${i}]`, '0:0');
  });
  tracks.forEach((t, i) => {
    if (t.layer !== 'screen') return;
    graph.push(`[${i}:v]${fit(WIDTH, HEIGHT)},${shifted(t)}[v${i}]`);
    overlay(`[v${i}]`, '0:0');
  });
  if (sharing) {
    tracks.forEach((t, i) => {
      if (t.layer === 'camera') overlay(`[k${i}]`, `W-w-16:H-h-16`, sharing);
    });
  }
  const voices = tracks.flatMap((t, i) =>
    t.layer === 'audio'
      ? [`[${i}:a]aresample=48000,adelay=${Math.round(t.offset * 1000)}:all=1`]
      : [],
  );
  voices.forEach((chain, i) => graph.push(`${chain}[a${i}]`));
  graph.push(
    voices.length > 0
      ? `${voices.map((_, i) => `[a${i}]`).join('')}amix=inputs=${voices.length}:duration=longest:normalize=0[sound]`
      : `anullsrc=r=48000:cl=stereo[sound]`,
  );
  return [
    '-y',
    '-loglevel',
    'error',
    ...inputs,
    '-f',
    'lavfi',
    '-i',
    `color=c=black:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${seconds(total)}`,
    '-filter_complex',
    graph.join(';'),
    '-map',
    picture,
    '-map',
    '[sound]',
    '-t',
    seconds(total),
    '-c:v',
    'libx264',
    // ultrafast: 60 % of superfast's CPU on the bench's lesson (decision 119); the rate cap keeps
    // its larger output to about 11 MB a minute at worst, which a lesson's picture rarely nears.
    '-preset',
    'ultrafast',
    '-crf',
    '26',
    '-maxrate',
    MAX_VIDEO_RATE,
    '-bufsize',
    VIDEO_BUFFER,
    '-pix_fmt',
    'yuv420p',
    '-force_key_frames',
    `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    segmentPattern,
    playlist,
  ];
}
