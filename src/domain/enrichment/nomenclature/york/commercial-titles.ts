// York commercial lines named by their installation instructions' and technical guides' titles (issue 18, commercial gap
// scan), each title printing the models it covers and what they are; brand York (or its Luxaire / Coleman badges) required.
// Packaged units (`packaged units`):
// - "Sunline Series Single Package Air Conditioners … Models D*SC360 & 480" (installation instruction N3Y (394));
// - "Models BCCB 090 & 120, Models BECB090 & 120 (9 EER)", Sunline 2000 electric / electric single package air conditioners;
// - "Embassy Series Single Package Air Conditioners (Water-Cooled) C2ED060, 090, 120 & 180, 5, 7-1/2, 10 & 15 Nominal Tons";
// - "Single Package Gas/Electric Units and Single Package Air Conditioners WJ 180, 240" (YTG-C-0707), "… DL-15, -20"
//   (BTG-F-1109), "… DW-03, -04" (BTG-D-0109);
// - "Single Package Heat Pump, Models BA-15 and BA-20, ASHRAE 90.1 Compliant" (installation manual).
// The three-digit codes are York's nominal kBtu/h (the C2ED title prints 060 … 180 = 5 … 15 tons); the dash numbers of DL /
// DW / BA are not read as a size.
// Air handlers (`air handlers`, split-system evaporator blowers):
// - LA300, LB360, LB480, LB600, installation manual 66337-YIM-D-0206 and technical guide 036-21335-002-A-1102 "York Split
//   Indoor Product Nomenclature": L = air handling unit – cooling, F = air handling unit – heat pump; A = R-22 standard
//   efficiency 2-pipe, B = R-22 standard efficiency 4-pipe; nominal cooling capacity 300 = 25, 360 = 30, 480 = 40,
//   600 = 50 ton; C = cooling only; 00 = no heat; voltage 5 = 575-3-60, 6 = 208/230-460-3-60;
// - K*ES120 "Split-System Evaporator Blowers 10 Nominal Tons"; "K2EU060, K4EU090, K3EU120 & K1EU180, 5 thru 15 Nominal
//   Tons"; Champion "L4EU240A, 20 Nominal Tons"; "LA090 & LA120, 7-1/2 and 10 Nominal Tons".
// Added by the equipment-schedule gap scan (issue 18), each from the York title that prints it:
// - "Sunline MagnaDRY Gas/Electric Single Package Air Conditioners, Models: DR180, 240 & 300" (installation manual);
// - "Sunline Gas/Electric Single Package Air Conditioners DM 036, 048, 060 & 072, DF 036, 048, 060 & 072, DH 036, 048 &
//   060" (installation manual; DM / DH are read by york/york.ts §7.4) and "Gas/Electric Single Package Air Conditioners
//   DG-03, -04 & -05" (installation manual; the dash number is not read as a size, as DL / DW);
// - "Sunline 2000 Single Package Gas / Electric Units and Single Package Air Conditioners D2CE / D2CG 300 Constant Volume
//   25 Nominal Tons 8.5 EER" (technical guide; the §7.4 rule stops at 240);
// - "Split-System Evaporator Blowers KBBU060, KDBC090, KCBC120 & KCBC180, 5 thru 15 Nominal Tons" (technical guide).
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { EquipmentType } from '../../catalog/equipment-types';
import type { DecodedFields, NomenclatureRule } from '../types';

/** Johnson Controls' unitary brands, as the York rooftop rules beside this file. */
const YORK = ['York', 'Luxaire', 'Coleman'] as const;
const LISTING_SOURCE =
  'York installation instruction and technical guide titles "Sunline Series Single Package Air Conditioners … Models D*SC360 & 480", "Models BCCB 090 & 120, Models BECB090 & 120 (9 EER)", "Embassy Series Single Package Air Conditioners (Water-Cooled) C2ED060, 090, 120 & 180, 5, 7-1/2, 10 & 15 Nominal Tons", "Single Package Heat Pump Models BA-15 and BA-20": https://homedocbox.com/amp/100181841-Appliances/Models-b3ch-090-120a25-a46-models-b4ch090-120a58-9-eer-208-230-575-volt-models-only-208-230-460-volt-models-only.html';
const GUIDES_SOURCE =
  'York technical guides "Single Package Gas/Electric Units and Single Package Air Conditioners WJ 180, 240" (YTG-C-0707), "DL-15, -20" (BTG-F-1109), "DW-03, -04" (BTG-D-0109): https://autodocbox.com/amp/123540137-Auto_Parts/Sunline-bp-180-sunline-magnum-bp-240.html';
