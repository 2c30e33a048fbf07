import { linkParts } from './link-parts.js';

/** A message's text as written: line breaks kept, addresses as links, nothing read as HTML. */
export function MessageText({ body }: { body: string }) {
  return (
    <p className="break-words whitespace-pre-wrap">
      {linkParts(body).map((part, index) =>
        part.href ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
