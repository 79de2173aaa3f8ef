import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function UnknownTool() {
  useDocumentTitle('No such tool');
  return (
    <section className="card max-w-xl">
      <h1 className="text-lg font-semibold">No such tool</h1>
      <p className="mt-1 text-sm text-slate-700">
        This address names no calculator. <Link to={paths.tools.getHref()} className="link">See all tools</Link>.
      </p>
    </section>
  );
}
