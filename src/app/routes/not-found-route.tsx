import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function NotFoundRoute() {
  useDocumentTitle('Page not found');
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
