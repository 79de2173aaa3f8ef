// The private-label ductless badges of nomenclature/ductless/private-label-badges.ts read the size field as the nominal cooling
// class in kBtu/h. Their evidence is the brands' NRCan rows (outdoor and indoor model, rated cooling Btu/h per
// pairing): this test re-reads shared/data/catalog/raw/ccashp.tsv and fails when a single-zone pairing's rating is not
// within 20 % of the class, or when the decoded unit (indoor / outdoor) contradicts the column the row lists it in.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '@/domain/enrichment/nomenclature';
import { CATALOG_PATH } from './load-catalog';

const RAW = join(CATALOG_PATH, '../../../../shared/data/catalog/raw');
const BRANDS: Record<string, string> = {
  KINGHOME: 'Kinghome', WABBAN: 'Wabban', ACD: 'ACD', EMI: 'EMI', COMFORTSTAR: 'Comfortstar', MOOVAIR: 'Moovair',
  'NOVAIR PLUS': 'Novair Plus', HAXXAIR: 'Haxxair', 'AIR-CON': 'Air-Con', 'EMERSON QUIET KOOL': 'Emerson Quiet Kool',
  KARDA: 'Karda', PERFECTAIRE: 'Perfectaire', 'PERFECT AIRE': 'Perfect Aire', BREEZE33: 'Breeze33', DURASTAR: 'DuraSTAR',
  KOOLKING: 'Koolking', 'DIRECT AIR': 'Direct Air',
  YORK: 'York', COLEMAN: 'Coleman', LUXAIRE: 'Luxaire', CHAMPION: 'Champion', GUARDIAN: 'Guardian', 'FRASER-JOHNSTON': 'Fraser-Johnston',
  ALLIED: 'Allied', AIREASE: 'AirEase', 'ARMSTRONG AIR': 'Armstrong Air', LENNOX: 'Lennox', GOODMAN: 'Goodman', RHEEM: 'Rheem', RUUD: 'Ruud',
};
// The split-system makers' rows hold many other units: only the decodes of nomenclature/ductless/private-label-badges.ts are checked for them.
const MAKERS = new Set(['York', 'Coleman', 'Luxaire', 'Champion', 'Guardian', 'Fraser-Johnston', 'Allied', 'AirEase', 'Armstrong Air', 'Lennox', 'Goodman', 'Rheem', 'Ruud']);
const BADGE_RULE = /\(NRCan pairings\)$/;
// Two Haxxair rows list the pair with the columns swapped (HAH-24T2D as the outdoor model); the eight others list the
// HVH unit as outdoor and the HAH head as indoor.
const SWAPPED = new Set(['HAH-24T2D', 'HAH-09T2D']);

describe('private-label ductless badges against their NRCan pairings', () => {
  it('decodes every single-zone pairing at its rated class and on the side the rows list it', () => {
    let checked = 0;
    const wrong: string[] = [];
    for (const line of readFileSync(join(RAW, 'ccashp.tsv'), 'utf8').split('\n')) {
      const f = line.split('\t');
      const brand = BRANDS[(f[2] ?? '').trim().toUpperCase()];
      const cooling = Number(f[13]);
      if (brand === undefined || !(cooling > 0)) continue;
      const outdoor = (f[4] ?? '').trim();
      const indoor = (f[7] ?? '').trim().split(/\s+/).filter(Boolean);
      if (indoor.length !== 1 || SWAPPED.has(outdoor)) continue;
      const o = decodeModelNumber(outdoor, brand);
      const i = decodeModelNumber(indoor[0]!, brand);
      if (o === null || i === null) continue;
      if (MAKERS.has(brand) && !(BADGE_RULE.test(o.rule) && BADGE_RULE.test(i.rule))) continue;
      checked += 1;
      const kbtuh = Math.min(o.fields.cooling_capacity_kbtuh!, i.fields.cooling_capacity_kbtuh!);
      if (Math.abs(kbtuh * 1000 - cooling) / (kbtuh * 1000) > 0.2) wrong.push(`${outdoor} + ${indoor[0]}: ${cooling} Btu/h, class ${kbtuh}`);
      if (/indoor|air handler/.test(o.description ?? '')) wrong.push(`${outdoor} listed outdoor, decoded ${o.description}`);
      if (/outdoor|heat pump/.test(i.description ?? '')) wrong.push(`${indoor[0]} listed indoor, decoded ${i.description}`);
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  });
});
