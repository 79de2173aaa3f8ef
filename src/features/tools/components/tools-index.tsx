import { Link } from 'react-router';
import { TOOL_NAMES, TOOLS } from '@/domain/tools';
import { useDocumentTitle } from '@/lib/use-document-title';
import { toolHref } from '../tool-href';

/** The nine calculators, each a link to its page. */
export default function ToolsIndex() {
  useDocumentTitle('HVAC tools');
  return (
    <section aria-labelledby="tools-heading">
      <h1 id="tools-heading" className="text-2xl font-semibold text-slate-900">
        HVAC tools
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        Field calculators. Results appear as you type, computed in your browser by the same code the API runs; every result shows
        how it was obtained. Each page can be shared by its address.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {TOOL_NAMES.map((name) => (
          <li key={name} className="card flex flex-col">
            <h2 className="text-base font-semibold">
              <Link to={toolHref(name)} className="link">
                {TOOLS[name].title}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-slate-700">{TOOLS[name].description}</p>
            <p className="mt-auto pt-2 font-mono text-xs text-slate-600">POST /gateway/{'{partner}'}/tools/{name}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
