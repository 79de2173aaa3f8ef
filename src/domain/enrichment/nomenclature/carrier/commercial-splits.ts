// Carrier commercial split-system units the family rules do not read (issue 18).
// - Gemini Select 38AP commercial air-cooled condensing units: product data "Gemini Select 38APS025-065,
// 38APD025-130 Commercial Air-Cooled Condensing Units with Puron Refrigerant (R-410A), 25 to 130 Nominal Tons" (Form
// 38AP-13PD; earlier 38AP-1PD "38APS025-050, 38APD025-100 … 25 to 100 Nominal Tons"): 38APS single refrigeration circuit,
// 38APD two independent circuits; the 3-digit size is the nominal tons (the titles pair 025 with 25 and 130 with 130 tons).
// The §2.3 rule (carrier/carrier.ts) read 38APD025 as a 2-ton residential code; it now leaves 38AP here. Type `air
// conditioners` (split condensing unit, as 38AU); R-410A.
// - 40RU / 40RL packaged air-handling units (the indoor half of the 38AU / 38AUQ splits): product data "40RUA/40RUS 6 to 15
//   Ton Direct Expansion, 7.5 to 15 Ton Chilled Water Packaged Air-Handling Units — 40RU07–12, 40RU14, 16", "40RUA/40RUS 6
//   to 30 Ton Direct Expansion … Packaged Air-Handling Units", "40RUQ07–25 Split System Heat Pump Indoor Unit (Air-Handling
//   Unit)"; "40RLAA07 … Packaged air-handling units with Puron Advance (R-454B)". Model: 40RU / 40RL · A (direct expansion)
//   / S (chilled water) / Q (heat pump indoor unit) · option letter · 2-digit size · options (40RUAA08A2A6). No size table in
//   reach gives the tons of the size codes, so only the type (air handlers) is read; 40RL: R-454B.
// - Bryant commercial splits, the Bryant twins of 38AU / 40RU: product data "569J 60Hz air cooled condensing unit Puron
//   (R-410A) refrigerant 6 to 20 nominal tons" (569J*07–14 shown), "575J 6 to 20 tons heat pump outdoor unit split system
//   with Puron refrigerant", "524J packaged air-handling units with Puron refrigerant sizes 07, 08, 12, 14, 16" and
//   "524J***H 6 to 20 ton direct expansion packaged heat pump air-handling unit"; the 2-digit sizes read with the 38AU
//   table (07 = 6 t … 14 = 12.5 t, 16 = 15 t, 25 = 20 t). The R-22 generation "Models 566D, 566E, 569D, 569F, 576C commercial
//   air-cooled condensing units with 524A air-handling units, 6 to 20 tons: 569D072-120, 576C120, 569F120, 524A072-300,
//   566D150-240, 566E150-240": the 3-digit size is the nominal kBtu/h (072 = the title's 6 tons, 240 = its 20 tons).
//   Air handlers (524J, 524A) are read as the type only.
// Brand Carrier (38AP, 40RU / 40RL) or Bryant required.
import { brandIn } from '../kit/brand-guard';
import { decodeOf } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Carrier product data Form 38AP-13PD "Gemini Select 38APS025-065, 38APD025-130 Commercial Air-Cooled Condensing Units with Puron Refrigerant (R-410A), 25 to 130 Nominal Tons": https://vdocuments.net/product-geminia-select-data-38aps025-065-38apd025-130-2017-5-9-geminia.html · Form 38AP-1PD (38APS025-050, 38APD025-100, 25 to 100 nominal tons): http://www.readbag.com/ahi-carrier-ae-download-asp-3';
/** Size ranges of Form 38AP-13PD. */
const MAX_SIZE: Readonly<Record<string, number>> = { S: 65, D: 130 };
const KEY = /^38AP([SD])(\d{3})(?![0-9])([A-Z0-9-]{0,16})$/;

