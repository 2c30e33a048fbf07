import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { minutesUntil, useRecording } from '../lib/recordings.js';
import { HlsVideo } from './hls-video.js';
import { VideoPlayer } from './video-player.js';

interface LessonVideoProps {
  lessonId: number;
  /** A video link added by hand; a lesson recorded in the classroom has none. */
  url: string | null;
  title: string;
  poster?: string | null;
}

const FRAME = 'aspect-video w-full overflow-hidden rounded-2xl bg-slate-900';
/** How often "ready in about N minutes" counts down between the page's checks. */
const TICK_MS = 30_000;

function Notice({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className={`${FRAME} grid place-items-center p-6 text-center text-slate-100`}>
      <div className="grid max-w-md justify-items-center gap-3">
        {icon}
        {children}
      </div>
    </div>
  );
}

function Processing({ readyBy }: { readyBy: string | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const minutes = readyBy ? minutesUntil(readyBy, now) : null;
  return (
    <Notice icon={<LoaderCircle aria-hidden="true" className="size-8 animate-spin" />}>
      <p role="status" className="text-lg font-semibold">
        {minutes === null
          ? 'Processing, ready soon'
          : `Processing, ready in about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`}
      </p>
      <p className="text-sm text-slate-300">
        The lesson’s recording is being prepared. This page shows it as soon as it is ready.
      </p>
    </Notice>
  );
}

function Failed({ children }: { children: ReactNode }) {
  return (
    <Notice icon={<CircleAlert aria-hidden="true" className="size-8 text-amber-300" />}>
      <div role="alert" className="grid gap-1">
        <p className="text-lg font-semibold">{children}</p>
        <p className="text-sm text-slate-300">
          If it still does not play later, please contact us and say which lesson it is.
        </p>
      </div>
    </Notice>
  );
}

/**
 * A recorded lesson's video: a link added by hand plays as before; a lesson recorded in the
 * classroom shows its recording's state — processing (with when it should be ready), ready
 * (played with hls.js) or failed (issue 29 §4–5).
 */
export function LessonVideo({ lessonId, url, title, poster }: LessonVideoProps) {
  const recording = useRecording(url ? null : lessonId);
  const [unplayable, setUnplayable] = useState(false);
  const state = recording.data;
  if (url || recording.isError) return <VideoPlayer url={url} title={title} poster={poster} />;
  if (!state)
    return (
      <div className={`${FRAME} grid place-items-center text-slate-200`}>
        <LoaderCircle aria-label="Loading video" className="size-8 animate-spin" />
      </div>
    );
  if (state.status === 'processing') return <Processing readyBy={state.readyBy} />;
  if (state.status === 'failed' || !state.playlistUrl)
    return <Failed>This lesson’s recording could not be prepared.</Failed>;
  if (unplayable)
    return <Failed>This recording could not be played. Reload the page to try again.</Failed>;
  return (
    <div className={FRAME}>
      <HlsVideo
        src={state.playlistUrl}
        title={title}
        className="size-full"
        onFailed={() => setUnplayable(true)}
      />
    </div>
  );
}
