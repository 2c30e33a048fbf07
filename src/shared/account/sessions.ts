import { z } from 'zod';
import { dateTime } from '../api/contract.js';

/** One place the signed-in user is signed in, named by its public id (never the cookie's). */
export const signedInDeviceSchema = z.object({
  id: z.uuid(),
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: dateTime,
  lastSeenAt: dateTime,
  current: z.boolean(),
});

export const signedInDevicesSchema = z.object({ items: z.array(signedInDeviceSchema) });

export const sessionPublicIdParam = z.object({ publicId: z.uuid() });

export const sessionsEndedSchema = z.object({ ended: z.number().int().min(0) });

export const SESSION_NOT_FOUND = 'That device is no longer signed in.';
