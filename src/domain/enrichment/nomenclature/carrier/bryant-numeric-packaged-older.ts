// Bryant numeric single-package units of the 1990s–2000s not in the §2.1 list of carrier/carrier.ts (issue 18, legacy
// lines): 559B self-contained electric cooling units, 583B and 588A / 589A gas heating / electric cooling units
// ("559B036", "583BEV036", "588ANX036000"). Type from each series' installation-instruction title; capacity from the
// size field the same documents list (018 / 024 thru 060 = kBtu/h), read as the §2.1 Bryant numeric packaged key reads
// it (evidence `pattern`). Brand required (Carrier / Bryant / Payne), as for the §2.1 rule.
import { capacityFields, decoded, gridCapacity, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';
import { brandIn } from '../kit/brand-guard';

const BRANDS = ['Carrier', 'Bryant', 'Payne'] as const;

interface Series {
  description: string;
  min: number;
  max: number;
  source: string;
}

const GAS_588_589 =
  'Bryant installation, start-up and service instructions "588A sizes 018-060, 589A sizes 024-060" (heating section start-up, gas input, flue gas passageways): https://manualmachine.com/bryant/589a/1248129-user-manual';

const SERIES: Readonly<Record<string, Series>> = {
  '559B': {
    description: 'self-contained electric cooling unit',
    min: 24,
    max: 48,
    source: 'Bryant installation instructions "559B self-contained electric cooling units, sizes 024, 030, 036, 042, & 048": https://azmanual.top/manuals/723184/bryant-559b.html',
  },
  '583B': {
    description: 'single-package gas heating / electric cooling unit',
    min: 18,
    max: 60,
    source: 'Bryant 583B installation instructions ("The 583B units are fully self-contained, combination Category I gas heating/electric cooling units designed for outdoor installation"): https://manualmachine.com/bryant/583b/1300110-user-manual',
  },
  '588A': { description: 'single-package gas heating / electric cooling unit', min: 18, max: 60, source: GAS_588_589 },
  '589A': { description: 'single-package gas heating / electric cooling unit', min: 24, max: 60, source: GAS_588_589 },
};

const NUMERIC_PKG = /^(559B|583B|588A|589A)([A-Z]{0,3})(\d{3})([A-Z0-9-]{0,10})$/;

export const bryantNumericPackagedOlder: NomenclatureRule = {
  id: 'carrier.bryant-packaged-titled-older',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '5',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 53 /* 5 */) return null;
    const m = NUMERIC_PKG.exec(model);
    if (m === null || !brandIn(BRANDS, brand)) return null;
    const series = SERIES[m[1] ?? ''];
    if (series === undefined) return null;
    const c = gridCapacity(m[3] ?? '');
    if (c === null || c.offGrid || c.kbtuh < series.min || c.kbtuh > series.max) return null;
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Bryant'),
      type: 'packaged units',
      series: m[1] ?? '',
      model,
      description: series.description,
      fields: capacityFields(c),
      evidence: 'pattern',
      rule: 'Bryant numeric single-package units by installation-instruction title (559B, 583B, 588A, 589A): series · letters · size',
      source: series.source,
    });
  },
};

export const BRYANT_NUMERIC_PACKAGED_OLDER_RULES: readonly NomenclatureRule[] = [bryantNumericPackagedOlder];
