import { z } from 'zod';
import { dateTime } from '../api/contract.js';
import { idParam } from '../validation.js';
import type { Wire } from '../api/contract.js';

/* A classroom recording's state and playlist, and the admins' retention setting (issue 29 §4–5). */

export const RETENTION_DAYS_MIN = 1;
export const RETENTION_DAYS_MAX = 3650;
/** Kept a school year and a term unless an admin says otherwise (decision 117). */
export const DEFAULT_RETENTION_DAYS = 365;

export const RETENTION_MESSAGE = `Please enter a number of days from ${RETENTION_DAYS_MIN} to ${RETENTION_DAYS_MAX}`;

export const recordingStateSchema = z.object({
  status: z.enum(['processing', 'ready', 'failed']),
  /** While processing: when it should be ready. */
  readyBy: dateTime.nullable(),
  durationSeconds: z.number().int().nullable(),
  /** The HLS playlist, served only to those who may watch. */
  playlistUrl: z.string().nullable(),
});
export type RecordingState = Wire<typeof recordingStateSchema>;

export const recordingSettingsSchema = z.object({
  retentionDays: z.coerce
    .number(RETENTION_MESSAGE)
    .int(RETENTION_MESSAGE)
    .min(RETENTION_DAYS_MIN, RETENTION_MESSAGE)
    .max(RETENTION_DAYS_MAX, RETENTION_MESSAGE),
});
export type RecordingSettings = Wire<typeof recordingSettingsSchema>;

export const hlsFileParams = idParam.extend({ file: z.string().max(40) });
