// Heat-pump lines as smart-home device tables name them (not in RULES.md). Bosch group, from EMS-ESP's device library: Nefit EnviLine,
// Junkers SupraEco and Bosch Compress CS5800i / CS6800i written without the AW letters (the CS…AW / LW names with a
// size are europe-lines.ts's bosch.heat-pumps). Weaker source: type from emsesp/EMS-ESP32's device library
// src/core/device_library.h, whose entries 'Enviline, Compress 6000AW, Hybrid 3000-7000iAW, SupraEco/Geo 5xx,
// WLW196i/WSW196i' carry the heat-pump flag and 'CS5800i, CS6800i, WLW176i, WLW186i' the CS6800 heat-pump flag, listed
// with the WLW air/water units; no maker's key found, so evidence `unconfirmed` and type only. Brand required; a name
// is a series name (seriesOnly, seriesName). The boilers of the same library: ../boilers/smart-home-listed-lines.ts.
// NIBE S325 and S332, which nibe-mqtt lists among its supported heat-pump models and the nibe library files with
// S320 and S330 (read by nibe.ts from NIBE's manuals): type only, `unconfirmed`. ROTEX HPSU compact (the indoor unit
// with tank of a split air-to-water heat pump) from its installation manual: type only, `pattern`. Weishaupt WBB / WAB,
// which two Weishaupt gateway integrations list as the heat pumps they were tested with: type only, `unconfirmed`.
import type { EvidenceTag, NomenclatureRule } from '../types';
import { productLineRule, type ProductLine } from '../kit/line-table';

const EMS =
  "type from emsesp/EMS-ESP32's device library src/core/device_library.h (heat-pump-flagged entries 'Enviline, Compress 6000AW, Hybrid 3000-7000iAW, SupraEco/Geo 5xx, WLW196i/WSW196i' and 'CS5800i, CS6800i, WLW176i, WLW186i'); no maker's key found";
const NIBE_MQTT =
  "type from yozik04/nibe-mqtt's README list 'Supported heatpump models' (S series S320, S325, S330, S332, …) and yozik04/nibe's model table nibe/heatpump.py (S325 with S320's register file s320_s325, S332 with S330's s330_s332); no maker's key found";

/** `evidence` absent: `unconfirmed` (a device table's type). */
type Line = Omit<ProductLine, 'type' | 'fields' | 'read'> & { evidence?: EvidenceTag };

const LINES: readonly Line[] = [
  {
    id: 'nefit.enviline-name',
    family: 'bosch',
    brands: ['Nefit'],
    firstChars: 'EN',
    // "EnviLine", "Nefit Enviline"
    re: /^(?:NEFIT)?(ENVILINE)$/,
    series: 'EnviLine',
    description: 'air-to-water heat pump (Nefit EnviLine)',
    source: EMS,
  },
  {
    id: 'junkers.supraeco-name',
    family: 'bosch',
    brands: ['Junkers', 'Bosch'],
    firstChars: 'SJ',
    // "SupraEco", "Junkers SupraEco"
    re: /^(?:JUNKERS)?(SUPRAECO)$/,
    series: 'SupraEco',
    description: 'heat pump (Junkers SupraEco)',
    source: EMS,
  },
  {
    id: 'bosch.compress-cs-written-short',
    family: 'bosch',
    brands: ['Bosch'],
    firstChars: 'C',
    // "CS5800i", "CS6800i" (no AW letters, no size)
    re: /^(CS[56]800)I$/,
    description: 'air-to-water heat pump (Bosch Compress)',
    source: EMS,
  },
  {
    id: 'nibe.s325-s332-listed',
    family: 'nibe',
    brands: ['NIBE'],
    firstChars: 'NS',
    // "S325", "NIBE S332" (S320 / S330 are nibe.ts's, from NIBE's manuals)
    re: /^(?:NIBE)?(S325|S332)$/,
    description: 'NIBE S-series heat pump',
    source: NIBE_MQTT,
  },
  {
    id: 'weishaupt.wbb-wab-listed',
    brands: ['Weishaupt'],
    firstChars: 'W',
    // "WBB 12", "WAB 14", "Weishaupt WBB 12" (the size is not read)
    re: /^(?:WEISHAUPT)?(WBB|WAB)-?\d{1,2}$/,
    description: 'Weishaupt air-to-water heat pump',
    source:
      "type from tiktak29/Weishaupt_WEM-Lokal_MQTT's README ('Local data extraction from Weishaupt heat pumps', tested with a Weishaupt WAB 14 and a WBB 12) and OStrama/weishaupt_modbus's README (the heat pump's output mapping 'based on a Weishaupt WBB 12'); no maker's key found",
  },
  {
    id: 'rotex.hpsu-compact-name',
    brands: ['Rotex'],
    firstChars: 'HR',
    // "HPSU compact", "HPSU compact ultra", "ROTEX HPSU compact 508" (ESPAltherma's "HPSU6_ULTRA" definition)
    re: /^(?:ROTEX)?(HPSU)(?:COMPACT|ULTRA|\d{3}|-)*$/,
    series: 'HPSU compact',
    description: 'air-to-water heat pump indoor unit with storage tank (ROTEX HPSU compact)',
    evidence: 'pattern',
    source:
      'ROTEX HPSU compact Installations- und Wartungsanleitung ("ROTEX HPSU compact", with the "Außengerät für ROTEX HPSU compact" as its outdoor unit), https://www.manualslib.de/manual/185123/Rotex-Hpsu-Compact.html',
  },
];

function nameRule(line: Line): NomenclatureRule {
  const rule = productLineRule({ ...line, type: 'heat pumps' }, line.evidence ?? 'unconfirmed', `Heat-pump lines of smart-home device tables (not in RULES.md): ${line.id} — series name (type only)`);
  return {
    ...rule,
    decode(model, brand) {
      const d = rule.decode(model, brand);
      return d === null ? null : Object.assign(d, { seriesOnly: true as const, seriesName: true as const });
    },
  };
}

export const HEAT_PUMP_SMART_HOME_LISTED_RULES: readonly NomenclatureRule[] = LINES.map(nameRule);
