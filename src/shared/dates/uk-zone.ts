/** The zone of every time ClassPerk shows, schedules or counts by day: UK time, BST in summer. */
export const UK_ZONE = 'Europe/London';
