import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api.js';
import { invalidate, type Change } from './invalidate.js';

/**
 * A write whose success refreshes every read it shows up in, by invalidate's table (decision 025):
 * the shape of most of the features' mutations. `change` may follow from the answer or the
 * variables, as a delete names its id.
 */
export const useChange = <V = void, R = unknown>(
  mutationFn: (variables: V) => Promise<R>,
  change: Change | ((result: R, variables: V) => Change),
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result: R, variables: V) =>
      invalidate(queryClient, typeof change === 'function' ? change(result, variables) : change),
  });
};

/** A form's save: adds a record at `path` when there is no id yet, otherwise saves that one. */
export const useSave = <T, Values>(path: string, change: Change) =>
  useChange(
    ({ id, values }: { id?: number | undefined; values: Values }) => api.save<T>(path, id, values),
    change,
  );
