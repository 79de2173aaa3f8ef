// ICP commercial packaged units (Heil, Tempstar, Comfortmaker, Arcoaire, KeepRite, Day & Night …), issue 18:
// (1) the R-410A single-package rooftops R · kind (A electric cooling, G gas heat / electric cooling, H heat pump) ·
// tier (S standard, H high efficiency, X) · three-digit size · voltage letter · options (RGS090…, RAS036…, RHS060…,
// RAH090HAA), typed from ICP's product specification titles; (2) the earlier R-22 commercial packages P · kind ·
// series letter · three-digit size · voltage · heating field (PGS072*074A, PHE156H000A, PHB 7½ and 10 ton), typed
// from their product specification titles; (3) the small packaged key of icp/packaged.ts (PGD436090K000E1) written
// only up to its size or as the series (PGD436, PHD4).
import { decodeOf, pickBrand } from '../kit/rule-kit';
import { ICP_BRANDS } from './icp';
import { ICP_PACKAGED_SOURCE } from './packaged';
import type { DecodedFields, NomenclatureRule } from '../types';

const BRANDS = ICP_BRANDS;

export const ICP_ROOFTOP_SOURCE = [
  'ICP RGS product specifications 509 31 3522 00 "Package gas heating/electric cooling, R-410A single package rooftop 3-15 tons" (sizes 036-072, 090, 091, 101, 102, 120, 121, 150, 180): https://fdocuments.in/document/package-gas-heatingelectric-cooling-509-31-3522-00-82815-package-gas-heatingelectric.html',
  'ICP RGS product specifications 509 41 3505 01 "Energy Star compliant package gas heating/electric cooling, R-410A single package rooftop 7.5-12.5 tons" (RGS090-120): https://documents.pub/document/energy-star-compliant-package-gas-heatingelectric-cooling-r.html',
  'ICP RAS product specifications "Electric cooling, R-410A single package rooftop 3-15 tons": https://autodocbox.com/amp/125149189-Performance_Vehicles/Ras-product-specifications-electric-cooling-r-410a-single-package-rooftop-3-15-tons-1-3-phase-built-to-last-easy-to-install-and-service.html',
  'ICP RHS product specifications "Package heat pump unit R-410A single package rooftop" (single-stage cooling on 3 to 6 ton models, two-stage on 7.5 to 12.5 ton): http://autodocbox.com/Performance_Vehicles/86281639-Rhs-product-specifications-package-heat-pump-unit-r-410a-single-package-rooftop-tons-1-3-phase.html',
  'ICP RAH product specifications "High efficiency package electric cooling, R-410A single package rooftop": http://autodocbox.com/Performance_Vehicles/107771296-High-efficiency-package-electric-cooling-r-410a-single-package-rooftop-tons.html',
  'ICP RGS product specifications "ASHRAE 90.1 compliant package gas heating/electric cooling … one piece, standard efficiency gas heating and electric cooling": http://homedocbox.com/Appliances/70944929-Input-cap-btuh-stage-2.html',
  'ICP RHX product specifications (title listed with the RAS / RGS / RHS sheets): https://homedocbox.com/amp/124586552-Appliances/Rhx-product-specifications.html',
  'ICP CHS installation instructions 506 01 2303 01, model number nomenclature of the same commercial generation (072 = 6 Tons, 091 = 7.5 Tons, 121 = 10 Tons; H = 208/230-3-60, L = 460-3-60, S = 575-3-60): https://www.easymanua.ls/bryant/chs072/manual?p=7',
].join('; ');

