import { useState } from 'react';
import { CONCERN_MSG } from '../../../shared/concerns/messages.js';
import { MESSAGING_MSG } from '../../../shared/messaging/messages.js';
import { RaiseConcernDialog } from '../concerns/raise-dialog.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { toastFailed } from '../../components/ui/toast-error.js';
import { cn } from '../../lib/cn.js';
import { useWithdrawMessage, type MessageRow } from './api.js';
import { MessageText } from './message-text.js';
import { ReportDialog } from './report-dialog.js';
import { useUntil } from './use-until.js';
import { formatWhen } from './when.js';

const ACTION = 'rounded px-1 font-medium underline-offset-2 hover:underline';

/** One message: own on the right, theirs on the left, with Withdraw or Report under it. */
export function MessageItem({ message, otherName }: { message: MessageRow; otherName: string }) {
  const [asking, setAsking] = useState<'withdraw' | 'report' | 'concern' | null>(null);
  const canWithdraw = useUntil(message.withdrawableUntil) && !message.withdrawn;
  const canReport = !message.fromMe && !message.withdrawn;
  const withdraw = useWithdrawMessage();
  const mine = message.fromMe;

  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div className={cn('grid max-w-[85%] gap-1', mine && 'justify-items-end')}>
        <div
          className={cn(
            'rounded-2xl px-3.5 py-2 text-sm',
            message.withdrawn
              ? 'border border-dashed border-slate-300 bg-white text-slate-600 italic'
              : mine
                ? 'rounded-br-sm bg-indigo-700 text-white'
                : 'rounded-bl-sm bg-slate-100 text-slate-900',
          )}
        >
          <span className="sr-only">{mine ? MESSAGING_MSG.you : otherName}: </span>
          {message.withdrawn || message.body === null ? (
            <p>{MESSAGING_MSG.messageWithdrawn}</p>
          ) : (
            <MessageText body={message.body} />
          )}
        </div>
        <div className="flex items-center gap-2 text-xs text-slate-600">
          <time dateTime={message.sentAt}>{formatWhen(message.sentAt)}</time>
          {canWithdraw && (
            <button type="button" className={ACTION} onClick={() => setAsking('withdraw')}>
              {MESSAGING_MSG.withdraw}
            </button>
          )}
          {canReport && (
            <button type="button" className={ACTION} onClick={() => setAsking('report')}>
              {MESSAGING_MSG.report}
            </button>
          )}
          <button type="button" className={ACTION} onClick={() => setAsking('concern')}>
            {CONCERN_MSG.raise}
          </button>
        </div>
      </div>
      {asking === 'withdraw' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setAsking(null)}
          title="Withdraw this message?"
          description={MESSAGING_MSG.confirmWithdraw}
          confirmLabel={MESSAGING_MSG.withdraw}
          pending={withdraw.isPending}
          onConfirm={() =>
            withdraw.mutate(message.id, {
              onSuccess: () => setAsking(null),
              onError: (error) => {
                setAsking(null);
                toastFailed('The message was not withdrawn', error);
              },
            })
          }
        />
      )}
      {asking === 'concern' && (
        <RaiseConcernDialog links={{ messageId: message.id }} onClose={() => setAsking(null)} />
      )}
      {asking === 'report' && (
        <ReportDialog messageId={message.id} onClose={() => setAsking(null)} />
      )}
    </li>
  );
}
