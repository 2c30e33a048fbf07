import { useEffect, useRef } from 'react';

interface HlsVideoProps {
  /** The HLS playlist: every request for it and its segments is checked against the signed-in user. */
  src: string;
  title: string;
  className?: string;
  /** A fatal playback error: the playlist or a segment refused (after sign-out) or unreadable. */
  onFailed: () => void;
}

/**
 * A classroom recording played with hls.js (decision 119). hls.js loads only when a recording is
 * shown, so no other page carries it; a browser without Media Source Extensions (Safari on an
 * iPhone) plays the playlist natively. Requests go to our own origin with the session cookie, so
 * a copied playlist URL fails for another account and after sign-out.
 */
export function HlsVideo({ src, title, className, onFailed }: HlsVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const report = useRef(onFailed);
  useEffect(() => {
    report.current = onFailed;
  }, [onFailed]);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let cancelled = false;
    let destroy = () => {};
    void import('hls.js').then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) {
        video.src = src;
        return;
      }
      const hls = new Hls({ maxBufferLength: 30 });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        hls.destroy();
        report.current();
      });
      hls.loadSource(src);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [src]);

  return (
    <video
      ref={ref}
      controls
      preload="metadata"
      playsInline
      aria-label={`Video: ${title}`}
      className={className}
      onError={() => report.current()}
    />
  );
}
