import { Link } from 'react-router';
import { TOOLS, type ToolName } from '@/domain/tools';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useToolForm } from '../use-tool-form';
import ApiRequestView from './api-request-view';
import ResultPanel from './result-panel';
import ToolForm from './tool-form';

/** One calculator: the form (state in the URL), the live result, and the equivalent API request. */
export default function ToolPage({ name }: { name: ToolName }) {
  const tool = TOOLS[name];
  useDocumentTitle(tool.title);
  const form = useToolForm(name);
  return (
    <article aria-labelledby="tool-heading">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to={paths.tools.getHref()} className="link">
          HVAC tools
        </Link>
        <span aria-hidden="true" className="text-slate-500">
          {' / '}
        </span>
        <span className="text-slate-700">{tool.title}</span>
      </nav>
      <h1 id="tool-heading" className="mt-2 text-2xl font-semibold text-slate-900">
        {tool.title}
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{tool.description}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <ToolForm form={form} />
        <div className="min-w-0 space-y-6">
          <ResultPanel name={name} form={form} />
          <ApiRequestView name={name} body={form.body} />
        </div>
      </div>
    </article>
  );
}
