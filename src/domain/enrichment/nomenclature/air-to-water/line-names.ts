// Air-to-water heat-pump lines by the product-line name owners write in forums and smart-home reports instead of the
// unit codes ("Atlantic Alféa Extensa Duo A.I. 8", "Daikin Altherma 3 R F", "Mitsubishi Ecodan hydrobox",
// "Panasonic Aquarea T-CAP", "Ariston Nimbus", "Saunier Duval Genia Air", "Grant Aerona³"): each name is the line's name on its maker's manuals, every unit of it an air-to-water
// heat pump. Brand required; type `heat pumps` only: a number after the name is the line's kW class in Alféa and
// Aquarea literature but a generation in Altherma 3, so no capacity is read. The decode is of a series name
// (`seriesOnly`, `seriesName`), as the series-only name entries. Names of a ground-source or hybrid (gas boiler +
// heat pump) variant — Altherma 3 GEO, Altherma R Hybrid — are not read. The unit codes are read by daikin-altherma.ts,
// mitsubishi-ecodan.ts and ../ductless/panasonic.ts. Coverage in README-extra.md ("European boiler and heat-pump line names").
import type { NomenclatureRule } from '../types';
import { productLineRule, type ProductLine } from '../kit/line-table';

/** A row: the whole normalized model (upper case, no spaces) in `re`, the line's name as `series`; no fields. */
type NameLine = Omit<ProductLine, 'type' | 'fields' | 'read'> & { series: string };

