import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchResults } from '../../../shared/search/schemas.js';
import { api } from '../../lib/api.js';
import { API, queryKeys } from '../../lib/query-keys.js';

export const MIN_SEARCH_LENGTH = 2;

export const useSearch = (text: string) =>
  useQuery({
    queryKey: queryKeys.search(text),
    queryFn: () => api.get<SearchResults>(`${API.search}?q=${encodeURIComponent(text)}`),
    enabled: text.length >= MIN_SEARCH_LENGTH,
    // Keep the last answer on screen while the next one loads, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
