/*
 * Feed ids in a lesson's Janus room carry what each publisher is (issue 29 §4, decision 117): the
 * recording's file names say it, and the classroom page knows a shared screen from a camera.
 */

/**
 * What each publisher in a lesson is, written into its Janus feed id. Janus names a recording
 * `videoroom-<room>-user-<feed id>-<time>-<audio|video>-<n>.mjr`; admission gives every publisher
 * `feedIdFor(kind, n)` and the pipeline reads the kind back.
 */
export const FEED_KINDS = ['tutor-camera', 'tutor-screen', 'pupil', 'admin'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** Room for 10^12 publishers of each kind, and still a safe integer (Janus ids are uint64). */
const KIND_SPAN = 1_000_000_000_000;

export function feedIdFor(kind: FeedKind, n: number): number {
  if (!Number.isSafeInteger(n) || n < 1 || n >= KIND_SPAN) throw new RangeError(`feed number ${n}`);
  return (FEED_KINDS.indexOf(kind) + 1) * KIND_SPAN + n;
}

export function feedKindOf(feedId: number): FeedKind | null {
  return FEED_KINDS[Math.floor(feedId / KIND_SPAN) - 1] ?? null;
}