export const ICP_COMMERCIAL_R22_SOURCE = [
  'ICP PGS product specifications "Commercial standard efficiency package gas/electric unit R-22 single package rooftop 6-12.5 tons (3 phase)" (PGS072*074A … PGS150): https://fdocuments.net/document/icp-commercial-laundry-ac-2.html',
  'ICP PHE156-180 product specifications 516 21 1602 01 "ASHRAE 90.1 efficiency package heat pump unit, 140 to 172 MBtuh" (13 ton 156 and 15 ton 180 units; PHE156H000A 208/230-3-60, PHE156L000A 460-3-60): https://pdfslide.net/documents/ashrae-901-efficiency-package-heat-pump-unit-140-41707-phe156-180-product.html',
  'ICP series titles "PHB SERIES 7-1/2 and 10 TON", "PGB SERIES 3 thru 6-1/3 Ton belt drive 10 SEER convertible single package gas/electric unit", "PGF / PGC SERIES convertible single package gas/electric unit, PGF = standard models, PGC = California models with NOx baffles", "PGE300": https://autodocbox.com/amp/80757618-Performance_Vehicles/Commercial-standard-efficiency-package-gas-electric-unit-r-22-single-package-rooftop-tons-3-phase.html',
  'ICP series titles "PGS SERIES 15 to 20 Ton", "PGF SERIES 7-1/2 Ton belt drive convertible single package gas/electric unit": https://homedocbox.com/amp/97195730-Appliances/Pgs-series-15-to-20-ton.html',
].join('; ');

const KIND: Record<string, string> = { A: 'electric cooling', G: 'gas heating / electric cooling', H: 'heat pump' };
const VOLTAGE: Record<string, Pick<DecodedFields, 'voltage_v' | 'phase'>> = { H: { voltage_v: 230, phase: 3 }, L: { voltage_v: 460, phase: 3 }, S: { voltage_v: 575, phase: 3 } };

/**
 * Rooftop sizes of the RGS sheet (509 31 3522 00), as nominal tons: the size is the nominal kBtu/h (3-15 tons over
 * 036-180); the CHS key of the same generation gives 091 = 7.5 and 121 = 10 (the single-stage twins of 090 / 120).
 * 101 / 102 are listed without a tonnage in the pages read: type only.
 */
const ROOFTOP_TONS: Record<string, number | undefined> = {
  '036': 3, '048': 4, '060': 5, '072': 6, '090': 7.5, '091': 7.5, '101': undefined, '102': undefined,
  '120': 10, '121': 10, '150': 12.5, '180': 15,
};
// R · kind · tier · size · [voltage H / L / S] · options. Other R-shapes of ICP brands (R4A…, RGEA13…) do not have
// three digits from the fourth character.
const ROOFTOP = /^R([AGH])([SXH])(036|048|060|072|090|091|101|102|120|121|150|180)([HLS])?(?:[A-Z0-9]{0,10})$/;

const icpRooftop: NomenclatureRule = {
  id: 'icp.rooftop-r410a-pkg21',
  family: 'icp',
  brands: BRANDS,
  // R + two letters + size is a shape other makers use (Rheem / Ruud commercial): ICP brands only.
  unambiguousWithoutBrand: false,
  firstChars: 'R',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 82 /* R */) return null;
    const m = ROOFTOP.exec(model);
    if (m === null) return null;
    const [, kind = '', tier = '', size = '', volt] = m;
    const tons = ROOFTOP_TONS[size];
    const fields: DecodedFields = Object.assign(
      tons === undefined ? {} : { cooling_capacity_tons: tons, cooling_capacity_kbtuh: tons * 12 },
      // S: "one piece, standard efficiency gas heating and electric cooling" (RGS sheet); H: "high efficiency package
      // electric cooling" (RAH sheet); X (RHX / RGX sheets) is typed without a tier: no sheet read words it.
      tier === 'X' ? {} : { efficiency_tier: tier === 'S' ? 'standard efficiency rooftop' : 'high efficiency rooftop' },
      volt === undefined ? {} : VOLTAGE[volt],
    );
    return decodeOf('icp', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series: `R${kind}${tier}`,
      description: `single-package rooftop, ${KIND[kind] ?? ''}`,
      fields,
      // Type and sizes are printed in the series' own sheets; the voltage letters come from the CHS key.
      evidence: volt === undefined ? 'src' : 'pattern',
      rule: 'ICP R-410A single-package rooftops: R · kind · tier · size · voltage (RGS090H…, RAH090HAA)',
      source: ICP_ROOFTOP_SOURCE,
    });
  },
};

