import type { NomenclatureExplanation } from '@/domain/enrichment/explanation';
import { CATALOG_SERIES_FAMILY } from '@/domain/enrichment/nomenclature/types';
import DetailList from '@/components/detail-list';
import SectionCard from '@/components/section-card';

const EVIDENCE_TEXT: Record<NomenclatureExplanation['evidence'], string> = {
  src: 'printed in the manufacturer’s nomenclature key or spec table',
  pattern: 'inferred from several sourced model numbers (no printed key found)',
  unconfirmed: 'partly unconfirmed (trade knowledge or a single weak source): a hint only',
};

// Keys of the decoded fields that are the rule, source and evidence (shown as their own rows).
const META_KEYS = new Set(['Nomenclature rule', 'Nomenclature source', 'Nomenclature evidence', 'Decoded series']);

/** What the model number itself says: decoded fields, the rule and its source, disagreements with a catalog match. */
export default function NomenclatureCard({ decode }: { decode: NomenclatureExplanation }) {
  const fields = Object.entries(decode.fields).filter(([k]) => !META_KEYS.has(k));
  const bySeries = decode.family === CATALOG_SERIES_FAMILY;
  return (
    <SectionCard title="What the model number says">
      <div className="space-y-3 text-sm">
        <p className="text-slate-800">
          {bySeries
            ? 'No catalog model matched and no manufacturer’s key covers this model number, so its type was read from the catalog models of the same brand whose numbers begin with the same characters: all of them are of this type. Nothing else is claimed.'
            : decode.used
              ? 'No catalog model matched, so the model number was read with the manufacturer’s nomenclature. Fields the rule does not give are not shown.'
              : 'The model number was also read with the manufacturer’s nomenclature, as a check of the catalog match.'}
        </p>
        {decode.disagreements.length > 0 && (
          <div role="note" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-900">
            <p className="font-medium">The model number and the matched catalog model disagree:</p>
            <ul className="ml-5 list-disc">
              {decode.disagreements.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          </div>
        )}
        <DetailList
          items={[
            { term: 'Read as', value: `${decode.brand} ${decode.series}${decode.description ? ` — ${decode.description}` : ''}` },
            { term: 'Equipment type', value: decode.type },
            ...fields.map(([term, value]) => ({ term, value })),
            { term: 'Rule', value: decode.rule },
            { term: 'Source', value: <span className="break-all">{decode.source}</span> },
            { term: 'Evidence', value: bySeries ? 'the type shared by the brand’s catalog models that begin the same way (a hint, not a key)' : EVIDENCE_TEXT[decode.evidence] },
          ]}
        />
      </div>
    </SectionCard>
  );
}
