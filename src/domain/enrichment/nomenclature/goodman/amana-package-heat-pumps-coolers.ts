// Amana package heat pumps and package coolers of 1999–2007 (issue 18, legacy lines): PHB**C / PHD**C heat pumps and
// PCC**C coolers ("PCC42C02", "PHB36C02"), the heat pump and cooling-only twins of the PG gas packs read in
// goodman/amana-package-units.ts. Title: Goodman / Amana service instructions RS6300003 "PHB**C, PHD**C package heat
// pumps, PGA**C, PGB**C, PGD**C package gas & PCC**C package coolers" (models listed on page 6, e.g. PCC42C02). The
// two stars are the nominal cooling kBtu/h, as in the PG key (Amana PGC(24-60)B Table 1: PGC24B… = 24,000 Btuh); C is
// the design series; the digits after it are not read. Type from the title; capacity read as the PG key reads it
// (evidence `pattern`). Brand required (Amana / Goodman / Janitrol).
import type { NomenclatureRule } from '../types';
import { capacityFields, gridCapacity } from '../common';
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const AMANA_BRANDS = ['Amana', 'Goodman', 'Janitrol'] as const;

const SOURCE =
  'Goodman / Amana service instructions RS6300003 "PHB**C, PHD**C package heat pumps, PGA**C, PGB**C, PGD**C package gas & PCC**C package coolers" (PCC42C02): https://manualmachine.com/amana/pcc42c02/24250129-service-instructions-manual/ · capacity position as in Amana PGC(24-60)B installation instructions, Table 1: https://manualmachine.com/amana/pgb58b/423820-user-manual';

const AMANA_PH_PC = /^P(HB|HD|CC)(18|24|30|36|42|48|60)C(\d{2,3})([A-Z]?)$/;

export const amanaPackageHeatPumpCooler: NomenclatureRule = {
  id: 'goodman.amana-package-heat-pump-cooler',
  family: 'goodman',
  brands: AMANA_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'P',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 80 /* P */) return null;
    const m = AMANA_PH_PC.exec(model);
    if (m === null || !brandIn(AMANA_BRANDS, brand)) return null;
    const line = m[1] ?? '';
    const c = gridCapacity(m[2] ?? '');
    if (c === null) return null;
    return decodeOf('goodman', pickBrand(AMANA_BRANDS, brand, 'Amana'), model, {
      type: 'packaged units',
      series: `P${line}`,
      fields: capacityFields(c),
      description: line === 'CC' ? 'package cooler (cooling only)' : 'package heat pump',
      evidence: 'pattern',
      rule: 'Amana package heat pumps / coolers, PHB / PHD / PCC (RS6300003 title)',
      source: SOURCE,
    });
  },
};

export const AMANA_PACKAGE_HEAT_PUMP_COOLER_RULES: readonly NomenclatureRule[] = [amanaPackageHeatPumpCooler];
