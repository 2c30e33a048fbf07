import { Fragment } from 'react';

/**
 * An address, username or path that may wrap after its @, _, : and / and before its dots, never
 * inside a word: tables keep their words whole (issue 26 §5), so long ones need these places.
 */
export function Breakable({ text }: { text: string }) {
  return (
    <>
      {text.split(/(?=\.)|(?<=[@_:/])/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
