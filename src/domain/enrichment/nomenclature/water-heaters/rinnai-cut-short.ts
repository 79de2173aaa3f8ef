// Rinnai tankless written without the i / e letter (issue 18): RU199, RUR160, RUC98 — the §10.5 key (family · max
// input kBtu/h · i indoor / e exterior · N / P) cut after the input, as owners copy it off an invoice or the carton.
// Brand required (rinnai.ru needs the i / e letter to be brandless). Sources: RULES.md §13 S133–S135 and the N-series
// manual's model list (RU199i = REU-N3237FF-US … RU130i = REU-N2024FF-US).
import { cite, decodeOf, pickBrand } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';
import { RU_TRADE_CLASSES } from './rinnai';

const BRANDS = ['Rinnai'] as const;
const RU_CUT = /^(RUR|RUCS|RUC|RU)(\d{2,3})$/;
const N_SERIES_SOURCE = 'Rinnai N-Series condensing tankless installation and operation manual (RU199i REU-N3237FF-US, RU180i, RU160i, RU130i; RU199e … RU130e): https://ru.scribd.com/document/472254200/100000467-N-Series-Residential-Condensing-Installation-and-Operation-Manual';

export const rinnaiRuCut: NomenclatureRule = {
  id: 'rinnai.ru-cut',
  family: 'rinnai',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'R',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 82) return null; // R
    const m = RU_CUT.exec(model);
    if (!m) return null;
    const kbtuh = Number(m[2]);
    if (kbtuh < 50 || kbtuh > 199) return null;
    return decodeOf('rinnai', pickBrand(BRANDS, brand), model, {
      type: 'tankless water heaters',
      series: m[1]!,
      fields: { heating_input_kbtuh: RU_TRADE_CLASSES.has(kbtuh) ? undefined : kbtuh },
      evidence: 'pattern',
      rule: '§10.5 Rinnai tankless cut after the input (RU199, RUR160)',
      source: `${cite('S133', 'S134', 'S135')} · ${N_SERIES_SOURCE}`,
    });
  },
};

export const RINNAI_CUT_RULES: readonly NomenclatureRule[] = [rinnaiRuCut];
