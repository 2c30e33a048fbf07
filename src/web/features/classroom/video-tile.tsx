import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn.js';

interface VideoTileProps {
  stream: MediaStream | null;
  name: string;
  /** Own preview: silent, mirrored. */
  self?: boolean;
  large?: boolean;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** One person's video (or their initials while their camera is off), named for screen readers. */
export function VideoTile({ stream, name, self = false, large = false }: VideoTileProps) {
  const video = useRef<HTMLVideoElement>(null);
  const hasVideo = !!stream?.getVideoTracks().some((track) => track.readyState === 'live');
  useEffect(() => {
    if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream;
  }, [stream]);
  return (
    <figure
      className={cn(
        'relative grid aspect-video place-items-center overflow-hidden rounded-xl bg-slate-900',
        large && 'sm:col-span-2',
      )}
    >
      <video
        ref={video}
        autoPlay
        playsInline
        muted={self}
        aria-hidden="true"
        className={cn(
          'size-full',
          large ? 'object-contain' : 'object-cover',
          !hasVideo && 'hidden',
          self && '-scale-x-100',
        )}
      />
      {!hasVideo && (
        <span
          aria-hidden="true"
          className="grid size-16 place-items-center rounded-full bg-indigo-700 text-xl font-semibold text-white"
        >
          {initials(name) || '?'}
        </span>
      )}
      <figcaption className="absolute bottom-2 left-2 rounded bg-slate-900/80 px-2 py-0.5 text-xs font-medium text-white">
        {name}
        {!hasVideo && <span className="sr-only">, camera off</span>}
      </figcaption>
    </figure>
  );
}
