// Water heaters as owners write them (issue 18): the A. O. Smith group's product names before or instead of the
// model ("Vertex GDHE-50", "Polaris", "ProMax GPVL-50"), the residential GDV / GDVT, FPCR / FPST and FSG lines
// (line · nominal gallons, as the group's other residential lines: water-heaters/aosmith.ts), and Rinnai's older REU codes
// written without the series letters ("REU2532-FFU"). Brand required.
import { aosmithLines, aosmithWaterHeater } from './aosmith';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { NomenclatureDecode, NomenclatureRule } from '../types';

const AOS_BRANDS = ['A. O. Smith', 'State', 'American', 'Reliance', 'Lochinvar'] as const;

// Product names the group prints on its literature, each a residential tank water-heater line.
const NAMES: Readonly<Record<string, { series: string; description: string; source: string }>> = {
  VERTEX: {
    series: 'Vertex',
    description: 'condensing gas tank water heater (Vertex, GDHE)',
    source:
      'A. O. Smith residential gas water heaters, power vent / power direct vent models GDHE-50 / GDHE-75 instruction manual (manualshelf.com/manual/ao-smith/agdhe7500l010000); "A. O. Smith Vertex … residential gas water heater … 76,000 Btu/hr input" (pmengineer.com/articles/85978)',
  },
  POLARIS: {
    series: 'Polaris',
    description: 'high-efficiency gas water heater (Polaris)',
    source: 'ENERGY STAR Certified Water Heaters list, Model Name "Polaris" under A. O. Smith, American, State and Lochinvar',
  },
  PROMAX: {
    series: 'ProMax',
    description: 'residential tank water heater (ProMax)',
    source: 'A. O. Smith ProMax residential tanks as sold: "A.O. Smith GPVL-50 ProMax Power Vent Gas Water Heater", "A.O. Smith ENS-50 ProMax Short Electric Water Heater" (sensibledigs.com/50-gallon-water-heaters)',
  },
};
const NAME = /^(?:A\.?O\.?SMITH|STATE)?(VERTEX|POLARIS|PROMAX|PROLINE(?:XE)?)(?:-?(?:PLUS|PREMIER|XI))?-?/;

// GDV-40, GDVT-50, FPCR-50, FPST-40, FSG-50: residential line · nominal gallons (a trailing series number not read).
const LINE_GALLONS = /^(GDVT|GDV|FPCR|FPST|FSG)-?(20|30|40|50|65|75|98|100)(?:(?=[1-5]0\d$)|(?![0-9]))[A-Z]{0,3}(?:-?[1-5]0\d)?$/;
const LINE_SOURCES: Readonly<Record<string, string>> = {
  GDV: 'A. O. Smith residential gas water heaters, direct vent gas models GDV/GDVT instruction manual 186589-004 (manualzilla.com/doc/7412346)',
  GDVT: 'A. O. Smith residential gas water heaters, direct vent gas models GDV/GDVT instruction manual 186589-004 (manualzilla.com/doc/7412346)',
  FPCR: 'A. O. Smith residential gas water heaters owner\'s manual, power vented gas models FPSH/FPCR/FPST 183432-000 (manualzilla.com/doc/7385530)',
  FPST: 'A. O. Smith residential gas water heaters owner\'s manual, power vented gas models FPSH/FPCR/FPST 183432-000 (manualzilla.com/doc/7385530)',
  FSG: 'A. O. Smith FSG 40 gas water heater (homealliance.com FAQ "A.O. Smith FSG 40 gas hot water heater")',
};
const LINE_DESCRIPTION: Readonly<Record<string, string>> = {
  GDV: 'direct-vent gas tank water heater',
  GDVT: 'direct-vent gas tank water heater',
  FPCR: 'power-vent gas tank water heater',
  FPST: 'power-vent gas tank water heater',
  FSG: 'gas tank water heater',
};

function aosmithOwner(model: string, brand: string): NomenclatureDecode | null {
  const lead = pickBrand(AOS_BRANDS, brand);
  const n = NAME.exec(model);
  if (n !== null) {
    const rest = model.slice(n[0].length);
    // The model after the name: read by the group's own rules, reported with the whole text as given.
    if (rest.length >= 4) {
      const d = aosmithWaterHeater.decode(rest, brand) ?? aosmithLines.decode(rest, brand) ?? aosmithOwner(rest, brand);
      return d === null ? null : Object.assign({}, d, { model });
    }
    const name = NAMES[n[1] ?? ''];
    // ProLine also names the group's ProLine XE boilers (ENERGY STAR boiler rows ACB-110…): no type from it alone.
    if (name === undefined || rest.length > 0) return null;
    const d = decodeOf('aosmith', lead, model, {
      type: 'water heaters',
      series: name.series,
      fields: {},
      description: name.description,
      evidence: 'pattern',
      rule: 'A. O. Smith group product name as owners write it (Vertex, Polaris, ProMax): type',
      source: name.source,
    });
    // The product name alone: a series name, not a model number (series/name-field.ts, issue 18).
    return Object.assign(d, { seriesOnly: true as const, seriesName: true as const });
  }
  const l = LINE_GALLONS.exec(model);
  if (l === null) return null;
  const line = l[1] ?? '';
  return decodeOf('aosmith', lead, model, {
    type: 'water heaters',
    series: line,
    fields: { tank_capacity_gallons: Number(l[2]) },
    description: LINE_DESCRIPTION[line],
    evidence: 'unconfirmed',
    rule: 'A. O. Smith residential line · nominal gallons (GDV-40, FPCR-50, FSG-50)',
    source: LINE_SOURCES[line] ?? '',
  });
}

