import RequestsPage from '@/features/requests/components/requests-page';

export default function RequestsRoute() {
  return <RequestsPage />;
}
