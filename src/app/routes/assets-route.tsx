import AssetsPage from '@/features/assets/components/assets-page';

export default function AssetsRoute() {
  return <AssetsPage />;
}