export const aosmithOwnerNames: NomenclatureRule = {
  id: 'aosmith.owner-names',
  family: 'aosmith',
  brands: AOS_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'AVPSGF',
  decode(model, brand) {
    if (brand === '') return null;
    return aosmithOwner(model, brand);
  },
};

const RINNAI_REU_SOURCE =
  'Rinnai Continuum and Integrity REU2532-FFU and REU2532-FFU-C series water heaters service manual (vdocuments.mx); REU2532-W / -WC service manual (manualmachine.com)';
// REU + four-digit size code + vent / option letters (REU2532-FFU, REU2532FFUC, REU-2532W).
const RINNAI_REU = /^REU-?(\d{4})-?(?:[A-Z]{1,5})(?:-[A-Z]{1,4}){0,2}$/;

export const rinnaiReuNumeric: NomenclatureRule = {
  id: 'rinnai.reu-numeric',
  family: 'rinnai',
  brands: ['Rinnai'],
  unambiguousWithoutBrand: false,
  firstChars: 'R',
  decode(model, brand) {
    if (brand === '') return null;
    const m = RINNAI_REU.exec(model);
    if (m === null) return null;
    return decodeOf('rinnai', pickBrand(['Rinnai'], brand), model, {
      type: 'tankless water heaters',
      series: 'REU',
      fields: {},
      description: 'gas tankless water heater (Continuum / Integrity)',
      evidence: 'src',
      rule: 'Rinnai REU codes with a four-digit size (REU2532-FFU): type only (the digits are a size class)',
      source: RINNAI_REU_SOURCE,
    });
  },
};

// Rinnai REU codes of the Latin-American and European markets as owners write them (asia30 gap scan, issue 18): a
// type-only prefix rule (evidence pattern). Every Rinnai list found prints REU on instantaneous gas water heaters and on
// nothing else: NGK-Rinnai (Brazil) "Aquecedores de água a gás" service handbook, "Dados técnicos dos atuais aparelhos:
// REU-16FEA BE, REU 61 BR, REU-16FEH BE, REU 85 BR, REU-154 BR, REU 105 BR, REU-154 BR FE, REU 155 BR, REU-154 BR DIG,
// REU 304U BR, REU-156 BR, REU 306U BR, REU-83 BR, REU-103 BR, REU-157 BR, REU-181 BR" (and REU 302 U BR/IN, REU 13 FEB,
// REU 1616 TBE); Rinnai Italia "Scaldabagni istantanei" manual (One 11i REU-A1111FFU-E … Infinity 17e REU-A1720W-E); the
// North-American service manuals of rinnaiReuNumeric above. Read: REU · series letter and / or two to four digits ·
// the market / vent letters; the digits are not read (size classes). Brand required.
const RINNAI_REU_MARKETS_SOURCE =
  'NGK-Rinnai "Assistência técnica, instalação e conversão de gás em aquecedores de água a gás" (Dados técnicos dos atuais aparelhos: REU-16FEA BE … REU-181 BR): https://dokumen.site/download/apostila-manutenao-tabelas-de-conversao-a5b39f0983341c · Rinnai Italia "Scaldabagni istantanei, manuale d\'uso e installazione" (REU-A1111FFU-E … REU-A1720W-E): https://it.scribd.com/document/707930972/Manuale-11-14-17-Caldaia-Rinnai-17';
// A series letter before the digits, or market / vent letters after them: a bare REU + digits (REU1234) is no listed form.
const RINNAI_REU_MARKETS = /^REU[- ]?(?:[A-Z]\d{2,4}(?:[- /]?[A-Z0-9]{1,5}){0,3}|\d{2,4}(?:[- /]?[A-Z][A-Z0-9]{0,4})(?:[- /]?[A-Z0-9]{1,5}){0,2})$/;

export const rinnaiReuMarkets: NomenclatureRule = {
  id: 'rinnai.reu-latin-america-and-europe',
  family: 'rinnai',
  brands: ['Rinnai'],
  unambiguousWithoutBrand: false,
  firstChars: 'R',
  decode(model, brand) {
    if (brand === '' || model.length > 24 || model.charCodeAt(1) !== 69 || model.charCodeAt(2) !== 85) return null; // E, U
    if (!RINNAI_REU_MARKETS.test(model)) return null;
    return decodeOf('rinnai', pickBrand(['Rinnai'], brand), model, {
      type: 'tankless water heaters',
      series: 'REU',
      fields: {},
      description: 'instantaneous gas water heater (REU code)',
      evidence: 'pattern',
      rule: 'Rinnai REU codes of the Brazilian and European lists (REU 61 BR, REU-16FEA BE, REU-A1420FFU-E): REU is printed on instantaneous gas water heaters only; type only',
      source: RINNAI_REU_MARKETS_SOURCE,
    });
  },
};

export const WATER_HEATERS_OWNER_RULES: readonly NomenclatureRule[] = [aosmithOwnerNames, rinnaiReuNumeric, rinnaiReuMarkets];
