import type { ListRequestsQuery } from '@/contract/requests';

/** Query keys of the requests feature; invalidate everything with requestKeys.all. */
export const requestKeys = {
  all: ['requests'] as const,
  lists: () => [...requestKeys.all, 'list'] as const,
  list: (query: ListRequestsQuery) => [...requestKeys.lists(), query] as const,
};