const carrier38ap: NomenclatureRule = {
  id: 'carrier.gemini-select-38ap',
  family: 'carrier',
  brands: ['Carrier'],
  unambiguousWithoutBrand: false,
  firstChars: '3',
  decode(model, brand) {
    if (!brandIn(['Carrier'], brand)) return null;
    const m = KEY.exec(model);
    if (!m) return null;
    const circuit = m[1] ?? '';
    const tons = Number(m[2]);
    if (tons < 25 || tons > (MAX_SIZE[circuit] ?? 0) || tons % 5 !== 0) return null;
    return decodeOf('carrier', 'Carrier', model, {
      type: 'air conditioners',
      series: `38AP${circuit}`,
      fields: { cooling_capacity_tons: tons, cooling_capacity_kbtuh: tons * 12, refrigerant: 'R-410A' },
      description: `commercial air-cooled condensing unit, ${circuit === 'S' ? 'single circuit' : 'two circuits'}`,
      evidence: 'pattern',
      rule: 'Carrier Gemini Select 38APS / 38APD: series · size (nominal tons, 025–065 / 025–130)',
      source: SOURCE,
    });
  },
};

const AH_SOURCE =
  'Carrier product data 40RU-01PD "40RUA/40RUS 6 to 15 Ton Direct Expansion, 7.5 to 15 Ton Chilled Water Packaged Air-Handling Units" (40RU07-12, 40RU14, 16): http://www.readbag.com/aireclima-carrier-pdf-40ru-01pd · "40RUA/40RUS 6 to 30 Ton Direct Expansion … Packaged Air-Handling Units": https://autodocbox.com/amp/76963797-Performance_Vehicles/Product-data-40rua-40rus-6to30tondirectexpansion-7-5to30tonchilledwater-packaged-air-handling-units-features-benefits.html · 40RUQ07-25 split system heat pump indoor unit (air-handling unit): https://melakarnets.com/proxy/index.php?q=https%3A%2F%2Fwww.scribd.com%2Fdocument%2F457958501%2F40ruq-03pd-pdf · 40RLAA07 packaged air-handling units with Puron Advance (R-454B): https://www.manualslib.com/manual/3669276/Carrier-40rlaa07.html';
// 40RU / 40RL · A / S / Q · option letter · size 07–34 · options.
const AH_KEY = /^40R([UL])([ASQ])([A-Z])(\d{2})(?![0-9])([A-Z0-9-]{0,16})$/;
const AH_KIND: Readonly<Record<string, string>> = {
  A: 'packaged air-handling unit, direct expansion',
  S: 'packaged air-handling unit, chilled water',
  Q: 'split system heat pump indoor unit (air-handling unit)',
};

const carrier40ru: NomenclatureRule = {
  id: 'carrier.packaged-air-handler-40ru-40rl',
  family: 'carrier',
  brands: ['Carrier'],
  unambiguousWithoutBrand: false,
  firstChars: '4',
  decode(model, brand) {
    if (!brandIn(['Carrier'], brand)) return null;
    const m = AH_KEY.exec(model);
    if (!m) return null;
    const [, gen = '', kind = '', , size = ''] = m;
    const n = Number(size);
    if (n < 7 || n > (kind === 'Q' ? 25 : 34)) return null;
    return decodeOf('carrier', 'Carrier', model, {
      type: 'air handlers',
      series: `40R${gen}${kind}`,
      fields: gen === 'L' ? { refrigerant: 'R-454B' } : {},
      description: AH_KIND[kind] ?? 'packaged air-handling unit',
      evidence: 'pattern',
      rule: 'Carrier 40RU / 40RL: A / S / Q · option letter · 2-digit size (07–34) · options; type only',
      source: AH_SOURCE,
    });
  },
};

const BRYANT_SOURCE =
  'Bryant product data "569J 60Hz air cooled condensing unit Puron (R-410A) refrigerant 6 to 20 nominal tons": https://manualmachine.com/bryant/legacy569j/21727693-product-data · "575J 6 to 20 tons heat pump outdoor unit split system with Puron refrigerant", "524J packaged air-handling units with Puron refrigerant sizes 07, 08, 12, 14, 16", "524J***H 6 to 20 ton direct expansion packaged heat pump air-handling unit" (titles): https://homedocbox.com/amp/93537502-Appliances/Product-data-features-benefits-524j-h-6-to-20-ton-direct-expansion-packaged-heat-pump-air-handling-unit-indoor-air-quality-features-524j-h-07-12.html · "Models 566D, 566E, 569D, 569F, 576C commercial air-cooled condensing units with 524A air-handling units, 6 to 20 tons (569D072-120, 576C120, 569F120, 524A072-300, 566D150-240, 566E150-240)": http://somanuals.com/html/e1/Bryant-566D-User-Manual.html · size table of the Carrier twins (38AU: 07 = 6 t … 14 = 12.5 t, 16 = 15 t, 25 = 20 t): https://www.easymanua.ls/carrier/38aud-16-series/manual?p=4';