const LALB_SOURCE =
  'York technical guide 036-21335-002-A-1102 "Split-System Air-Cooled Evaporator Blower LA300, LB360, 480 & 600", York Split Indoor Product Nomenclature: https://manualmachine.com/york/lb600/22042654-technical-manual · installation manual 66337-YIM-D-0206 "Split-System (Air Cooled) Evaporator Blower Models LA300, LB360, LB480, LB600": https://manuzoid.com/manuals/epWnB-Unitary%20products%20group%20LA300%20Installation%20guide';
const SUNLINE_INSTALL_SOURCE =
  'York installation manual titles "Sunline MagnaDRY Gas/Electric Single Package Air Conditioners Models: DR180, 240 & 300", "Sunline Gas/Electric Single Package Air Conditioners DM 036, 048, 060 & 072, DF 036, 048, 060 & 072, DH 036, 048 & 060", "Gas/Electric Single Package Air Conditioners DG-03, -04 & -05": https://homedocbox.com/amp/91034637-Appliances/Installation-manual-sunline-magnadry-gas-electric-single-package-air-conditioners-contents-models-dr180-240-300.html';
const D2C300_SOURCE =
  'York Sunline 2000 technical guide "Single Package Gas / Electric Units and Single Package Air Conditioners D2CE / D2CG 300 Constant Volume 25 Nominal Tons 8.5 EER": https://manualmachine.com/york/d2ce/1348567-user-manual';
const KBC_SOURCE =
  'York technical guide "Split-System Evaporator Blowers KBBU060, KDBC090, KCBC120 & KCBC180, 5 thru 15 Nominal Tons", title as listed on: https://autodocbox.com/amp/95838863-Performance_Vehicles/Horizontal-single-and-double-wall-belt-drive-air-handler-dx-or-chilled-water-cooling-with-hot-water-or-electric-heat.html';
const BLOWERS_SOURCE =
  'York technical guides "K*ES120 Split-System Evaporator Blowers 10 Nominal Tons" and (listed beside it) "Split-System Evaporator Blowers K2EU060, K4EU090, K3EU120 & K1EU180, 5 Thru 15 Nominal Tons", "Champion Split-System Evaporator Blower L4EU240A 20 Nominal Tons", "Split-System Evaporator Blowers 7-1/2 and 10 Nominal Tons LA090 & LA120": https://homedocbox.com/amp/72088772-Appliances/K-es120-description-technical-guide-split-system-evaporator-blowers-10-nominal-tons-eer-8-5-accessories-field-installed-table-1-ari-ratings.html';

interface Entry {
  type: EquipmentType;
  description: string;
  /** The sizes the title prints. */
  sizes: readonly string[];
  /** Read the size as nominal kBtu/h. */
  kbtuh: boolean;
  source: string;
  /** `src` where the title prints the tons of the size itself (D2CE / D2CG 300 = 25 nominal tons); `pattern` otherwise. */
  evidence?: 'src';
}
const PACKAGED = (description: string, sizes: readonly string[], kbtuh: boolean, source: string, evidence?: 'src'): Entry =>
  evidence === undefined ? { type: 'packaged units', description, sizes, kbtuh, source } : { type: 'packaged units', description, sizes, kbtuh, source, evidence };
const BLOWER = (sizes: readonly string[], source: string): Entry => ({ type: 'air handlers', description: 'split-system evaporator blower', sizes, kbtuh: true, source });

/** Series (as matched) → entry. D*SC: the digit after D is any. */
const ENTRIES: Readonly<Record<string, Entry>> = {
  DSC: PACKAGED('Sunline single package air conditioner', ['360', '480'], true, LISTING_SOURCE),
  BCCB: PACKAGED('Sunline 2000 electric / electric single package air conditioner', ['090', '120'], true, LISTING_SOURCE),
  BECB: PACKAGED('Sunline 2000 electric / electric single package air conditioner', ['090', '120'], true, LISTING_SOURCE),
  C2ED: PACKAGED('Embassy single package air conditioner, water-cooled', ['060', '090', '120', '180'], true, LISTING_SOURCE),
  WJ: PACKAGED('single package gas/electric unit or air conditioner', ['180', '240'], true, GUIDES_SOURCE),
  DL: PACKAGED('single package gas/electric unit or air conditioner', ['15', '20'], false, GUIDES_SOURCE),
  DW: PACKAGED('single package gas/electric unit or air conditioner', ['03', '04'], false, GUIDES_SOURCE),
  BA: PACKAGED('single package heat pump', ['15', '20'], false, LISTING_SOURCE),
  KES: BLOWER(['120'], BLOWERS_SOURCE),
  K2EU: BLOWER(['060'], BLOWERS_SOURCE),
  K4EU: BLOWER(['090'], BLOWERS_SOURCE),
  K3EU: BLOWER(['120'], BLOWERS_SOURCE),
  K1EU: BLOWER(['180'], BLOWERS_SOURCE),
  L4EU: BLOWER(['240'], BLOWERS_SOURCE),
  LA: BLOWER(['090', '120'], BLOWERS_SOURCE),
  DR: PACKAGED('Sunline MagnaDRY gas/electric single package air conditioner', ['180', '240', '300'], true, SUNLINE_INSTALL_SOURCE),
  DF: PACKAGED('Sunline gas/electric single package air conditioner', ['036', '048', '060', '072'], true, SUNLINE_INSTALL_SOURCE),
  DG: PACKAGED('gas/electric single package air conditioner', ['03', '04', '05'], false, SUNLINE_INSTALL_SOURCE),
  D2CE: PACKAGED('Sunline 2000 single package air conditioner (cooling only or electric heat), constant volume', ['300'], true, D2C300_SOURCE, 'src'),
  D2CG: PACKAGED('Sunline 2000 single package gas / electric unit, constant volume', ['300'], true, D2C300_SOURCE, 'src'),
  KBBU: BLOWER(['060'], KBC_SOURCE),
  KDBC: BLOWER(['090'], KBC_SOURCE),
  KCBC: BLOWER(['120', '180'], KBC_SOURCE),
};

