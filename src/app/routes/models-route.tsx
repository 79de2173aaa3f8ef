import ModelsPage from '@/features/models/components/models-page';

export default function ModelsRoute() {
  return <ModelsPage />;
}