const LINES: readonly NameLine[] = [
  {
    id: 'atlantic.alfea-names',
    family: 'heat_pump_other',
    brands: ['Atlantic'],
    firstChars: 'A',
    // "Alféa Extensa Duo A.I. 8", "Alfea Excellia", "alféa hybrid duo 11", "Alféa S"
    re: /^(?:ATLANTIC)?(ALF[EÉ]A)(?:EXTENSA|EXCELLIA|HYBRID|DUO|TRI|PLUS|A\.?I\.?|R32|[S+]|-|\.|\d{1,2})*$/,
    series: 'Alféa',
    description: 'Atlantic Alféa air/water heat pump',
    source:
      'Atlantic "Alféa Extensa Duo A.I. — Pompe à chaleur air/eau split 2 services" installation U0587868_1821_FR_10 (outdoor units WOYA 060 / 080 / 100), https://fr.readkong.com/page/alfea-extensa-duo-a-i-pompe-a-chaleur-air-eau-split-2-9285253; Atlantic alféa hybrid duo 11 / 14 / 16 installation and commissioning instructions ("heat pump", outdoor units WOYG / WOYK), https://manualmachine.com/atlantic/alfeahybridduo11/19706570-installation-and-commissioning-instructions',
  },
  {
    id: 'daikin.altherma-names',
    family: 'daikin_altherma',
    brands: ['Daikin'],
    firstChars: 'AD',
    // "Altherma 3", "Altherma 3 R F", "Altherma 3 H HT", "Altherma 3 R MT ECH2O", "Altherma low temperature split"
    re: /^(?:DAIKIN)?(ALTHERMA)(?:3|R|H|M|F|W|HT|MT|LT|ECH2O|LOWTEMPERATURE|HIGHTEMPERATURE|SPLIT|MONOBLOC|-)*$/,
    series: 'Altherma',
    description: 'Daikin Altherma air-to-water heat pump',
    source:
      'Daikin Altherma 3 R F installer reference guide 4P629090-1A (ERGA04~08EA + EHVH04+08SU18+23EA), https://www.easymanua.ls/daikin/erga06eav3h/manual?p=68; Daikin Altherma 3 operation manual (EBLA / EDLA04–08E monobloc), https://manualsee.com/blog/MCbz0noyT.html; "Daikin Altherma – Low temperature split" ERLQ004-008CA + EHBH/X04+08CB installer reference guide 4P384972-1C, https://scribd.com/document/509744524',
  },
  {
    id: 'mitsubishi.ecodan-names',
    family: 'mitsubishi',
    brands: ['Mitsubishi Electric'],
    firstChars: 'EM',
    // "Ecodan", "Ecodan hydrobox", "Ecodan cylinder unit", "Ecodan monobloc 8.5 kW"
    re: /^(?:MITSUBISHI(?:ELECTRIC)?)?(ECODAN)(?:HYDROBOX|CYLINDER|UNIT|MONOBLOC|PACKAGED|SPLIT|ZUBADAN|ULTRAQUIET|R32|-|\d{1,2}(?:\.\d)?(?:KW)?)*$/,
    series: 'Ecodan',
    description: 'Mitsubishi Electric Ecodan air-to-water heat pump',
    source:
      'Mitsubishi Electric Ecodan cylinder unit service manual OCH531 (EHST20C / EHPT20X with PUHZ-W / HW outdoor units), https://manualmachine.com/mitsubishi/ehst20cvm6sb/24061721-service-manual; Ecodan hydrobox service manual OCH532A, https://manualshive.com/en/manual/mitsubishi-electric/ecodan-ehsc-tm9b/239500?page=12',
  },
  {
    id: 'panasonic.aquarea-names',
    family: 'panasonic',
    brands: ['Panasonic'],
    firstChars: 'AP',
    // "Aquarea", "Aquarea T-CAP", "Aquarea High Performance", "Aquarea all in one", "Aquarea J generation 9 kW"
    re: /^(?:PANASONIC)?(AQUAREA)(?:HIGHPERFORMANCE|T-?CAP|ALLINONE|MONOBLOC|BI-?BLOC|SPLIT|GENERATION|GEN|[HJKL]|-|\d{1,2}(?:KW)?)*$/,
    series: 'Aquarea',
    description: 'Panasonic Aquarea air-to-water heat pump',
    source:
      'Panasonic Aquarea service manuals: WH-MDC05/07/09H3E5 mono bloc unit (PAPAMY1709003CE), https://scribd.com/document/728781635; WH-SDC09F3E8 / WH-UD09FE8 … (PAPAMY1405035CE), https://scribd.com/document/668284688; WH-ADC0309H3E5B all-in-one (PAPAMY1607070CE), https://www.scribd.com/document/629777220',
  },
  {
    id: 'ariston.nimbus-names',
    family: 'heat_pump_other',
    brands: ['Ariston'],
    firstChars: 'NA',
    // "Nimbus", "Nimbus Plus S NET R32", "Nimbus Pocket 50 M NET", "Nimbus Flex" (a "Hybrid" word is not read: boiler + heat pump)
    re: /^(?:ARISTON)?(NIMBUS)(?:PLUS|POCKET|FLEX|COMPACT|ARIANEXT|NET|R32|EXT|[MST]|-|\d{2,3})*$/,
    series: 'Nimbus',
    description: 'Ariston Nimbus air-to-water heat pump',
    source: 'Ariston professional manual "Nimbus NET R32 – Cascade: heat pumps in cascade and high-power hybrid systems" (release 09/2023), https://yumpu.com/en/document/view/68593538/nimbus-net-r32-cascade-planner-manual',
  },
  {
    id: 'grant.aerona-names',
    family: 'heat_pump_other',
    brands: ['Grant'],
    firstChars: 'AG',
    // "Aerona3", "Aerona³", "Aerona 3 R32 10kW", "Aerona" (the HPID product codes are europe-more-lines.ts's grant.aerona)
    re: /^(?:GRANT)?(AERONA)(?:3|³|R32|\d{1,2}KW|-)*$/,
    series: 'Aerona',
    description: 'Grant Aerona air-to-water heat pump',
    source:
      'Grant Aerona³ Air to Water High Efficiency Heat Pump Range, Installation and Servicing Instructions UK DOC 0136 Rev 1.6 (October 2019), https://www.scribd.com/document/535250353/grant-aerona-r32-installer-uk-doc-0136-rev-1-6-oct-2019; "Grant Aerona³. Air to Water High Efficiency Heat Pump Range. User Instructions" (title listed at https://homedocbox.com/amp/94176830-Appliances/Operation-manual-indoor-unit-for-hot-water-heat-pump-system-and-options-ekhbh016ab-ekhbx016ab.html)',
  },
  {
    id: 'saunier-duval.genia-air-names',
    family: 'saunier_duval',
    brands: ['Saunier Duval'],
    firstChars: 'GS',
    // "Genia Air", "Genia Air Max 8", "Genia Air Split" ("Genia Hybrid" — heat pump with boiler — is not read)
    re: /^(?:SAUNIERDUVAL)?(GENIAAIR)(?:MAX|SPLIT|-|\d{1,2})*$/,
    series: 'Genia Air',
    description: 'Saunier Duval Genia Air air/water heat pump',
    source: 'Saunier Duval "Manuel d’installation du système GENIA HYBRID UNIVERSEL, GENIA AIR SEULE, GENIA AIR SANS MODULE" (PAC air/eau), https://fixfr.com/doc/892685/saunier-duval-seule-installation-manuel?lang=ru',
  },
];

function nameRule(line: NameLine): NomenclatureRule {
  const rule = productLineRule({ ...line, type: 'heat pumps' }, 'pattern', `Air-to-water heat-pump line names (not in RULES.md): ${line.id} — series name, not a model number, no size in it`);
  return {
    ...rule,
    decode(model, brand) {
      const d = rule.decode(model, brand);
      return d === null ? null : Object.assign(d, { seriesOnly: true as const, seriesName: true as const });
    },
  };
}

export const HEAT_PUMP_LINE_NAME_RULES: readonly NomenclatureRule[] = LINES.map(nameRule);
