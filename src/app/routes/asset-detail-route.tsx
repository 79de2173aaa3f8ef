import AssetDetailPage from '@/features/asset-detail/components/asset-detail-page';

export default function AssetDetailRoute() {
  return <AssetDetailPage />;
}
