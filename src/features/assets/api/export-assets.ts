// The table's export fetches every matching asset page by page (lib/fetch-all-assets.ts, shared with the call list).
export { fetchAllAssets, type ExportProgress } from '@/lib/fetch-all-assets';
