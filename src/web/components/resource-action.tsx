import { Download, ExternalLink } from 'lucide-react';
import type { Resource } from '../../shared/content/schemas.js';
import { buttonClasses, type ButtonSize } from './ui/button.js';
import { safeHref } from '../lib/urls.js';

/** Spec 2 §2.4: a file is downloaded, a link opened; a resource holding neither offers nothing. */
export function ResourceAction({
  resource,
  size = 'md',
}: {
  resource: Pick<Resource, 'title' | 'fileUrl' | 'externalUrl'>;
  size?: ButtonSize;
}) {
  const file = safeHref(resource.fileUrl);
  const link = safeHref(resource.externalUrl);
  if (file) {
    return (
      <a
        href={file}
        download
        className={buttonClasses({ size })}
        aria-label={`Download: ${resource.title}`}
      >
        <Download aria-hidden="true" className="size-4" />
        Download
      </a>
    );
  }
  if (link) {
    return (
      <a
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses({ size })}
        aria-label={`Open Link: ${resource.title} (opens in a new tab)`}
      >
        <ExternalLink aria-hidden="true" className="size-4" />
        Open Link
      </a>
    );
  }
  return null;
}
