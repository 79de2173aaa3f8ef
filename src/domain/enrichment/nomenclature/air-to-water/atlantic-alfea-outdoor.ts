// Atlantic Alféa outdoor units by the codes the Alféa installation manuals list for each model (not in RULES.md):
// WOYA 060 LFCA, WOYA 080 LFCA, WOYA 100 LFTA (Alféa Extensa Duo A.I.), WOYG112LCT, WOYG140LCT, WOYK112LCT,
// WOYK140LCT, WOYK160LCT (alféa hybrid duo 11 / 14 / 16, single or three phase). Each is the outdoor unit of an
// air/water split heat pump. Brand Atlantic required (the codes are Fujitsu General's, whose own badging of them
// no document read here names); type only: the manuals pair the codes with the models but print no kW for the code.
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Atlantic'] as const;
const SOURCE =
  'Atlantic "Alféa Extensa Duo A.I. — Pompe à chaleur air/eau split 2 services" installation U0587868_1821_FR_10 ("Unité extérieure WOYA 060 LFCA, WOYA 080 LFCA, WOYA 100 LFTA"), https://fr.readkong.com/page/alfea-extensa-duo-a-i-pompe-a-chaleur-air-eau-split-2-9285253; Atlantic alféa hybrid duo installation and commissioning instructions 1605-EN (pairing table: outdoor units WOYG112LCT, WOYG140LCT, WOYK112LCT, WOYK140LCT, WOYK160LCT), https://manualmachine.com/atlantic/alfeahybridduo11/19706570-installation-and-commissioning-instructions';

/** The listed codes: WOYA 060 / 080 / 100 + LFCA / LFTA; WOYG / WOYK 112 / 140 / 160 + LCT. */
const OUTDOOR = /^WOY(?:A(060|080|100)LF[CT]A|G(112|140)LCT|K(112|140|160)LCT)$/;

export const atlanticAlfeaOutdoor: NomenclatureRule = {
  id: 'atlantic.alfea-outdoor',
  family: 'heat_pump_other',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'W',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 87) return null;
    const m = OUTDOOR.exec(model.replace(/-/g, ''));
    if (!m) return null;
    return decodeOf('heat_pump_other', pickBrand(BRANDS, brand), model, {
      type: 'heat pumps',
      series: model.slice(0, 4),
      fields: {},
      description: 'Atlantic Alféa air/water split heat pump outdoor unit',
      evidence: 'pattern',
      rule: 'Atlantic Alféa outdoor unit (not in RULES.md): the codes the Alféa manuals list (type only)',
      source: SOURCE,
    });
  },
};

export const ATLANTIC_ALFEA_OUTDOOR_RULES: readonly NomenclatureRule[] = [atlanticAlfeaOutdoor];
