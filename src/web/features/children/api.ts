import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Child, childSchema } from '../../../shared/family/schemas.js';
import { api } from '../../lib/api.js';
import { useChange, useSave } from '../../lib/use-change.js';
import { API, queryKeys } from '../../lib/query-keys.js';

const PATH = API.children;

export type ChildValues = z.output<typeof childSchema>;

/** Spec 2 §6: a parent's own children; only parents ask, so screens shared with students pass false. */
export const useChildren = (enabled = true) =>
  useQuery({ queryKey: queryKeys.children(), queryFn: () => api.get<Child[]>(PATH), enabled });

/** Adds a child, or changes one when an id is given. */
export const useSaveChild = () => useSave<Child, ChildValues>(PATH, 'children');

export const useRemoveChild = () =>
  useChange((id: number) => api.delete(`${PATH}/${id}`), 'children');
