import { isApiError } from '@/lib/api-error';

interface ErrorStateProps {
  error: unknown;
  /** Shown as a Retry button when the error is worth retrying (network, 5xx, contract mismatch). */
  onRetry?: () => void;
  title?: string;
}

function describe(error: unknown): { message: string; retryable: boolean; fieldErrors: [string, string[]][]; details: string[] } {
  if (isApiError(error)) {
    const retryable = error.kind !== 'http' || (error.status !== null && (error.status >= 500 || error.status === 429));
    return { message: error.message, retryable, fieldErrors: Object.entries(error.fieldErrors), details: error.details };
  }
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  return { message, retryable: true, fieldErrors: [], details: [] };
}

/** An error a person can act on: the message, 422 field errors, and Retry where retrying can help. */
export default function ErrorState({ error, onRetry, title = 'Something went wrong' }: ErrorStateProps) {
  const { message, retryable, fieldErrors, details } = describe(error);
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{message}</p>
      {fieldErrors.length > 0 && (
        <ul className="mt-2 list-disc pl-5">
          {fieldErrors.map(([field, msgs]) => (
            <li key={field}>
              <span className="font-mono">{field}</span>: {msgs.join(' ')}
            </li>
          ))}
        </ul>
      )}
      {details.length > 0 && (
        <details className="mt-2">
          <summary className="cursor-pointer">Technical details</summary>
          <ul className="mt-1 list-disc pl-5 font-mono text-xs">
            {details.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </details>
      )}
      {onRetry && retryable && (
        <button type="button" onClick={onRetry} className="btn-secondary mt-3">
          Retry
        </button>
      )}
    </div>
  );
}