/** Sizes of the R-22 sheets and titles: size = nominal kBtu/h (PGB 3 to 6-1/3 ton, PGS 6-20, PGF 7½, PHB 7½ and 10, PHE 13 and 15, PGE 300). */
const R22_SIZES = new Set(['036', '048', '060', '072', '076', '090', '120', '150', '156', '180', '240', '300']);
// P · kind · series letter (B, C, E, F, S) · size · [voltage H / L / S or the sheets' * placeholder] · heating field and revision.
const R22 = /^P([AGH])([BCEFS])(\d{3})([HLS*])?(?:[A-Z0-9*]{0,8})$/;

const icpCommercialR22: NomenclatureRule = {
  id: 'icp.commercial-package-r22-pkg21',
  family: 'icp',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'P',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 80 /* P */) return null;
    const m = R22.exec(model);
    if (m === null) return null;
    const [, kind = '', series = '', size = '', volt] = m;
    if (!R22_SIZES.has(size)) return null;
    const kbtuh = Number(size);
    const fields: DecodedFields = Object.assign(
      { cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100, cooling_capacity_kbtuh: kbtuh },
      // H and L are printed in the PHE table; the 575 V letter of the rooftop key is not read on these older series.
      volt === 'H' || volt === 'L' ? VOLTAGE[volt] : {},
    );
    return decodeOf('icp', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series: `P${kind}${series}`,
      description: `commercial single package, ${KIND[kind] ?? ''}`,
      fields,
      // Gas/electric (PGS, PGB, PGF / PGC, PGE) and PHE are typed by their own titles; other A / H series (PHB …) by the
      // kind letter, as icp.packaged-2010 reads A / H.
      evidence: kind === 'G' || (kind === 'H' && series === 'E') ? 'src' : 'pattern',
      rule: 'ICP R-22 commercial packages: P · kind · series · size · voltage · heating (PGS072*074A, PHE156H000A)',
      source: ICP_COMMERCIAL_R22_SOURCE,
    });
  },
};

// The small packaged key (icp/packaged.ts, ICP_PACKAGED_SOURCE) written only up to its size (PHD436, PGD330) or as the
// series alone (PHD4, PGS4, PAJ3): P · kind · type letter D / S (the catalog key), J (PAJ3 / PHJ3), R (PAR5, PGR5) ·
// SEER tier 3 / 4 / 5 · [size 24-60]. The full form, with its heating and voltage fields, is icp.packaged-2010's.
const SMALL_CUT = /^P([AGH])([DSJR])([345])(24|30|36|42|48|60)?$/;
const SMALL_KIND: Record<string, string> = { A: 'packaged air conditioner', G: 'packaged gas/electric unit', H: 'packaged heat pump' };
const SMALL_SEER: Record<string, number> = { '3': 13, '4': 14, '5': 15 };

const icpSmallCut: NomenclatureRule = {
  id: 'icp.packaged-cut-pkg21',
  family: 'icp',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'P',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 80 /* P */ || model.length > 6) return null;
    const m = SMALL_CUT.exec(model);
    if (m === null) return null;
    const [, kind = '', letter = '', tier = '', size] = m;
    const fields: DecodedFields = Object.assign({ seer: SMALL_SEER[tier] }, size === undefined ? {} : { cooling_capacity_tons: Number(size) / 12, cooling_capacity_kbtuh: Number(size) });
    return decodeOf('icp', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series: `P${kind}${letter}${tier}`,
      description: SMALL_KIND[kind],
      fields,
      evidence: kind === 'G' ? 'src' : 'pattern',
      rule: 'ICP small packaged key cut after the size or written as the series (PHD436, PGS4)',
      source: ICP_PACKAGED_SOURCE,
    });
  },
};

export const ICP_COMMERCIAL_RULES: readonly NomenclatureRule[] = [icpRooftop, icpCommercialR22, icpSmallCut];
