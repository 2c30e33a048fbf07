import { VideoOff } from 'lucide-react';
import { safeHref, youtubeIdOf } from '../lib/urls.js';

interface VideoPlayerProps {
  url: string | null;
  /** Names the player for screen readers: the lesson's title. */
  title: string;
  poster?: string | null;
}

/** YouTube links play in the privacy-enhanced embed; any other link in a plain video element. */
export function VideoPlayer({ url, title, poster }: VideoPlayerProps) {
  const youtubeId = url ? youtubeIdOf(url) : null;
  const source = safeHref(url);
  const frame = 'aspect-video w-full overflow-hidden rounded-2xl bg-slate-900';

  if (youtubeId) {
    return (
      <div className={frame}>
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${youtubeId}`}
          title={`Video: ${title}`}
          className="size-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  if (source) {
    return (
      <div className={frame}>
        <video
          controls
          preload="metadata"
          src={source}
          poster={safeHref(poster) ?? undefined}
          aria-label={`Video: ${title}`}
          className="size-full"
        >
          <a href={source} className="text-white underline">
            Download the video
          </a>
        </video>
      </div>
    );
  }
  return (
    <div className={`${frame} grid place-items-center text-slate-200`}>
      <p className="flex items-center gap-2 text-sm">
        <VideoOff aria-hidden="true" className="size-5" />
        No video has been added to this lesson yet.
      </p>
    </div>
  );
}
