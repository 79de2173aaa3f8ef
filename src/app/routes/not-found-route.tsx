import { Link } from 'react-router';
import { paths } from '@/lib/paths';

export default function NotFoundRoute() {
  return (
    <div className="mx-auto max-w-xl py-12 text-center">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="mt-2 text-slate-700">There is no page at this address.</p>
      <p className="mt-4">
        <Link className="link" to={paths.assets.getHref()}>
          Go to assets
        </Link>
      </p>
    </div>
  );
}
