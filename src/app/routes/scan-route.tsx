import ScanPage from '@/features/scan/components/scan-page';

// Lazily loaded (router.tsx): the OCR engine and its glue load only on this route.
export default function ScanRoute() {
  return <ScanPage />;
}
