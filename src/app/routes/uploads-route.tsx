import UploadsPage from '@/features/uploads/components/uploads-page';

export default function UploadsRoute() {
  return <UploadsPage />;
}
