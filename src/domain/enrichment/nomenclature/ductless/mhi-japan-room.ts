// Mitsubishi Heavy Industries room air conditioners of the Japanese market, read on the maker's own key ("製品仕様の
// 見方：ルームエアコン — 形式の見方"): SRK wall-mounted (SRC its outdoor unit) · 60 Hz rated cooling capacity in kW×10
// (40 = 4.0 kW) · series S high-end / R high-function / T standard · model revision letter · power supply: nothing =
// single-phase 100 V, 2 = single-phase 200 V · -W white (SRK40SR2-W, SRK28TR-W, SRC40SR2). ductless/mhi.ts reads the
// export kW×10 classes; this rule adds the Japanese classes it leaves out (22, 28, 36, 56 …) and the power supply.
// Brand required. README-extra.md.
import { coolingFromKw10, decodeOf, pickBrand } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const BRANDS = ['Mitsubishi Heavy Industries'] as const;
const SOURCE =
  'Mitsubishi Heavy Industries Thermal Systems, "製品仕様の見方：ルームエアコン" (形式の見方: SRK(SRC) 壁掛形; 能力 60Hz定格冷房能力 例 40=4.0kW; シリーズ S/R/T; 変遷; 電源 表示なし 単相100V / 2 単相200V; -W ホワイト系): http://www.mhi-mth.co.jp/products/detail/catalog_guidance.html';
const JP = /^SR([KC])(\d\d)([SRT])([A-Z])(2?)(?:-?W)?$/;
const SERIES: Record<string, string> = { S: 'S series (high-end)', R: 'R series (high-function)', T: 'T series (standard)' };

const mhiJapanRoom: NomenclatureRule = {
  id: 'mhi.japan-room-srk',
  family: 'mhi',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'S',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 83 || model.charCodeAt(1) !== 82) return null; // S, R
    const m = JP.exec(model);
    if (!m) return null;
    const [, unit = '', cls = '', series = '', , v200 = ''] = m;
    const kw10 = Number(cls);
    if (kw10 < 20 || kw10 > 90) return null;
    return decodeOf('mhi', pickBrand(BRANDS, brand), model, {
      type: 'mini-splits',
      series: `SR${unit}-${series}`,
      fields: Object.assign(coolingFromKw10(kw10), { voltage_v: v200 === '2' ? 200 : 100, phase: 1 as const }),
      description: `${unit === 'K' ? 'wall-mounted room air conditioner' : 'room air conditioner outdoor unit'}, ${SERIES[series] ?? 'series'}`,
      evidence: 'src',
      rule: 'MHI Japanese room air conditioner: SRK / SRC · 60 Hz rated cooling kW×10 · series S / R / T · revision · power (none 100 V / 2 200 V, single phase) · -W',
      source: SOURCE,
    });
  },
};

export const MHI_JAPAN_ROOM_RULES: readonly NomenclatureRule[] = [mhiJapanRoom];
