import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchResults } from '../../../shared/search/schemas.js';
import { api } from '../../lib/api.js';

export const MIN_SEARCH_LENGTH = 2;

const searchPath = (text: string) => `/api/search?q=${encodeURIComponent(text)}`;

export const useSearch = (text: string) => {
  const path = searchPath(text);
  return useQuery({
    queryKey: [path],
    queryFn: () => api.get<SearchResults>(path),
    enabled: text.length >= MIN_SEARCH_LENGTH,
    // Keep the last answer on screen while the next one loads, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
};
