import WarrantyPage from '@/features/warranty/components/warranty-page';

export default function WarrantyRoute() {
  return <WarrantyPage />;
}
