import { ExternalLink, Timer, UserRound } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.js';
import { StatusCard } from '../card-details.js';
import { sessionFacts } from './session-facts.js';
import type { LiveSession } from '../../../../shared/content/schemas.js';

/** A session streaming now; it already has its link, so the card offers to open it. */
export function LiveSessionCard({ session }: { session: LiveSession }) {
  return (
    <StatusCard
      title={session.title}
      status={session.status}
      details={[
        ...sessionFacts(session),
        { icon: UserRound, label: 'Tutor', value: session.tutorName ?? 'Unknown Tutor' },
        { icon: Timer, label: 'Duration', value: `${session.duration} minutes` },
      ]}
    >
      {session.youtubeUrl && (
        <a
          href={session.youtubeUrl}
          target="_blank"
          rel="noreferrer noopener"
          aria-label={`Open the stream of ${session.title} (opens in a new tab)`}
          className={buttonClasses({
            variant: 'secondary',
            size: 'sm',
            className: 'mt-auto self-start',
          })}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Open Stream
        </a>
      )}
    </StatusCard>
  );
}
