/** Where a session happens (issue 29 §7): the ClassPerk classroom, or the YouTube link. */
export const VENUES = ['classroom', 'youtube'] as const;
export type Venue = (typeof VENUES)[number];
export const VENUE_LABELS: Record<Venue, string> = {
  classroom: 'ClassPerk classroom',
  youtube: 'YouTube link',
};
