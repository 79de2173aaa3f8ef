/**
 * Query keys of one asset. Under the same ['assets'] root as the lists (features/assets), so
 * invalidating ['assets'] refreshes lists and details alike.
 */
export const assetDetailKeys = {
  all: ['assets', 'detail'] as const,
  detail: (id: string) => [...assetDetailKeys.all, id] as const,
};
