import { useSyncExternalStore } from 'react';
import { TOAST_LIMIT } from '../../../shared/constants.js';

/** A warning is for work that partly succeeded; destructive for work that failed. */
export type ToastVariant = 'default' | 'warning' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description: string | undefined;
}

let nextId = 1;
let toasts: readonly ToastItem[] = [];
const listeners = new Set<() => void>();

const publish = (next: readonly ToastItem[]) => {
  toasts = next;
  listeners.forEach((listener) => listener());
};

/** Shows a toast; with a limit of one (spec 1 §9) the newest replaces whatever was showing. */
export const toast = ({ title, description, variant = 'default' }: ToastInput) => {
  publish([{ id: nextId++, title, description, variant }, ...toasts].slice(0, TOAST_LIMIT));
};

export const removeToast = (id: number) => publish(toasts.filter((item) => item.id !== id));

/** Takes every toast away, for a fresh start that makes an earlier complaint stale. */
export const clearToasts = () => publish([]);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const current = () => toasts;

// Prerendering asks too (the toaster mounts with the first toast): no toast is ever raised there.
export const useToasts = () => useSyncExternalStore(subscribe, current, current);
