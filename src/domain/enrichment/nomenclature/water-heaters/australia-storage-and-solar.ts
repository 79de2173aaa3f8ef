// Australian storage and solar water heaters named by their makers' manuals (issue 18, Australia / New Zealand gap
// scan). Brand required for every shape (bare digits and short letter groups are other makers' numbers too). Coverage
// in README-extra.md.
// - Dux Prodigy gas storage: Prodigy 4 "4 Star Gas Hot Water Heater 135ZB4N / 135ZB4P 170ZB4N / 170ZB4P" (Owner's
//   Manual – Prodigy 4 & 5, H3109 Rev. L) and Prodigy 5 "5 Star Gas Hot Water Heater, Models: 135D5N, 135D5L, 170D5N,
//   170D5L" (Dux Manufacturing owner's manual, 2012): size · ZB4 (Prodigy 4) / D5 (Prodigy 5) · gas letter.
//   Dux Sunpro "(Gas Post-Boost) Solar Water Heater, Models: D2FN26, D2FL26, D3FN26, D3FL26, D4FN26, D4FL26" (Sunpro
//   GBS owner's manual H1883). The manuals print the models, not a key: size, gas letter and the other digits are not
//   read (type and line only).
// - Vulcan electric storage (Rheem Australia): service instructions TM013 "Vulcan Electric Water Heaters, 661 Series,
//   671 Series, 691 Series, 662 Series"; its specification table gives the series the nominal sizes 50, 80, 125, 160,
//   250, 315 and 400 litres. Written series · three-digit litres (661250), optionally the two further digits of the
//   "8 digits" model number TM013 describes (not read). Litres in the description only (the field is gallons).
// - Solahart thermosiphon solar water heaters: Owner's Manual 33-1197 "Thermosyphon Systems" (installation diagrams of
//   models 151, 181, 182, 221, 301, 302, 303, 443, closed circuit or L series: 151L, 302L …), and the same manual
//   under the later letters of the line (151J, 182KF "Free Heat"). Model · optional series letters (not read).
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const DUX_BRANDS = ['Dux'] as const;
const VULCAN_BRANDS = ['Vulcan'] as const;
const SOLAHART_BRANDS = ['Solahart'] as const;

const DUX_SOURCE =
  'Dux Owner\'s Manual – Prodigy 4 & 5, H3109 Rev. L ("4 Star Gas Hot Water Heater 135ZB4N / 135ZB4P 170ZB4N / 170ZB4P"): https://manuzoid.com/manuals/rwEv4-Dux%20135ZB4N%20Owner\'s%20manual · Dux Owner\'s Manual "5 Star Gas Hot Water Heater, Models: 135D5N, 135D5L, 170D5N, 170D5L": http://manualzz.com/doc/1194562/dux-135d5n-owner-s-manual · Dux Sunpro GBS Owner\'s Manual H1883 "(Gas Post-Boost) Solar Water Heater, Models: D2FN26, D2FL26, D3FN26, D3FL26, D4FN26, D4FL26": http://www.docstoc.com/docs/24313730/H1883---Sunpro-GBS-Owners-Manual---Version-1883C';
const VULCAN_SOURCE =
  'Rheem Australia service instructions TM013 Rev. D "Vulcan Electric Water Heaters, 661 Series, 671 Series, 691 Series, 662 Series" (Heater Model Identification; Specifications): http://manualzilla.com/doc/7362069/rheem-single-element-specifications';
const SOLAHART_SOURCE =
  'Solahart Owner\'s Manual – Thermosyphon Systems 33-1197 Rev. A (installation diagrams, models 151, 151L, 181, 181L, 182, 221, 301, 301L, 302, 302L, 303, 303L, 443, 443L): https://issuu.com./servicecentersolahart/docs/service_solahart_jakarta_utara_0813 · the same manual as filed for 151J and 182KF "Free Heat": https://manualshive.com/ru/manual/solahart/151j/1313245?page=22, https://manuzoid.com/manuals/LjP6O-Solahart%20182KF%20FREE%20HEAT%20Owner\'s%20manual';

