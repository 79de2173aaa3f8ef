// Cooper & Hunter ductless (Gree- and Midea-built lines sold under the C&H badge): the export
// "CH-S" wall / console splits and the North-American CH-… indoor / outdoor units. Coverage and
// sources in README-extra.md.
import type { DecodedFields, NomenclatureDecode, NomenclatureRule } from '../types';

const BRANDS = ['Cooper & Hunter'] as const;

// C&H service manuals print the export key with its fields spaced: "MODELS: CH-S 09 F V X, CH-S 12 F V X,
// CH-S 18 F V X" (Inverter Console Generation III) and "CH-S 18RX4, CH-S 24RX4" (Air-Master series,
// specification sheet: CH-S18RX4 cooling 4700 W, CH-S24RX4 6150 W — the 18 / 24 are nominal kBtu/h classes).
const SOURCE_EXPORT =
  'Cooper & Hunter service manuals: Inverter Console Generation III CH-S09FVX / CH-S12FVX / CH-S18FVX — https://manualslib.com/manual/1494278/Cooper-And-Hunter-Ch-S12fvx.html; Air-Master CH-S18RX4 / CH-S24RX4 — https://www.manualslib.com/manual/2107505/Cooper-And-Hunter-Air-Master-Series.html';
// North-American line: C&H installation manual "Multi heat pump panel console type ductless inverter indoor
// unit, Models CH09MCU230VI CH12MCU230VI CH18MCU230VI", and the C&H rows of the ENERGY STAR / NRCan
// lists (shared/data/catalog/raw): CH-09SPH-230VI with CH-09SPH-230VO, CH-12SPH-115VI/VO, CH-18MSPHWM-230VI,
// CH-24MSPHCT-230VI, CH-09DKT230VI/VO, CH-HYP09SPH230VO, CH-SR09SPH-115VO, CH-M12DTUI, CH-24AHU,
// CH-36LCU, CH-48LCCT-230VI — every one listed as a mini/multi-split, ducted or not.
const SOURCE_NA =
  'Cooper & Hunter installation manual CH09MCU230VI / CH12MCU230VI / CH18MCU230VI (multi heat pump console ductless indoor unit) — https://homedocbox.com/amp/123229300-Appliances/Multi-heat-pump-panel-console-type-ductless-inverter-indoor-unit-installation-manual-models-ch09mcu230vi-ch12mcu230vi-ch18mcu230vi.html; C&H rows of the ENERGY STAR / NRCan ccASHP lists (shared/data/catalog/raw)';

/** Export classes printed in the C&H manuals and model lists (07 … 36 kBtu/h). */
const EXPORT_CODES = new Set([7, 9, 12, 18, 24, 28, 30, 36]);
/** North-American classes: the two leading digits of the nominal Btu/h (06 = 6,000 … 60 = 60,000). */
const NA_CODES = new Set([6, 7, 9, 12, 15, 16, 18, 19, 24, 28, 30, 33, 36, 42, 48, 55, 60]);

// CH-S09FTX-NG, CH-S12FTXQ2-NG, CH-S09FTXAL2-GD, CH-S18RX4, CH-S09FVX: "CH-S" · class · series letters
// (+ generation digit) · optional market / colour block.
const EXPORT = /^CH-?S(\d{2})([A-Z]{2,6}\d?)(?:-([A-Z0-9]{1,4}))?$/;
// CH-09SPH-230VI, CH-RH12MASTWM-230VI, CH-HYP09SPH230VO, CH-HPR06F9-230VO, CH09MCU230VI: optional
// line prefix · class · line letters · 115 / 230 V · I (indoor) / O (outdoor).
const NA_VOLTAGE = /^CH-?([A-Z]{1,4})?(\d{2})([A-Z][A-Z0-9]{0,7})-?(115|230)V([IO])$/;
// CH-09LCDTU, CH-24AHU, CH-M12DTUI, CH-48LCFCI, CH-36LCU/O: the catalog rows written without the voltage block.
const NA_SHORT = /^CH-?([A-Z]{1,4})?(\d{2})([A-Z]{2,7})(?:\/([IO]))?$/;

function fieldsOf(kbtuh: number): DecodedFields {
  return { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 };
}

function decodeExport(model: string): NomenclatureDecode | null {
  if (model.charCodeAt(0) !== 67 /* C */ || model.charCodeAt(1) !== 72 /* H */) return null;
  const m = EXPORT.exec(model);
  if (m === null) return null;
  const [, code = '', letters = ''] = m;
  const kbtuh = Number(code);
  if (!EXPORT_CODES.has(kbtuh)) return null;
  return {
    family: 'cooper_hunter',
    brand: BRANDS[0],
    type: 'mini-splits',
    series: `CH-S${letters.replace(/\d$/, '')}`,
    model,
    fields: fieldsOf(kbtuh),
    description: 'ductless split (export CH-S key)',
    evidence: 'pattern',
    rule: 'Cooper & Hunter CH-S export split: capacity class after "CH-S" (kBtu/h)',
    source: SOURCE_EXPORT,
  };
}

function decodeNa(model: string, withVoltage: boolean): NomenclatureDecode | null {
  if (model.charCodeAt(0) !== 67 /* C */ || model.charCodeAt(1) !== 72 /* H */) return null;
  const m = (withVoltage ? NA_VOLTAGE : NA_SHORT).exec(model);
  if (m === null) return null;
  const prefix = m[1] ?? '';
  const code = m[2] ?? '';
  const letters = m[3] ?? '';
  // The export key ("CH-S09FTX…") is the other rule's; a lone S prefix is never a North-American line.
  if (prefix === 'S') return null;
  const kbtuh = Number(code);
  if (!NA_CODES.has(kbtuh)) return null;
  const fields = fieldsOf(kbtuh);
  const half = withVoltage ? m[5] : m[4];
  if (withVoltage) Object.assign(fields, { voltage_v: Number(m[4]), phase: 1 });
  const where = half === 'I' ? 'indoor unit' : half === 'O' ? 'outdoor unit' : 'unit';
  return {
    family: 'cooper_hunter',
    brand: BRANDS[0],
    type: 'mini-splits',
    series: `CH-${prefix}${letters.replace(/\d+$/, '')}`,
    model,
    fields,
    description: `ductless / mini-split ${where}`,
    evidence: 'pattern',
    rule: withVoltage
      ? 'Cooper & Hunter North-American line: class (leading digits of the Btu/h) · line letters · 115/230 V · I/O'
      : 'Cooper & Hunter North-American line written without the voltage block: class · line letters',
    source: SOURCE_NA,
  };
}

export const COOPER_HUNTER_RULES: readonly NomenclatureRule[] = [
  { id: 'cooper-hunter.export-split', family: 'cooper_hunter', brands: BRANDS, unambiguousWithoutBrand: false, firstChars: 'C', decode: (m) => decodeExport(m) },
  // The 115/230 V · I/O tail is printed by no other family's key.
  { id: 'cooper-hunter.na-voltage', family: 'cooper_hunter', brands: BRANDS, unambiguousWithoutBrand: true, firstChars: 'C', decode: (m) => decodeNa(m, true) },
  { id: 'cooper-hunter.na-short', family: 'cooper_hunter', brands: BRANDS, unambiguousWithoutBrand: false, firstChars: 'C', decode: (m) => decodeNa(m, false) },
];
