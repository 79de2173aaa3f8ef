import type { ToolName } from '@/domain/tools';
import { useSession } from '@/lib/session';
import { curlCommand } from '../form-body';
import CopyButton from './copy-button';

/** The API request equivalent to the form: its JSON body and a curl line ({partner} and the token left as placeholders). */
export default function ApiRequestView({ name, body }: { name: ToolName; body: Record<string, unknown> }) {
  const session = useSession();
  const baseUrl = session?.baseUrl || window.location.origin;
  const json = JSON.stringify(body, null, 2);
  const curl = curlCommand(baseUrl, name, body);
  return (
    <section aria-labelledby="api-request-heading" className="card">
      <h2 id="api-request-heading" className="text-base font-semibold">
        As an API request
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        <code className="font-mono text-xs">POST /gateway/{'{partner}'}/tools/{name}</code> with this JSON body returns the same result.
      </p>
      <pre className="mt-3 overflow-x-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100" aria-label="JSON body">
        {json}
      </pre>
      <pre className="mt-3 overflow-x-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100" aria-label="curl command">
        {curl}
      </pre>
      <div className="mt-3 flex flex-wrap gap-3">
        <CopyButton text={json} label="Copy JSON body" />
        <CopyButton text={curl} label="Copy curl command" />
        <CopyButton text={window.location.href} label="Copy link to this reading" />
      </div>
    </section>
  );
}