// Prodigy 4 (ZB4) / Prodigy 5 (D5): 135 / 170 as the manuals print them · gas letter N / L / P.
const DUX_PRODIGY = /^(135|170)(ZB4|D5)[NLP]$/;
// Sunpro: D · 2 / 3 / 4 · F · N / L · 26.
const DUX_SUNPRO = /^D[234]F[NL]26$/;
// Vulcan series 661 / 662 / 671 / 691 · nominal litres of TM013's table · optionally two more digits (8-digit form).
const VULCAN = /^(661|662|671|691)-?(050|080|125|160|250|315|400)(?:\d\d)?$/;
// Solahart thermosiphon models of 33-1197 · optional series letters (L, J, KF …).
const SOLAHART = /^(151|181|182|221|301|302|303|443)(?:[A-Z]{1,2})?$/;

export const duxGasAndSolar: NomenclatureRule = {
  id: 'water-heater-other.dux-prodigy-sunpro',
  family: 'water_heater_other',
  brands: DUX_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '1D',
  decode(model, brand) {
    if (brand === '') return null;
    let series: string;
    let description: string;
    if (model.charCodeAt(0) === 68 /* D */) {
      if (!DUX_SUNPRO.test(model)) return null;
      series = 'Sunpro';
      description = 'Dux Sunpro gas post-boosted solar water heater';
    } else {
      const m = DUX_PRODIGY.exec(model);
      if (m === null) return null;
      series = m[2] === 'ZB4' ? 'Prodigy 4' : 'Prodigy 5';
      description = `Dux ${series} gas storage water heater`;
    }
    return decodeOf('water_heater_other', pickBrand(DUX_BRANDS, brand), model, {
      type: 'water heaters',
      series,
      fields: {},
      description,
      evidence: 'pattern',
      rule: 'Dux Prodigy 4 / 5 gas storage and Sunpro gas-boosted solar water heaters as their owner\'s manuals list them (135ZB4N, 170D5L, D3FN26): type',
      source: DUX_SOURCE,
    });
  },
};

export const vulcanElectricStorage: NomenclatureRule = {
  id: 'water-heater-other.vulcan-electric-series',
  family: 'water_heater_other',
  brands: VULCAN_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '6',
  decode(model, brand) {
    if (brand === '') return null;
    const m = VULCAN.exec(model);
    if (m === null) return null;
    const series = m[1] ?? '';
    const litres = Number(m[2]);
    return decodeOf('water_heater_other', pickBrand(VULCAN_BRANDS, brand), model, {
      type: 'water heaters',
      series,
      fields: { fuel: 'electric' },
      description: `Vulcan ${series} series ${litres}-litre electric storage water heater`,
      evidence: 'src',
      rule: 'Vulcan 661 / 662 / 671 / 691 series electric storage water heaters, series · nominal litres (TM013): type, electric',
      source: VULCAN_SOURCE,
    });
  },
};

export const solahartThermosiphon: NomenclatureRule = {
  id: 'water-heater-other.solahart-thermosiphon',
  family: 'water_heater_other',
  brands: SOLAHART_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '1234',
  decode(model, brand) {
    if (brand === '') return null;
    const m = SOLAHART.exec(model);
    if (m === null) return null;
    const series = m[1] ?? '';
    return decodeOf('water_heater_other', pickBrand(SOLAHART_BRANDS, brand), model, {
      type: 'water heaters',
      series,
      fields: {},
      description: `Solahart ${series} thermosiphon solar water heater`,
      evidence: 'pattern',
      rule: 'Solahart thermosiphon solar water heaters as owner\'s manual 33-1197 lists them (151, 302L, 182KF): type',
      source: SOLAHART_SOURCE,
    });
  },
};

export const AUSTRALIA_STORAGE_SOLAR_RULES: readonly NomenclatureRule[] = [duxGasAndSolar, vulcanElectricStorage, solahartThermosiphon];
