// McQuay / Daikin Applied RoofPak applied rooftop systems (issue 18), typed from the catalogs' own type titles:
// RPS / RFS "packaged heating and cooling units" (15 to 75 tons), RDT (45 to 75 tons), RPE / RDE singlezone heating
// and cooling systems with evaporative condensers; RAH / RDS "rooftop air handlers"; RCS "air cooled split system
// condensing unit for rooftop systems and air handlers" (RCS 06F to 20F). Shape: type letters · unit size · design
// vintage letter (RPS030C, RAH047C, RDS802C, RCS10F). No catalog page read maps the size digits to tons, so
// capacity is left out; the type is all that is read.
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { EquipmentType } from '../../catalog/equipment-types';
import type { NomenclatureRule } from '../types';

const BRANDS = ['McQuay', 'Daikin'] as const;

export const MCQUAY_ROOFPAK_SOURCE = [
  'McQuay Catalog 220 "RoofPak units with energy recovery wheels: packaged heating and cooling units" (Daikin Applied Catalog 220-1: Type RFS/RPS 15 to 75 tons, Type RDT 45 to 75 tons, rooftop air handlers Type RAH/RDS): https://www.scribd.com/document/179964780/Cat220',
  'McQuay Catalog 218-2 "RoofPak applied rooftop systems air handler, Type RAH 047C and 077C, Type RDS 708B, 800C, 802C": https://pl.scribd.com/document/87925933/218-2RoofPakBiz4-05',
  'Daikin Catalog "RoofPak singlezone, heating and cooling systems with evaporative condensers, models RDE/RPE": http://homedocbox.com/Appliances/92567456-Catalog-roofpak-singlezone-heating-and-cooling-systems-with-evaporative-condensers.html',
  'McQuay Catalog 223-2 "Air cooled split system condensing unit for rooftop systems and air handlers, model RCS 06F to 20F, 6.5 to 20 tons": https://www.scribd.com/document/239314097/McQuay-Air-Cool-Split',
].join('; ');

const KIND: Record<string, { type: EquipmentType; description: string }> = {
  RPS: { type: 'packaged units', description: 'RoofPak packaged heating and cooling unit' },
  RFS: { type: 'packaged units', description: 'RoofPak packaged heating and cooling unit' },
  RDT: { type: 'packaged units', description: 'RoofPak packaged heating and cooling unit' },
  RPE: { type: 'packaged units', description: 'RoofPak heating and cooling system with evaporative condenser' },
  RDE: { type: 'packaged units', description: 'RoofPak heating and cooling system with evaporative condenser' },
  RAH: { type: 'air handlers', description: 'RoofPak rooftop air handler' },
  RDS: { type: 'air handlers', description: 'RoofPak rooftop air handler' },
};
// Type letters · three-digit unit size · vintage letter (RPS030C, RAH047C, RDS800C); RCS · two-digit size · vintage.
const ROOFPAK = /^R(PS|FS|DT|PE|DE|AH|DS)-?(\d{3})([A-F])(?:[A-Z0-9]{0,12})$/;
const RCS = /^RCS-?(06|07|10|12|15|20)([A-F])(?:[A-Z0-9]{0,12})$/;

export const mcquayRoofpakPkg21: NomenclatureRule = {
  id: 'mcquay.roofpak-pkg21',
  family: 'mcquay',
  brands: BRANDS,
  // R + two letters + size + letter is a shape other rooftop makers share: McQuay / Daikin only.
  unambiguousWithoutBrand: false,
  firstChars: 'R',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 82 /* R */) return null;
    const m = ROOFPAK.exec(model);
    if (m !== null) {
      const series = `R${m[1] ?? ''}`;
      const kind = KIND[series];
      if (kind === undefined) return null;
      return decodeOf('mcquay', pickBrand(BRANDS, brand), model, {
        type: kind.type,
        series,
        description: kind.description,
        fields: {},
        evidence: 'src',
        rule: 'McQuay RoofPak: type letters · unit size · vintage (RPS030C, RAH047C)',
        source: MCQUAY_ROOFPAK_SOURCE,
      });
    }
    if (RCS.exec(model) === null) return null;
    return decodeOf('mcquay', pickBrand(BRANDS, brand), model, {
      type: 'air conditioners',
      series: 'RCS',
      description: 'air cooled split system condensing unit for rooftop systems and air handlers',
      fields: {},
      evidence: 'src',
      rule: 'McQuay RCS condensing units: RCS · size · vintage (RCS 06F to 20F)',
      source: MCQUAY_ROOFPAK_SOURCE,
    });
  },
};

export const MCQUAY_ROOFPAK_RULES: readonly NomenclatureRule[] = [mcquayRoofpakPkg21];