// D*SC / BCCB / BECB / C2ED / WJ / K*ES / K·EU / L4EU / LA / DR / DF / D2CE / D2CG / KBBU / KDBC / KCBC · 3-digit size ·
// options; DL / DW / BA / DG · dash · 2-digit number.
const SIZED = /^(D\dSC|BCCB|BECB|C2ED|WJ|K[A-Z0-9]ES|K[1-4]EU|L4EU|LA|DR|DF|D2C[EG]|KBBU|KDBC|KCBC)(\d{3})(?![0-9])([A-Z][A-Z0-9]{0,14})?$/;
const DASHED = /^(DL|DW|BA|DG)-(\d{2})(?![0-9])([A-Z0-9-]{0,12})$/;
// L / F · A / B · 300–600 · [C · 00 · A · 5 / 6 · options · generation] (the split indoor nomenclature).
const LALB = /^([LF])([AB])(300|360|480|600)(?:C00[A-Z]([56])[A-Z0-9]{0,8})?$/;
const LALB_TONS: Readonly<Record<string, number>> = { '300': 25, '360': 30, '480': 40, '600': 50 };

function seriesKey(series: string): string {
  if (/^D\dSC$/.test(series)) return 'DSC';
  if (/^K[A-Z0-9]ES$/.test(series)) return 'KES';
  return series;
}

const yorkCommercialTitles: NomenclatureRule = {
  id: 'york.commercial-titled-lines',
  family: 'york',
  brands: YORK,
  unambiguousWithoutBrand: false,
  firstChars: 'BCDFKLW',
  decode(model, brand) {
    if (!brandIn(YORK, brand)) return null;
    const lb = LALB.exec(model);
    if (lb) {
      const [, kind = '', pipe = '', size = '', volt] = lb;
      // The table prints LA300 and LB360 / 480 / 600; F (heat pump air handler) with the same letters and sizes.
      if ((pipe === 'A') !== (size === '300')) return null;
      const t = LALB_TONS[size] ?? 0;
      const fields: DecodedFields = { cooling_capacity_tons: t, cooling_capacity_kbtuh: Number(size), refrigerant: 'R-22', ...(volt === '5' ? { voltage_v: 575, phase: 3 } : {}) };
      return decodeOf('york', pickBrand(YORK, brand), model, {
        type: 'air handlers',
        series: `${kind}${pipe}`,
        fields,
        description: `split-system evaporator blower (air handling unit – ${kind === 'L' ? 'cooling' : 'heat pump'}, R-22 standard efficiency ${pipe === 'A' ? '2' : '4'}-pipe)`,
        evidence: 'src',
        rule: 'York split indoor product nomenclature: L / F · A / B · nominal cooling MBH 300–600 · heat type · heating · airflow · voltage',
        source: LALB_SOURCE,
      });
    }
    const m = SIZED.exec(model) ?? DASHED.exec(model);
    if (!m) return null;
    const [, series = '', size = ''] = m;
    const e = ENTRIES[seriesKey(series)];
    if (e === undefined || !e.sizes.includes(size)) return null;
    const fields: DecodedFields = e.kbtuh ? { cooling_capacity_tons: Number(size) / 12, cooling_capacity_kbtuh: Number(size) } : {};
    return decodeOf('york', pickBrand(YORK, brand), model, {
      type: e.type,
      series,
      fields,
      description: e.kbtuh ? e.description : `${e.description} (the dash number is not read as a size)`,
      evidence: e.evidence ?? 'pattern',
      rule: 'York commercial lines by their titles: series · the sizes the title prints (kBtu/h)',
      source: e.source,
    });
  },
};

export const YORK_COMMERCIAL_TITLE_RULES: readonly NomenclatureRule[] = [yorkCommercialTitles];
