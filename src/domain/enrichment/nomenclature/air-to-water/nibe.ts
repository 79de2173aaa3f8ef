// NIBE heat pumps (not in RULES.md). NIBE names a product by its series, written with or without the brand
// and spaces, and a size after a hyphen: the nominal output in kW (F1145-10, S1255-12, F2040-12, AMS 10-12).
// Ground-source (brine/water) F11xx / F12xx / F13xx / S11xx / S12xx → geothermal heat pumps; air/water F20xx /
// F21xx / F2300 / S2125 and the split outdoor AMS 10 / 20, exhaust-air F370 / F470 / F730 / F750 / S735 and the
// indoor modules VVM → heat pumps. The SMO control modules are no heat pump and are not decoded.
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['NIBE'] as const;

const SOURCE =
  'NIBE installer manuals (Asentajan käsikirja / Installatörshandbok): F470, F750, F370 exhaust air heat pumps, F1145/F1245, F1345, F1355 ground source heat pumps, VVM 310/320/500 indoor modules: https://docplayer.fi/amp/2524938-Asentajan-kasikirja-nibe-f470-poistoilmalampopumppu-ihb-fi-1038-1-031573-lek.html; https://docplayer.se/amp/111869778-Installatorshandbok-greenmaster-hp.html';

const SERIES = /^(?:NIBE)?(F|S|VVM|AMS)(\d{2,4})(?:-?(\d{1,2}))?(?:KW)?(?:[A-Z]{0,6}|-[A-Z0-9]{1,4})$/;
const GROUND = new Set(['F1126', 'F1145', 'F1155', 'F1226', 'F1245', 'F1255', 'F1345', 'F1355', 'S1155', 'S1156', 'S1255', 'S1256']);
const AIR = new Set(['F2020', 'F2025', 'F2026', 'F2030', 'F2040', 'F2120', 'F2300', 'S2125', 'AMS10', 'AMS20']);
const EXHAUST = new Set(['F370', 'F470', 'F730', 'F750', 'S735', 'S320', 'S330']);
const MODULE = new Set(['VVM310', 'VVM320', 'VVM325', 'VVM500', 'VVM225', 'VVMS320', 'VVMS325']);

export const nibeHeatPumps: NomenclatureRule = {
  id: 'nibe.heat-pumps',
  family: 'nibe',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'NFSVA',
  decode(model, brand) {
    const m = SERIES.exec(model.replace(/^VVMS/, 'VVM'));
    if (!m) return null;
    const [, letters = '', digits = '', size] = m;
    const series = `${letters}${digits}`;
    const vvm = letters === 'VVM' && (MODULE.has(series) || MODULE.has(`VVMS${digits}`));
    let type: 'heat pumps' | 'geothermal heat pumps';
    let description: string;
    if (GROUND.has(series)) {
      type = 'geothermal heat pumps';
      description = 'NIBE ground source (brine/water) heat pump';
    } else if (AIR.has(series)) {
      type = 'heat pumps';
      description = letters === 'AMS' ? 'NIBE split air/water outdoor unit' : 'NIBE air/water heat pump';
    } else if (EXHAUST.has(series) && size === undefined) {
      type = 'heat pumps';
      description = 'NIBE exhaust air heat pump';
    } else if (vvm && size === undefined) {
      type = 'heat pumps';
      description = 'NIBE indoor module for an air/water heat pump';
    } else return null;
    const kw = size === undefined ? undefined : Number(size);
    if (kw !== undefined && (kw < 3 || kw > 60)) return null;
    return decodeOf('nibe', pickBrand(BRANDS, brand), model, {
      type,
      series,
      fields: { heating_capacity_kw: kw },
      description,
      evidence: 'pattern',
      rule: 'NIBE (not in RULES.md): series · size (kW)',
      source: SOURCE,
    });
  },
};

export const NIBE_RULES: readonly NomenclatureRule[] = [nibeHeatPumps];
