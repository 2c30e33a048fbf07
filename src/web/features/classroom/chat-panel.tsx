import { Hand, Send } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { CHAT_MSG } from '../../../shared/classroom/chat-messages.js';
import { formatTime } from '../../../shared/dates/format.js';
import { Button } from '../../components/ui/button.js';
import { Textarea } from '../../components/ui/textarea.js';
import { errorText } from '../../lib/api.js';
import { useSignedInUser } from '../../lib/session/current-user.js';
import { useChat, useHand, useSendChat } from './api.js';

interface ChatPanelProps {
  sessionId: number;
  canModerate: boolean;
  /** In the room now: the chat is read only then, and kept on screen through a reconnection. */
  inRoom: boolean;
  /** Tells the live region about hands going up. */
  announce: (text: string) => void;
}

/** The lesson's chat and raised hands (issue 29 §2): kept with the session for safeguarding. */
export function ChatPanel({ sessionId, canModerate, inRoom, announce }: ChatPanelProps) {
  const chat = useChat(sessionId, inRoom);
  const send = useSendChat(sessionId);
  const hand = useHand(sessionId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const errorId = useId();
  const log = useRef<HTMLOListElement>(null);
  const lines = chat.data?.lines ?? [];
  const hands = useMemo(() => chat.data?.raisedHands ?? [], [chat.data]);
  const me = useSignedInUser();
  const myHandUp = hands.some((h) => h.authorId === me.id);
  const seenHands = useRef(new Set<number>());

  useEffect(() => {
    for (const h of hands)
      if (!seenHands.current.has(h.authorId)) announce(`${h.authorName} raised a hand`);
    seenHands.current = new Set(hands.map((h) => h.authorId));
  }, [hands, announce]);
  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [lines.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setProblem(CHAT_MSG.emptyMessage);
    send.mutate(
      { body: text },
      {
        onSuccess: () => {
          setText('');
          setProblem('');
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  };

  return (
    <section
      aria-labelledby="chat-heading"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="chat-heading" className="text-base font-semibold text-slate-900">
          Chat
        </h2>
        {!canModerate && (
          <Button
            variant={myHandUp ? 'secondary' : 'outline'}
            size="sm"
            aria-pressed={myHandUp}
            disabled={!inRoom}
            onClick={() => hand.mutate({ raised: !myHandUp })}
          >
            <Hand aria-hidden="true" className="size-4" />
            {myHandUp ? 'Lower hand' : 'Raise hand'}
          </Button>
        )}
      </div>
      {hands.length > 0 && (
        <div>
          <h3 className="text-sm font-medium text-slate-800">Hands up</h3>
          <ul className="mt-1 grid gap-1">
            {hands.map((h) => (
              <li key={h.authorId} className="flex items-center justify-between gap-2 text-sm">
                <span>
                  <Hand aria-hidden="true" className="mr-1 inline size-4 text-amber-600" />
                  {h.authorName}
                </span>
                {canModerate && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => hand.mutate({ raised: false, userId: h.authorId })}
                  >
                    Lower<span className="sr-only"> {h.authorName}’s hand</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ol
        ref={log}
        aria-label="Messages"
        className="grid max-h-72 min-h-24 content-start gap-2 overflow-y-auto text-sm"
        tabIndex={0}
      >
        {lines
          .filter((line) => line.kind === 'message')
          .map((line) => (
            <li key={line.id}>
              <span className="font-medium text-slate-900">
                {line.mine ? 'You' : line.authorName}
              </span>{' '}
              <span className="text-xs text-slate-600">{formatTime(line.createdAt)}</span>
              <p className="break-words whitespace-pre-line text-slate-800">{line.body}</p>
            </li>
          ))}
      </ol>
      <form onSubmit={submit} className="grid gap-2">
        <label htmlFor={`${errorId}-text`} className="text-sm font-medium text-slate-800">
          Message the class
        </label>
        <Textarea
          id={`${errorId}-text`}
          rows={2}
          maxLength={1000}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) submit(event);
          }}
        />
        {problem && (
          <p id={errorId} className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <Button
          type="submit"
          size="sm"
          disabled={send.isPending || !inRoom}
          className="justify-self-end"
        >
          <Send aria-hidden="true" className="size-4" />
          Send
        </Button>
      </form>
    </section>
  );
}
