// Thermia (Sweden) heat pumps written by their series names (not in RULES.md). Thermia's installation and service
// manual 086U5665 and its owner's manuals 086U5666 / 086U6293 cover one line: Diplomat, Diplomat Optimum (G2),
// Comfort and Diplomat Duo, set up with brine (köldbärare) lines to a ground collector and, on the Comfort, a passive
// cooling function; and Atria / Atria Duo, the same heat pump with an outdoor unit (utedel) and its defrost function,
// i.e. air as the heat source. So Diplomat / Comfort / Diplomat Duo are typed `geothermal heat pumps` and Atria /
// Atria Duo `heat pumps`. A size number written after the name is not read (the manuals' data tables were not in
// reach); type only. Other Thermia names (Atlas, Calibra, Atec, iTec, Legend, Mega) are not read: no Thermia document
// for them was in reach.
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const THERMIA = ['Thermia'] as const;
const SOURCE =
  'Thermia Installations- och Serviceanvisning Diplomat, Comfort, Diplomat Duo, Atria, Atria Duo 086U5665 (sections "Håltagning köldbärarledningar", "Utrymmesbehov, utedel Atriamodellerna"): https://yumpu.com/sv/document/view/20406776/installations-och-serviceanvisning-diplomat-comfort-thermia; Thermia Skötselanvisning 086U5666 ("Utedel och avfrostningsfunktion, Atriamodellerna", "Passiv kylfunktion, Comfort"): https://www.yumpu.com/sv/document/view/19928431/skotselanvisning-thermia; Thermia Vedlikeholdsveiledning Diplomat Optimum G2, Diplomat, Comfort, Diplomat Duo, Atria, Atria Duo 086U6293 Rev 1: http://doczz.net/doc/3148610/last-ned-brukerveiledning';
const RULE = 'Thermia series name (not in RULES.md): Diplomat (Optimum, Duo) / Comfort ground source, Atria (Duo) air source · size not read (type only)';

// Normalized (upper case, no spaces): optional THERMIA, the series, optional OPTIMUM + generation, optional DUO, optional size.
const NAME = /^(?:THERMIA)?(DIPLOMAT|COMFORT|ATRIA)(OPTIMUM(?:G\d)?)?(DUO)?(OPTIMUM(?:G\d)?)?(?:-?\d{1,2})?$/;

export const thermiaHeatPumps: NomenclatureRule = {
  id: 'thermia.heat-pumps',
  family: 'heat_pump_other',
  brands: THERMIA,
  unambiguousWithoutBrand: false,
  firstChars: 'TDCA',
  decode(model, brand) {
    const m = NAME.exec(model);
    if (!m) return null;
    const name = m[1]!;
    const duo = m[3] !== undefined;
    // The manuals name no Comfort Duo.
    if (name === 'COMFORT' && duo) return null;
    const air = name === 'ATRIA';
    const series = `${name.charAt(0)}${name.slice(1).toLowerCase()}${duo ? ' Duo' : ''}${m[2] || m[4] ? ' Optimum' : ''}`;
    return decodeOf('heat_pump_other', pickBrand(THERMIA, brand), model, {
      type: air ? 'heat pumps' : 'geothermal heat pumps',
      series,
      fields: {},
      description: air ? `Thermia ${series} air-source heat pump with outdoor unit` : `Thermia ${series} ground-source (brine/water) heat pump`,
      evidence: 'pattern',
      rule: RULE,
      source: SOURCE,
    });
  },
};

export const THERMIA_RULES: readonly NomenclatureRule[] = [thermiaHeatPumps];
