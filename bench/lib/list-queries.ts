import { getJson } from './http-client';
import { median, percentile } from './stats';

// GET /enrichment/{partner}/assets latency, one line per filter of spec 4.4 (and each sort): a few
// warm-up calls, then `rounds` rounds of `perRound` sequential calls; p50 and p95 per round, and the
// median of those over the rounds. A filter slower than its time budget gets fewer rounds (the table
// says how many), so one pathological query cannot stall the whole bench.

export interface ListQuery {
  name: string;
  query: string;
}

export function listQueries(opts: { addedBy: string; distributor: string; searchTerm: string; uniqueId: string }): ListQuery[] {
  const q = (name: string, query: string): ListQuery => ({ name, query });
  return [
    q('(none: sort model_number asc)', ''),
    q('search_string', `search_string=${encodeURIComponent(opts.searchTerm)}`),
    // A rare and a common term of the generated file (lib/csv-generator.ts): unique ids WO-1005…
    // (about 1 asset in 1,800 from 60,000 rows on), and Springfield, one of its 12 cities (about 1 in 12).
    q('search_string rare (WO-1005)', 'search_string=WO-1005'),
    q('search_string common (Springfield)', 'search_string=Springfield'),
    q('sort_criteria=customer_name', 'sort_criteria=customer_name'),
    q('sort_criteria=updated_at desc', 'sort_criteria=updated_at&sort_order=desc'),
    q('status=completed', 'status=completed'),
    q('match_type[]=exact,likely', 'match_type[]=exact_match&match_type[]=likely_match'),
    q('match_type[]=nameplate_only', 'match_type[]=nameplate_only'),
    q('added_from[]=batch-import', 'added_from[]=batch-import'),
    q('added_by', `added_by=${encodeURIComponent(opts.addedBy)}`),
    q('date_added_preset=last_7_days', 'date_added_preset=last_7_days'),
    q('date_modified_preset=today', 'date_modified_preset=today'),
    q('equipment_age 5–10 years', 'equipment_age_min_years=5&equipment_age_max_years=10'),
    q('warranty registered in_warranty', 'warranty_basis=registered&warranty_expiration_tier[]=in_warranty'),
    q('warranty not_registered expiring_within_1_year', 'warranty_basis=not_registered&warranty_expiration_tier[]=expiring_within_1_year'),
    q('type_of_service[]=install', 'type_of_service[]=install'),
    q('type=furnaces', 'type=furnaces'),
    q('unique_id', `unique_id=${encodeURIComponent(opts.uniqueId)}`),
    q('distributor', `distributor=${encodeURIComponent(opts.distributor)}`),
    q('replacement_flag[]=r22', 'replacement_flag[]=r22'),
    q('replacement_flag[]=past_service_life', 'replacement_flag[]=past_service_life'),
    q('replacement_flag[]= all three', 'replacement_flag[]=r22&replacement_flag[]=past_service_life&replacement_flag[]=service_life_ends_within_2_years'),
    q('replacement_flag[]=past_service_life + not_registered expired_over_1_year', 'replacement_flag[]=past_service_life&warranty_basis=not_registered&warranty_expiration_tier[]=expired_over_1_year'),
    // Opportunities cells with few matches (the page reads the matches only) and none (the count only).
    q('replacement_flag[]=service_life_ends_within_2_years + not_registered expired_past_12_months', 'replacement_flag[]=service_life_ends_within_2_years&warranty_basis=not_registered&warranty_expiration_tier[]=expired_past_12_months'),
    q('replacement_flag[]=r22 + registered in_warranty', 'replacement_flag[]=r22&warranty_basis=registered&warranty_expiration_tier[]=in_warranty'),
    q('replacement_flag[]=past_service_life + type=furnaces', 'replacement_flag[]=past_service_life&type=furnaces'),
    q('status=not_found + type_of_service + sort customer_name', 'status=not_found&type_of_service[]=maintenance_service&sort_criteria=customer_name'),
  ];
}

export interface ListTiming {
  name: string;
  query: string;
  total: number;
  p50Ms: number;
  p95Ms: number;
  rounds: number;
  calls: number;
}

export async function timeListQueries(
  baseUrl: string,
  partner: string,
  token: string,
  queries: ListQuery[],
  opts: { rounds: number; perRound: number; warmup: number; budgetMs: number },
): Promise<ListTiming[]> {
  const out: ListTiming[] = [];
  for (const { name, query } of queries) {
    const path = `/enrichment/${partner}/assets${query ? `?${query}` : ''}`;
    let total = -1;
    for (let i = 0; i < opts.warmup; i++) {
      const r = await getJson(baseUrl, path, token);
      if (r.status !== 200) throw new Error(`GET ${path} → ${r.status}: ${r.body.slice(0, 300)}`);
      total = (JSON.parse(r.body) as { meta: { total: number } }).meta.total;
    }
    const p50s: number[] = [];
    const p95s: number[] = [];
    const started = performance.now();
    let calls = 0;
    for (let round = 0; round < opts.rounds && (round === 0 || performance.now() - started < opts.budgetMs); round++) {
      const times: number[] = [];
      for (let i = 0; i < opts.perRound; i++) {
        const t0 = performance.now();
        const r = await getJson(baseUrl, path, token);
        times.push(performance.now() - t0);
        calls++;
        if (r.status !== 200) throw new Error(`GET ${path} → ${r.status}`);
      }
      p50s.push(percentile(times, 50));
      p95s.push(percentile(times, 95));
    }
    out.push({ name, query, total, p50Ms: median(p50s), p95Ms: median(p95s), rounds: p50s.length, calls });
  }
  return out;
}
