// Olsen / Airco (ECR International) UMLA / UMLVA oil furnaces, beside the LRF / HTL lines of canadian-badges.ts.
// Coverage in README-extra.md ("Olsen UMLA / UMLVA"). Type and fuel only: no ECR document in reach says what the
// two digits (65, 80) or the option letters mean, so they are kept as printed and not read.
import type { NomenclatureRule } from '../types';
import { decodeOf } from '../kit/rule-kit';

const BRANDS = ['Olsen', 'Airco'] as const;

const SOURCE =
  'ECR International "Direct Vent Supplement, UMLA / UMLVA Oil Fired Warm Air Furnaces, Installation, Operation & Maintenance Manual" PN 240011300 Rev. G (Olsen oil fired furnaces): https://chatdgpt.com/where-can-i-find-furnace-terminal-3955';

// UML / UMLV · two or three digits · series letter A (the manual's "UMLA / UMLVA") · option letters as printed (C, RF, NXU,
// RBU, the same letters the LRF lines carry). The series letter may be left off when the number is cut short (UMLV80).
const UML = /^UML(V?)(\d{2,3})(?:A([A-Z]{0,3}))?$/;

const olsenUml: NomenclatureRule = {
  id: 'ecr.olsen-uml-oil-furnace',
  family: 'ecr',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'U',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 85 /* U */ || !(BRANDS as readonly string[]).includes(brand)) return null;
    const m = UML.exec(model);
    if (m === null) return null;
    const series = `UML${m[1] ?? ''}A`;
    return decodeOf('ecr', brand, model, {
      type: 'furnaces',
      series,
      fields: { fuel: 'oil' },
      description: `oil fired warm air furnace (${series})`,
      evidence: 'pattern',
      rule: 'Olsen / Airco UMLA / UMLVA oil fired warm air furnaces (UMLV65A, UMLV80ARF): type and oil only',
      source: SOURCE,
    });
  },
};

export const OLSEN_UML_RULES: readonly NomenclatureRule[] = [olsenUml];
