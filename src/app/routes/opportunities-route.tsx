import OpportunitiesPage from '@/features/opportunities/components/opportunities-page';

export default function OpportunitiesRoute() {
  return <OpportunitiesPage />;
}
