import { errorText } from '../../lib/api.js';
import { toast } from './toast-store.js';

/** Spec 2 §8: a failed change is a destructive toast titled Error with the server's message. */
export const toastError = (error: unknown) =>
  toast({ title: 'Error', description: errorText(error), variant: 'destructive' });
