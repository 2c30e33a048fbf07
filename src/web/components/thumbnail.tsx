import { Video } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../lib/cn.js';
import { safeHref } from '../lib/urls.js';

interface ThumbnailProps {
  src: string | null;
  className?: string;
  iconClassName?: string;
}

/** A lesson's picture, or a plain video icon when it has none or the picture fails to load. */
export function Thumbnail({ src, className, iconClassName = 'size-8' }: ThumbnailProps) {
  const url = safeHref(src);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div
      className={cn(
        'grid place-items-center overflow-hidden bg-slate-100 text-slate-400',
        className,
      )}
    >
      {url && failed !== url ? (
        <img
          src={url}
          alt=""
          loading="lazy"
          onError={() => setFailed(url)}
          className="size-full object-cover"
        />
      ) : (
        <Video aria-hidden="true" className={iconClassName} />
      )}
    </div>
  );
}
