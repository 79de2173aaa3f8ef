import type { DetailItem } from '@/components/detail-list';
import ExternalLink from '@/components/external-link';

/** The "Sources" entry of a detail list (links to where a rule or term was published); none when there are none. */
export function sourcesItems(sources: readonly string[]): DetailItem[] {
  if (sources.length === 0) return [];
  return [
    {
      term: 'Sources',
      value: (
        <ul className="space-y-0.5">
          {sources.map((s) => (
            <li key={s}>
              <ExternalLink href={s} />
            </li>
          ))}
        </ul>
      ),
    },
  ];
}
