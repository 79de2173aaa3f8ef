// Carrier / Bryant rooftop sizes the §2.1 rule (carrier/carrier.ts, 04–14), the Bryant J rule (carrier/g-ductless-and-
// bryant-rooftops.ts) and the TC / LC 15–27.5 ton rule (carrier/rooftops-commercial.ts) leave out (issue 18):
// - size 16 = 15 tons of the "3 to 15 ton" WeatherMaker generation: Carrier product data "WeatherMaker Single Packaged
//   Rooftop Gas Heat/Electric Cooling 6 to 15 Nominal Tons — 48TC 07, 08, 09, 12, 14, 16" (Form 48TC-7-16-01PD), "50TC
//   Cooling Only/Electric Heat Packaged Rooftop 3 to 15 Nominal Tons"; their Bryant twins "558J Cooling only/electric heat
//   packaged rooftop 3 to 15 tons" (558J04-16 product data) and "580J Gas heat/electric cooling packaged rooftop 3 to 15
//   nominal tons".
// - Bryant 581J 17 and 28 = 15 and 25 tons: "581J High-efficiency gas heat/electric cooling packaged rooftop 15 to 25 nominal
//   tons" (Form PDS581J-17-28-02); the sizes between (20, 24) are read as the type only, their tons not printed in reach.
// Model: 48 / 50 · TC · option letter(s) · size (48TCDD16A2A5), or 558J / 580J / 581J · letter · size (580JE16D225).
// Type `packaged units`; brand Carrier (TC) or Bryant (J) required.
import { brandIn } from '../kit/brand-guard';
import { decodeOf } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';

const TC_SOURCE =
  'Carrier product data Form 48TC-7-16-01PD "WeatherMaker Single Packaged Rooftop Gas Heat/Electric Cooling 6 to 15 Nominal Tons, 48TC 07, 08, 09, 12, 14, 16": https://fdocuments.net/document/product-data-weathermaker-single-packaged-rooftop-gas-.html · 50TC cooling only/electric heat packaged rooftop 3 to 15 nominal tons: https://autodocbox.com/amp/81942492-Performance_Vehicles/50tc-cooling-only-electric-heat-packaged-rooftop-3to15nominaltons-product-data-c-the-environmentally-sound-refrigerant.html';
const BRYANT_SOURCE =
  'Bryant 558J cooling only/electric heat packaged rooftop 3 to 15 tons (558J04-16 product data): https://www.scribd.com/document/597892809/558j04-16-Product-Data-1 · 580J gas heat/electric cooling packaged rooftop 3 to 15 nominal tons: https://autodocbox.com/amp/93458539-Performance_Vehicles/580j-gas-heat-electric-cooling-packaged-rooftoop-3-to-15-nominal-tons-product-data-c-unit-shown-with-louvered-hail-guard.html · 581J high-efficiency gas heat/electric cooling packaged rooftop 15 to 25 nominal tons (Form PDS581J-17-28-02): https://manualmachine.com/bryant/preferredseries/23117026-series-manual';

const TC_KEY = /^(48|50)TC-*([A-Z])([A-Z]?)16(?![0-9])([A-Z0-9-]{0,14})$/;
const BRYANT_KEY = /^(558|580|581)J-*([A-Z])(\d{2})(?![0-9])([A-Z0-9-]{0,16})$/;
/** Bryant size → tons printed by the titles (null: a size of the 581J 17–28 range whose tons are not printed). */
const BRYANT_TONS: Readonly<Record<string, Readonly<Record<string, number | null>>>> = {
  '558': { '16': 15 },
  '580': { '16': 15 },
  '581': { '17': 15, '20': null, '24': null, '28': 25 },
};
const BRYANT_KIND: Readonly<Record<string, string>> = {
  '558': 'packaged rooftop, cooling only / electric heat',
  '580': 'packaged rooftop, gas heat / electric cooling',
  '581': 'packaged rooftop, gas heat / electric cooling (high efficiency)',
};
const tons = (t: number): DecodedFields => ({ cooling_capacity_tons: t, cooling_capacity_kbtuh: t * 12 });

const carrierTc16: NomenclatureRule = {
  id: 'carrier.weathermaker-tc-size-16',
  family: 'carrier',
  brands: ['Carrier'],
  unambiguousWithoutBrand: false,
  firstChars: '45',
  decode(model, brand) {
    if (!brandIn(['Carrier'], brand)) return null;
    const m = TC_KEY.exec(model);
    if (!m) return null;
    const fam = m[1] ?? '';
    if (m[2] === 'Q') return null; // 50TCQ heat pumps: "3 to 12.5 nominal tons"
    return decodeOf('carrier', 'Carrier', model, {
      type: 'packaged units',
      series: `${fam}TC`,
      fields: tons(15),
      description: fam === '48' ? 'packaged rooftop, gas heat / electric cooling' : 'packaged rooftop, cooling only / electric heat',
      evidence: fam === '48' ? 'src' : 'pattern',
      rule: 'Carrier 48 / 50 TC WeatherMaker: series · option letter(s) · size 16 (15 tons)',
      source: TC_SOURCE,
    });
  },
};

const bryantJSizes: NomenclatureRule = {
  id: 'carrier.bryant-j-sizes-16-28',
  family: 'carrier',
  brands: ['Bryant'],
  unambiguousWithoutBrand: false,
  firstChars: '5',
  decode(model, brand) {
    if (!brandIn(['Bryant'], brand)) return null;
    const m = BRYANT_KEY.exec(model);
    if (!m) return null;
    const fam = m[1] ?? '';
    const t = BRYANT_TONS[fam]?.[m[3] ?? ''];
    if (t === undefined) return null;
    return decodeOf('carrier', 'Bryant', model, {
      type: 'packaged units',
      series: `${fam}J`,
      fields: t === null ? {} : tons(t),
      description: BRYANT_KIND[fam] ?? 'packaged rooftop unit',
      evidence: 'pattern',
      rule: 'Bryant J rooftops: series · letter · size (558J / 580J 16 = 15 t; 581J 17 = 15 t, 28 = 25 t, 20 / 24 type only)',
      source: BRYANT_SOURCE,
    });
  },
};

export const CARRIER_ROOFTOP_SIZE_RULES: readonly NomenclatureRule[] = [carrierTc16, bryantJSizes];
