import { errorText } from '../../lib/api.js';
import { toast } from './toast-store.js';

/** A failed action as a destructive toast: what failed, then the server's message. */
export const toastFailed = (title: string, error: unknown) =>
  toast({ title, description: errorText(error), variant: 'destructive' });

/** Spec 2 §8: a failed change is a destructive toast titled Error with the server's message. */
export const toastError = (error: unknown) => toastFailed('Error', error);