const J_TONS: Readonly<Record<string, number>> = { '07': 6, '08': 7.5, '09': 8.5, '12': 10, '14': 12.5, '16': 15, '25': 20 };
const BRYANT_J = /^(569|575|524)J-*([A-Z])(\d{2})(?![0-9])([A-Z0-9-]{0,16})$/;
/** R-22 generation: series → sizes of the title (kBtu/h). */
const R22_SIZES: Readonly<Record<string, readonly string[]>> = {
  '569D': ['072', '090', '120'],
  '576C': ['120'],
  '569F': ['120'],
  '566D': ['150', '180', '240'],
  '566E': ['150', '180', '240'],
};
const BRYANT_R22 = /^(56[69][DEF]|576C|524A)(\d{3})(?![0-9])([A-Z0-9-]{0,12})$/;

const bryantCommercialSplit: NomenclatureRule = {
  id: 'carrier.bryant-commercial-split',
  family: 'carrier',
  brands: ['Bryant'],
  unambiguousWithoutBrand: false,
  firstChars: '5',
  decode(model, brand) {
    if (!brandIn(['Bryant'], brand)) return null;
    const j = BRYANT_J.exec(model);
    if (j) {
      const [, fam = '', , size = ''] = j;
      const tons = J_TONS[size];
      if (tons === undefined) return null;
      if (fam === '524') {
        if (tons > 20) return null;
        return decodeOf('carrier', 'Bryant', model, {
          type: 'air handlers',
          series: '524J',
          fields: { refrigerant: 'R-410A' },
          description: 'packaged air-handling unit (commercial split)',
          evidence: 'pattern',
          rule: 'Bryant 524J packaged air handlers: series · letter · size; type only',
          source: BRYANT_SOURCE,
        });
      }
      const heatPump = fam === '575';
      return decodeOf('carrier', 'Bryant', model, {
        type: heatPump ? 'heat pumps' : 'air conditioners',
        series: `${fam}J`,
        fields: { cooling_capacity_tons: tons, cooling_capacity_kbtuh: tons * 12, refrigerant: 'R-410A' },
        description: heatPump ? 'commercial split system heat pump outdoor unit' : 'commercial air-cooled condensing unit',
        evidence: 'pattern',
        rule: 'Bryant 569J / 575J commercial splits: series · letter · size (38AU table)',
        source: BRYANT_SOURCE,
      });
    }
    const r = BRYANT_R22.exec(model);
    if (!r) return null;
    const [, series = '', size = ''] = r;
    if (series === '524A') {
      const n = Number(size);
      if (n < 72 || n > 300) return null;
      return decodeOf('carrier', 'Bryant', model, {
        type: 'air handlers',
        series,
        fields: {},
        description: 'air-handling unit (commercial split)',
        evidence: 'pattern',
        rule: 'Bryant 524A air-handling units: series · size (072–300); type only',
        source: BRYANT_SOURCE,
      });
    }
    if (!R22_SIZES[series]?.includes(size)) return null;
    const kbtuh = Number(size);
    return decodeOf('carrier', 'Bryant', model, {
      type: 'air conditioners',
      series,
      fields: { cooling_capacity_tons: kbtuh / 12, cooling_capacity_kbtuh: kbtuh },
      description: 'commercial air-cooled condensing unit',
      evidence: 'pattern',
      rule: 'Bryant 566D / 566E / 569D / 569F / 576C condensing units: series · nominal kBtu/h',
      source: BRYANT_SOURCE,
    });
  },
};

export const CARRIER_COMMERCIAL_SPLIT_RULES: readonly NomenclatureRule[] = [carrier38ap, carrier40ru, bryantCommercialSplit];
