import { Copy, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { FAMILY_MSG } from '../../../shared/family/messages.js';
import { Alert } from '../../components/ui/alert.js';
import { Button, buttonClasses } from '../../components/ui/button.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/ui/dialog.js';
import { Input } from '../../components/ui/input.js';
import { Label } from '../../components/ui/label.js';
import { Spinner } from '../../components/ui/spinner.js';
import { errorText } from '../../lib/api.js';
import { useCalendarFeed, useResetCalendarFeed, webcalUrl } from './api.js';

const APPS = [
  {
    name: 'Google Calendar',
    how: 'Other calendars, then + and From URL. Paste the link and choose Add calendar.',
  },
  { name: 'Outlook', how: 'Add calendar, then Subscribe from web. Paste the link and import.' },
  {
    name: 'Apple Calendar',
    how: 'File, then New Calendar Subscription. Paste the link and subscribe.',
  },
];

/**
 * A private iCalendar link to the family's sessions for Google Calendar, Outlook or Apple
 * Calendar, with a reset for when it has been shared by mistake (docs/decisions/010). Mounted
 * only while open (SubscribeButton loads it then), so each opening starts without a notice.
 */
export default function SubscribeDialog({ onClose }: { onClose: () => void }) {
  const [confirming, setConfirming] = useState(false);
  // Said inside the dialog: a toast behind an open modal is hidden from screen readers.
  const [notice, setNotice] = useState<{ variant: 'success' | 'error'; text: string } | null>(null);
  const feed = useCalendarFeed(true);
  const reset = useResetCalendarFeed();
  const inputId = useId();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setNotice({
        variant: 'success',
        text: `${FAMILY_MSG.calendarCopied}. Paste it into your calendar app.`,
      });
    } catch {
      setNotice({
        variant: 'error',
        text: 'Your browser did not allow copying. Select the link and copy it yourself.',
      });
    }
  };

  return (
    <>
      <Dialog open onOpenChange={(open) => !open && onClose()}>
        <DialogContent className="grid max-w-lg gap-5">
          <div className="grid gap-2">
            <DialogTitle>Add your sessions to your calendar</DialogTitle>
            <DialogDescription>
              Subscribe once and your calendar keeps itself up to date as sessions are added or
              moved. The link is private: anyone who has it can see your timetable.
            </DialogDescription>
          </div>
          {feed.isPending ? (
            <Spinner label="Loading your calendar link" />
          ) : feed.isError ? (
            <Alert variant="error">
              <p>{errorText(feed.error)}</p>
            </Alert>
          ) : (
            <>
              <div className="grid gap-1.5">
                <Label htmlFor={inputId}>Your private calendar link</Label>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Input
                    id={inputId}
                    readOnly
                    value={feed.data.feedUrl}
                    onFocus={(event) => event.currentTarget.select()}
                    className="font-mono text-xs"
                  />
                  <Button onClick={() => void copy(feed.data.feedUrl)}>
                    <Copy aria-hidden="true" className="size-4" />
                    Copy link
                  </Button>
                </div>
              </div>
              {notice && (
                <Alert variant={notice.variant}>
                  <p>{notice.text}</p>
                </Alert>
              )}
              <a
                href={webcalUrl(feed.data.feedUrl)}
                className={buttonClasses({ variant: 'link', className: 'justify-self-start' })}
              >
                Open in my calendar app
              </a>
              <ul className="grid gap-2 text-sm text-slate-700">
                {APPS.map((app) => (
                  <li key={app.name}>
                    <span className="font-semibold text-slate-900">{app.name}:</span> {app.how}
                  </li>
                ))}
              </ul>
              <div className="flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-slate-600">Shared the link by mistake?</p>
                <Button variant="outline" onClick={() => setConfirming(true)}>
                  <RefreshCw aria-hidden="true" className="size-4" />
                  Reset link
                </Button>
              </div>
            </>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reset your calendar link?"
        description="Calendars subscribed with the old link stop updating. You will need to subscribe again with the new one."
        confirmLabel="Reset link"
        pending={reset.isPending}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              setNotice({
                variant: 'success',
                text: `${FAMILY_MSG.calendarReset}. The old link no longer works: subscribe again with the new one.`,
              });
            },
            onError: (error) => {
              setConfirming(false);
              setNotice({ variant: 'error', text: errorText(error) });
            },
          })
        }
      />
    </>
  );
}
