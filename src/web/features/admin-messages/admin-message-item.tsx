import { MESSAGING_MSG } from '../../../shared/messaging/messages.js';
import { Badge } from '../../components/ui/badge.js';
import { cn } from '../../lib/cn.js';
import { MessageText } from '../messages/message-text.js';
import { formatWhen } from '../messages/when.js';
import type { AdminMessage } from './api.js';

/** A message as the safeguarding team reads it: who sent it, when, and its text even if withdrawn. */
export function AdminMessageItem({
  message,
  highlight = false,
}: {
  message: AdminMessage;
  highlight?: boolean;
}) {
  const role = message.sender.role ? MESSAGING_MSG.roleLabel[message.sender.role] : null;
  return (
    <li
      className={cn(
        'grid gap-1 rounded-xl border p-3 text-sm',
        highlight ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-white',
      )}
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
        <span className="font-semibold text-slate-900">{message.sender.name}</span>
        {role && <span>{role}</span>}
        <time dateTime={message.sentAt}>{formatWhen(message.sentAt)}</time>
        {highlight && <Badge tone="red">Reported</Badge>}
        {message.withdrawnAt && (
          <Badge tone="grey">Withdrawn {formatWhen(message.withdrawnAt)}</Badge>
        )}
      </p>
      <div className="text-slate-900">
        <MessageText body={message.body} />
      </div>
    </li>
  );
}
