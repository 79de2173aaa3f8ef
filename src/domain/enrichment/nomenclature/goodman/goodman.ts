// RULES.md §1: Goodman / Amana / Janitrol / Goodman-built Daikin model numbers.
import { capacityFields, decoded, gridCapacity, reportedBrand, weakest } from '../common';
import type { DecodedFields, EvidenceTag, NomenclatureDecode, NomenclatureRule } from '../types';
import { PG13_SOURCE, pg13HeatInput } from './gpg13-without-configuration';

const BRANDS = ['Goodman', 'Amana', 'Janitrol', 'Daikin'] as const;
export const S = {
  S11: '[S11] https://manualmachine.com/goodmanmfg/gsh13/932088-user-manual',
  S13: '[S13] https://manualmachine.com/goodman/ssx140181a/23644336-technical-manual',
  S15: '[S15] https://thefurnaceoutlet.com/blogs/hvac-tips/understanding-seer2-what-changed-and-why-it-matters-for-2025-and-beyond',
  S16: '[S16] https://www.scribd.com/document/441312073/QRPM-Goodman-2003',
  S17: '[S17] https://manualmachine.com/goodman/ckf242m/5235059-service-manual',
  S22: '[S22] https://manuzoid.com/manuals/ABoEk-GOODMAN%20MVM96%20Series%20Technical%20Manual',
  S26: '[S26] https://studylib.net/doc/18718183/goodman-avptc-technical-manual',
  S25: '[S25] https://manualshive.com/en/manual/goodman/ssz-14-seer/2243574?page=28',
  S28: '[S28] https://actonnagecalc.com/model-number-lookup/daikin/',
  RS6610004: 'Goodman service instructions RS6610004 (80/90/95 % furnaces ACS…GMV incl. Daikin-built DCS, DDS, DHS, DMS): https://manualmachine.com/goodman/dmsseries/23914761-service-instructions-manual',
  DAIKIN_TITLES: 'Daikin furnace product specification titles (DM80SS / DD80SS 80% AFUE, DD80HS 80% AFUE, DM96HS / DC96HS up to 96% AFUE): https://autodocbox.com/amp/70659088-Auto_Parts/Gmh8-gdh8-two-stage-convertible-multi-speed-gas-furnaces-80-afue.html',
  OLD_FURNACES: 'Goodman service instructions for GMP/GMPN/GMPE/GMPH/GDT/GMNT furnaces (model list GMPN040-3, GMPN100-4, GDT045-3, GMP075-3, GMP100-5, GMP125-4, GMP150-5 …): https://mwitty.com/content.php?id=6037686 ; GMNT condensing furnace installation I0-213D: https://pdfslide.us/documents/installation-operating-instructions-for-gmnt-gmnt-installinstallation-operating.html',
  RS6610003: 'Goodman service instructions RS6610003 (January 2007), title "80% GDT, GMP, GMPE, GMPH, GMPV, GMT, GMTH, GPD / 90% GMNT, GMNTE, GMNV, GMPN, GSM, GSMS, GSU", Central Furnaces, models listed on pages 4-6: https://manualzilla.com/doc/6037686/service-instructions',
  MBR: 'Goodman SS-GMBR, MBR multi-position modular blower, air handler nomenclature: https://fdocuments.net/document/multi-position-multi-speed-modular-blower-with-psc-motor.html',
  DM80HE: 'Daikin DM80HE product specifications, "Two-Stage Convertible Multi-Speed ECM Gas Furnace 80% AFUE" (listed at https://homedocbox.com/amp/76464411-Appliances/Technical-manual-mss92-css-single-stage-multi-speed-gas-furnace-up-to-92-afue.html)',
  S29: '[S29] https://autodocbox.com/amp/123073132-Convertible/Cpc-commercial-71/2-to-121/2-ton-three-phase-up-to-11-5-eer-cooling-capacity-90-000-btu-h-packaged-air-conditioners.html',
};

/** §1.1 brand letter: G = Goodman, A = Amana [src]; D = Daikin, S / V = Goodman lines [unconfirmed]. */
const LINE_BRAND: Record<string, string> = { G: 'Goodman', A: 'Amana', D: 'Daikin', S: 'Goodman', V: 'Goodman' };
/** §1.1 / §1.6 electrical digit [src S13]. */
const ELECTRICAL: Record<string, Pick<DecodedFields, 'voltage_v' | 'phase'>> = { '1': { voltage_v: 230, phase: 1 }, '3': { voltage_v: 230, phase: 3 }, '4': { voltage_v: 460, phase: 3 } };

// §1.1 split outdoor 2005–~2022: brand, S, type+refrigerant, [C], SEER, capacity, electrical, revision.
// Second letter V = the variable-speed lines (GVZC20, AVZC20, GVXC20: "20 SEER" heat pump / AC on the ENERGY STAR / AHRI rows).
// Owners cut it off after the capacity (GSX13036): read only with a brand, the electrical digit then absent.
const SPLIT = /^([GASVD])([SV])([CHXZ])(C?)(10|13|14|15|16|18|20)(\d{3})(?:([134])([A-Z*]{0,3}\d?))?$/;
export const SPLIT_TYPE: Record<string, { ac: boolean; refrigerant: string; evidence: EvidenceTag }> = {
  C: { ac: true, refrigerant: 'R-22', evidence: 'pattern' },
  H: { ac: false, refrigerant: 'R-22', evidence: 'src' },
  X: { ac: true, refrigerant: 'R-410A', evidence: 'pattern' },
  Z: { ac: false, refrigerant: 'R-410A', evidence: 'pattern' },
};

const split: NomenclatureRule = {
  id: 'goodman.split-outdoor',
  family: 'goodman',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'GASVD',
  decode(model, brand): NomenclatureDecode | null {
    const m = SPLIT.exec(model);
    if (!m) return null;
    const [, line, speed, t, comm, seer, cap, elec] = m as unknown as [string, string, string, string, string, string, string, string | undefined];
    if (elec === undefined && brand === '') return null;
    const c = gridCapacity(cap);
    const kind = SPLIT_TYPE[t]!;
    if (speed === 'V' && (t === 'C' || t === 'H')) return null;
    if (!c || c.kbtuh < 18 || c.kbtuh > 120) return null;
    const lineEvidence: EvidenceTag = line === 'G' || line === 'A' ? 'src' : 'unconfirmed';
    return decoded({
      family: 'goodman',
      brand: reportedBrand(brand, LINE_BRAND[line]!),
      type: kind.ac ? 'air conditioners' : 'heat pumps',
      series: `${line}${speed}${t}${comm}${seer}`,
      model,
      description: kind.ac ? 'split air conditioner' : 'split heat pump',
      fields: Object.assign({}, capacityFields(c), { refrigerant: kind.refrigerant, seer: Number(seer) }, elec === undefined ? {} : ELECTRICAL[elec], { efficiency_tier: comm === 'C' ? 'ComfortNet communicating' : undefined }),
      evidence: weakest(kind.evidence, lineEvidence, comm === 'C' ? 'pattern' : 'src'),
      rule: '§1.1 Goodman split outdoor, 2005–2022',
      source: S.S13,
    });
  },
};

// §1.2 SEER2-era (2023+): G S X/Z + tier letter + efficiency digit + capacity + electrical + revision.
const SEER2 = /^GS([XZ])([NHBVC])(\d)(\d{3})([134])(\d?[A-Z]{0,2})$/;
const seer2: NomenclatureRule = {
  id: 'goodman.split-outdoor-seer2',
  family: 'goodman',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'G',
  decode(model, brand) {
    const m = SEER2.exec(model);
    if (!m) return null;
    const [, t, tier, eff, cap, elec] = m as unknown as [string, string, string, string, string, string];
    const c = gridCapacity(cap);
    if (!c || c.kbtuh < 18 || c.kbtuh > 60) return null;
    const ac = t === 'X';
    return decoded({
      family: 'goodman',
      brand: reportedBrand(brand, 'Goodman'),
      type: ac ? 'air conditioners' : 'heat pumps',
      series: `GS${t}${tier}${eff}`,
      model,
      description: ac ? 'split air conditioner (SEER2 era)' : 'split heat pump (SEER2 era)',
      // The tier letter and efficiency digit are printed but their meanings are unconfirmed (§1.2): not reported.
      fields: Object.assign({}, capacityFields(c), { refrigerant: 'R-410A' }, ELECTRICAL[elec]),
      evidence: 'pattern',
      rule: '§1.2 Goodman SEER2-era split outdoor, 2023+',
      source: S.S15,
    });
  },
};

// §1.3 pre-2006 R-22 condensers: series, 2- or 3-digit capacity, optional -phase and revision.
// CLQ: the further remote cooler of service instructions RS6200004 "CKL, CLJ, CRT, CLT, TWC, CLQ & HDC split system remote
// coolers" (https://www.scribd.com/doc/138630067/Service-Instructions-for-CFK-Series-Units), read as the CL… series (pattern).
const OLD = /^(CKL|CLJ|CLT|CLQ|CRT|CPLE|CPLJ|CPLT|CPRT|HDC|HDP|CKF|CK)(\d{2,3})(?:-?([1235]))?([A-Z]{0,2})$/;
const OLD_HEAT_PUMPS = new Set(['CPLE', 'CPLJ', 'CPLT', 'CPRT', 'HDP']);
const OFF_GRID_SERIES = new Set(['CK', 'CKL', 'CLJ', 'CLT', 'CLQ', 'CRT']);
/** §1.3 last letter E / J / T = 10 / 12 / 13 SEER [src QRP-08 key on CPLT]; read on the CPL… and CL… series. */
const OLD_SEER: Record<string, number> = { E: 10, J: 12, T: 13 };
/** §1.3 CKF electrical [src]; on the other series "-1" / "-3" = phase [pattern]. */
const CKF_ELECTRICAL: Record<string, Pick<DecodedFields, 'voltage_v' | 'phase'>> = {
  '1': { voltage_v: 230, phase: 1 },
  '2': { voltage_v: 240, phase: 1 },
  '3': { voltage_v: 230, phase: 3 },
  '5': { voltage_v: 415, phase: 3 },
};
const old: NomenclatureRule = {
  id: 'goodman.r22-condenser',
  family: 'goodman',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'CH',
  decode(model, brand) {
    const m = OLD.exec(model);
    if (!m) return null;
    const [, series, cap, elec] = m as unknown as [string, string, string, string | undefined];
    // Two digits on the older series (CPLT48 = 4 t); CKF prints 2 or 3 (CKF24-2M, CKF036).
    if (series !== 'CKF' && cap.length !== 2) return null;
    const c = gridCapacity(cap);
    // §0.4: a two-digit code off the grid (CK49, CKL49) is a model size, not kBtu/h/12: the type and
    // refrigerant still hold, no capacity is stated.
    // Only on the cooling-only CK/CL/CR series and only for a code next to a grid value (§0.3 neighbours).
    const neighbour = cap.length === 2 && OFF_GRID_SERIES.has(series) && (gridCapacity(`0${cap}`)?.offGrid ?? false);
    if (c ? c.kbtuh < 18 || c.kbtuh > 120 : !neighbour || Number(cap) < 18 || Number(cap) > 61) return null;
    const hp = OLD_HEAT_PUMPS.has(series);
    const seerLetter = series.startsWith('CPL') || series.startsWith('CL') ? series[series.length - 1]! : '';
    const electrical: DecodedFields =
      elec === undefined ? {} : series === 'CKF' ? (CKF_ELECTRICAL[elec] ?? {}) : elec === '1' ? { phase: 1 } : elec === '3' ? { phase: 3 } : {};
    if (elec !== undefined && Object.keys(electrical).length === 0) return null;
    return decoded({
      family: 'goodman',
      brand: reportedBrand(brand, 'Goodman'),
      type: hp ? 'heat pumps' : 'air conditioners',
      series,
      model,
      description: hp ? 'split heat pump (pre-2006)' : 'split air conditioner (pre-2006)',
      fields: Object.assign({}, (c ? capacityFields(c) : {}), { refrigerant: 'R-22', seer: OLD_SEER[seerLetter] }, electrical),
      evidence: weakest(series === 'CK' || series === 'CKL' || series === 'CLQ' ? 'pattern' : 'src', elec !== undefined && series !== 'CKF' ? 'pattern' : 'src'),
      rule: '§1.3 Goodman / Janitrol / Amana R-22 condensers, before 2006',
      source: series === 'CKF' ? S.S17 : S.S16,
    });
  },
};

// §1.4 gas furnaces (printed key RT6612023): brand, supply, type, [sub-type] AFUE, input, airflow, width, gas, revision.
// H (high airflow) is printed in the GMS8/GDS8/GHS8 key (SS-GMS8 10/11) and used by GHS8 only (GHS80704AXC).
// Airflow digit 2 (800 CFM at the key's 400 CFM a step) is the 40,000 Btu/h *MEC96 size (GMEC960402BN, *MEC96 technical manual).
// Cut off before the cabinet width and revision letters (GMS80703): read only with a brand.
const FURNACE = /^([GA])([MCDKH])([VSHE])([SECM]?)(\d{1,2})(\d{3})([2345])(?:([ABCD])([NX]?)([A-Z]{0,2}))?$/;
/** Nominal inputs; 30 from the ENERGY STAR furnace list (GMEC960303AN, AMEC960303AN, DM96VE0303AN). */
const FURNACE_INPUTS = new Set([30, 40, 45, 60, 70, 80, 90, 100, 115, 120, 140]);
const SUPPLY: Record<string, string> = { M: 'upflow/horizontal', C: 'downflow/horizontal', D: 'dedicated downflow', K: '40-inch upflow multi-position', H: 'high airflow, upflow/horizontal' };
export const GHS8_SOURCE =
  'Goodman SS-GMS8 (10/11) GMS8/GDS8/GHS8 nomenclature, airflow direction H = high airflow: https://vi.scribd.com/document/376513276/SS-GMS8-pdf · Goodman RT6622011 GDS8 & GHS8 technical manual (GHS80453AXC, GHS80704AXC, GHS81155CXC): https://at-t.usermanuals.us/manual/8/Goodman-Mfg-Gas-Heater-GDS8-User-Manual.html';
const STAGING: Record<string, string> = {
  V: 'two-stage, variable-speed ECM',
  S: 'single-stage, multi-speed',
  H: 'two-stage, multi-speed',
  E: 'two-stage, multi-speed ECM',
};
const furnace: NomenclatureRule = {
  id: 'goodman.gas-furnace',
  family: 'goodman',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'GA',
  decode(model, brand) {
    const m = FURNACE.exec(model);
    if (!m) return null;
    const [, line, supply, stage, sub, afue, input, airflow, width, gas] = m as unknown as [string, string, string, string, string, string, string, string, string | undefined, string];
    if (width === undefined && brand === '') return null;
    // AFUE: one digit 8 / 9 without a sub-type letter (GMS8, GKS9), else two digits (GMH95, GMVM96).
    if (afue.length === 1 ? sub !== '' || (afue !== '8' && afue !== '9') : !['80', '92', '95', '96', '97'].includes(afue)) return null;
    if (supply === 'H' && (stage !== 'S' || afue !== '8')) return null;
    const inputKbtuh = Number(input);
    if (!FURNACE_INPUTS.has(inputKbtuh)) return null;
    const afuePercent = afue.length === 2 ? Number(afue) : afue === '8' ? 80 : undefined;
    return decoded({
      family: 'goodman',
      brand: reportedBrand(brand, line === 'G' ? 'Goodman' : 'Amana'),
      type: 'furnaces',
      series: `${line}${supply}${stage}${sub}${afue}`,
      model,
      description: `gas furnace, ${SUPPLY[supply]!}`,
      fields: {
        heating_input_kbtuh: inputKbtuh,
        afue_percent: afuePercent,
        efficiency_tier: afue === '9' ? `${STAGING[stage]!}, 90 %+ condensing` : STAGING[stage],
        cooling_airflow_cfm: Number(airflow) * 400,
        fuel: gas === 'N' ? 'natural gas' : undefined,
      },
      evidence: weakest(stage === 'V' ? 'src' : 'pattern', supply === 'M' || supply === 'C' ? 'src' : 'pattern', airflow === '2' ? 'pattern' : 'src'),
      rule: '§1.4 Goodman / Amana gas furnaces',
      source: supply === 'H' ? GHS8_SOURCE : S.S22,
    });
  },
};

// §1.5 air handlers, 2010+ key (AVPTC): A, application, cabinet, expansion, [C], capacity or range, [width], electrical, refrigerant.
// Daikin-badged twins print D in place of A (DVPTC, DVPVC titles, §1.6): read only with a brand.
// Expansion letter E (AVPEC, for the inverter lines) names no device in a source found: no expansion text for it.
const AIR_HANDLER = /^([AD])([CDERSVW])([PUN])([TFE])(C?)(\d{2}|\d{4})([BCD]?)(1)(4?)([A-Z]{0,2})$/;
const APPLICATION: Record<string, string> = {
  C: 'ceiling, PSC motor',
  D: 'downflow, PSC motor',
  E: 'multi-position, variable speed',
  R: 'multi-position, PSC motor',
  S: 'multi-position, energy-efficient motor',
  V: 'variable-speed ECM',
  W: 'wall-mount, PSC motor',
};
const airHandler: NomenclatureRule = {
  id: 'goodman.air-handler',
  family: 'goodman',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'AD',
  decode(model, brand) {
    const m = AIR_HANDLER.exec(model);
    if (!m) return null;
    const [, line, app, cabinet, expansion, comm, cap, , , r410] = m as unknown as [string, string, string, string, string, string, string, string, string, string];
    if (line === 'D' && brand === '') return null;
    let capacity: DecodedFields = {};
    if (cap.length === 2) {
      const c = gridCapacity(cap);
      // Off-grid two-digit sizes (37, 59: AVPTC37C14B, AVPEC59D14A) are the top of a kBtu/h range: no nominal capacity.
      if (!c && Number(cap) >= 30 && Number(cap) <= 61) capacity = {};
      else if (!c || c.kbtuh < 18 || c.kbtuh > 60) return null;
      else capacity = capacityFields(c);
    } else {
      // A range of two kBtu/h values (1830 = 18–30): no single nominal capacity is stated.
      const lo = Number(cap.slice(0, 2));
      const hi = Number(cap.slice(2));
      if (lo < 12 || hi > 61 || lo >= hi) return null;
    }
    return decoded({
      family: 'goodman',
      brand: reportedBrand(brand, line === 'D' ? 'Daikin' : 'Goodman'),
      type: 'air handlers',
      series: `${line}${app}${cabinet}${expansion}${comm}`,
      model,
      description: `air handler, ${APPLICATION[app]!}${expansion === 'T' ? ', TXV' : expansion === 'F' ? ', flowrater' : ''}${cap.length === 4 ? `, for ${cap.slice(0, 2)}–${cap.slice(2)} kBtu/h outdoor units` : ''}`,
      fields: Object.assign({}, capacity, { refrigerant: r410 === '4' ? 'R-410A' : undefined, voltage_v: 230, phase: 1 }),
      evidence: 'src',
      rule: '§1.5 Goodman air handlers, 2010+ key',
      source: S.S26,
    });
  },
};

// §1.5 evaporator coils CAPF / CAPT / CHPF: A-coil or horizontal, painted, flowrater or TXV, capacity range.
// P = painted (cased), U = unpainted, N = uncased, as in the air handler key's cabinet letter [pattern].
const COIL = /^C([AH])([PUN])([FT])(\d{4})([A-Z0-9]{0,4})$/;
const coil: NomenclatureRule = {
  id: 'goodman.coil',
  family: 'goodman',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'C',
  decode(model, brand) {
    const m = COIL.exec(model);
    if (!m) return null;
    const [, shape, cabinet, expansion, range] = m as unknown as [string, string, string, string, string];
    const lo = Number(range.slice(0, 2));
    const hi = Number(range.slice(2));
    if (lo < 12 || hi > 61 || lo > hi) return null;
    return decoded({
      family: 'goodman',
      brand: reportedBrand(brand, 'Goodman'),
      type: 'evaporator coils',
      series: `C${shape}${cabinet}${expansion}`,
      model,
      description: `${shape === 'A' ? 'cased A-coil' : 'horizontal coil'}, ${expansion === 'T' ? 'TXV' : 'flowrater'}, for ${lo}–${hi} kBtu/h outdoor units`,
      fields: {},
      evidence: 'pattern',
      rule: '§1.5 Goodman evaporator coils',
      source: S.S25,
    });
  },
};

// §1.6 Daikin-badged Goodman splits DX / DZ + SEER + S + revision letter + capacity + electrical.
// Platform letters after the SEER: S + revision (DX16SA), VC / TC (DZ20VC, DZ18TC titles) [pattern].
const DAIKIN = /^D([XZ])(1[3-8]|20)(S[A-Z]|VC|TC)(\d{3})([134])([A-Z]{0,2})$/;
const daikin: NomenclatureRule = {
  id: 'goodman.daikin-split',
  family: 'goodman',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'D',
  decode(model, brand) {
    const m = DAIKIN.exec(model);
    if (!m) return null;
    const [, t, seer, rev, cap, elec] = m as unknown as [string, string, string, string, string, string];
    const c = gridCapacity(cap);
    if (!c || c.kbtuh < 18 || c.kbtuh > 60) return null;
    const ac = t === 'X';
    return decoded({
      family: 'goodman',
      brand: reportedBrand(brand, 'Daikin'),
      type: ac ? 'air conditioners' : 'heat pumps',
      series: `D${t}${seer}${rev}`,
      model,
      description: ac ? 'split air conditioner' : 'split heat pump',
      fields: Object.assign({}, capacityFields(c), { seer: Number(seer) }, ELECTRICAL[elec]),
      evidence: 'pattern',
      rule: '§1.6 Daikin-badged Goodman split outdoor',
      source: S.S28,
    });
  },
};

// §1.6 packaged GPC / GPH / GPG / APD + SEER + 2-digit capacity + revision block.
// GPG prints its 3-digit heat input after the capacity (GPG1324080M41); it is read only for GPG13 / APG13 and the
// size / input pairs of the *PG13 technical manual's model list (pg13HeatInput), otherwise not (unconfirmed).
// GPD (furn32 scan): the Goodman print of the dual-fuel twin, titled with APD as "*PD 14 SEER 'M' series single package
// dual fuel gas-electric heating & cooling units" (GPD_SOURCE); the heat-input digits after the capacity are not read.
const PACKAGED = /^(GPC|GPH|GPG|GPD|APD|APC|APH|APG)(13|14|15|16)(\d{2})(\d{3})?([A-Z])(\d{2})([A-Z]{0,2})$/;
const GPD_SOURCE =
  'Goodman installation instructions IO-407F "*PD 14 SEER \'M\' series - single package dual fuel gas-electric heating & cooling units": https://fdocuments.us/document/installation-instructions-pd-14-seer-aoema-series-s-2016-08-29-advertencia.html';
const PACKAGED_KIND: Record<string, string> = {
  GPC: 'packaged air conditioner',
  GPH: 'packaged heat pump',
  GPG: 'packaged gas/electric unit',
  GPD: 'packaged dual-fuel unit',
  APD: 'packaged dual-fuel unit',
  APC: 'packaged air conditioner',
  APH: 'packaged heat pump',
  APG: 'packaged gas/electric unit',
};
const packaged: NomenclatureRule = {
  id: 'goodman.packaged',
  family: 'goodman',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'GA',
  decode(model, brand) {
    const m = PACKAGED.exec(model);
    if (!m) return null;
    const [, series, seer, cap, heatCode] = m as unknown as [string, string, string, string, string | undefined];
    const c = gridCapacity(cap);
    if (!c || c.kbtuh < 24 || c.kbtuh > 60) return null;
    const heat = seer === '13' && (series === 'GPG' || series === 'APG') && heatCode !== undefined ? pg13HeatInput(cap, heatCode) : null;
    return decoded({
      family: 'goodman',
      brand: reportedBrand(brand, series.startsWith('A') ? 'Amana' : 'Goodman'),
      type: 'packaged units',
      series: `${series}${seer}`,
      model,
      description: PACKAGED_KIND[series]!,
      fields: Object.assign({}, capacityFields(c), { seer: Number(seer) }, heat),
      evidence: 'pattern',
      rule: '§1.6 Goodman packaged units',
      source: series === 'GPD' ? `${S.S29} · ${GPD_SOURCE}` : heat === null ? S.S29 : `${S.S29} · ${PG13_SOURCE}`,
    });
  },
};

// Earlier and commercial packaged lines: series letters + 3-digit nominal cooling kBtu/h (+ heat input): PGB
// (gas/electric, residential 10 SEER and commercial 7½–15 ton), PCB (cooling), CPG / CPC / CPH and the Daikin-badged
// DCG / DCC / DCH / DSG / DSC commercial lines (gas/electric, air conditioner, heat pump by the third letter).
// The heat field is printed XXX on the units without gas heat (CPH060XXX1DXJXB, Goodman service alert SA-013).
const PACKAGED_EARLIER = /^(PGB|PCB|CPG|CPC|CPH|DCG|DCC|DCH|DSG|DSC)-?(\d{3})(?:-?(?:\d{2,3}|XXX))?(?:[A-Z0-9-]{0,8})$/;
const PACKAGED_EARLIER_KIND: Record<string, string> = { G: 'packaged gas/electric unit', C: 'packaged air conditioner', H: 'packaged heat pump' };
const PACKAGED_EARLIER_SOURCE =
  'Goodman PGB Commercial Series 10 SEER spec sheet SS-242D (7–15 ton, 88,000–172,000 Btu/h): https://pdfslide.net/documents/pgb-commercial-series-alpine-home-air-products-commercial-spec-sheetpdf-3800.html · PGB 50 Hz SS-PGBC50 (7½, 10, 15 ton; 90,000–180,000 Btu/h): https://issuu.com/n_anari/docs/goodman-50-hz-pgb-commercial-packaged-gas-electric · Goodman / Daikin commercial product specification titles (PCB, CPG, CPC, CPH, DCG, DCC, DCH, DSG, DSC): https://autodocbox.com/amp/96220623-Performance_Vehicles/Pgc-commercial-packaged-gas-electric.html · Goodman service alert SA-013 (Emerson EEM motor speed tap T4), light commercial CPG0600901DXJXB … CPH060XXX1DXJXB: https://www.hvacrecalls.com/emerson-eem-motor-speed-tap-t4/';
const packagedEarlier: NomenclatureRule = {
  id: 'goodman.packaged-earlier',
  family: 'goodman',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'PCD',
  decode(model, brand) {
    const m = PACKAGED_EARLIER.exec(model);
    if (!m) return null;
    const [, series = '', cap = ''] = m;
    const c = gridCapacity(cap);
    if (!c || c.offGrid || c.kbtuh < 24 || c.kbtuh > 240) return null;
    return decoded({
      family: 'goodman',
      brand: reportedBrand(brand, series.startsWith('D') ? 'Daikin' : 'Goodman'),
      type: 'packaged units',
      series,
      model,
      description: PACKAGED_EARLIER_KIND[series[2] === 'B' ? (series[1] ?? '') : (series[2] ?? '')]!,
      fields: capacityFields(c),
      evidence: 'pattern',
      rule: '§1.6 Goodman earlier and commercial packaged units (PGB, CPG, DCG …)',
      source: PACKAGED_EARLIER_SOURCE,
    });
  },
};

// §1.5 2003 air handler key: AR U F 024 - 00 A - 1 (AE = ECM, AR = PSC; AS = energy-efficient motor as in
// the 2010 key; P/U cabinet; F/T expansion; 3-digit kBtu/h; factory heat kW; revision; electrical).
const AH_2003 = /^A([ERS])([PU])([FT])(\d{3})-?(\d{2})([A-Z])-?([1-4])?$/;
const airHandler2003: NomenclatureRule = {
  id: 'goodman.air-handler-2003',
  family: 'goodman',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'A',
  decode(model, brand) {
    const m = AH_2003.exec(model);
    if (!m) return null;
    const [, motor, cabinet, expansion, cap, heatKw] = m as unknown as [string, string, string, string, string, string];
    const c = gridCapacity(cap);
    if (!c || c.kbtuh < 18 || c.kbtuh > 60) return null;
    return decoded({
      family: 'goodman',
      brand: reportedBrand(brand, 'Goodman'),
      type: 'air handlers',
      series: `A${motor}${cabinet}${expansion}`,
      model,
      description: `air handler, ${motor === 'E' ? 'ECM blower' : motor === 'R' ? 'PSC blower' : 'energy-efficient motor'}, ${expansion === 'T' ? 'TXV' : 'flowrater'}${heatKw === '00' ? ', no factory heat' : `, ${Number(heatKw)} kW factory heat`}`,
      fields: capacityFields(c),
      evidence: weakest('src', motor === 'S' ? 'pattern' : 'src'),
      rule: '§1.5 Goodman air handlers, 2003 key',
      source: S.S16,
    });
  },
};

// §1.4 / §1.6 Daikin-badged Goodman furnaces: D + supply + 2-digit AFUE + two staging/motor letters +
// input + airflow digit + width + gas + revision (DM80HE0603BN, DM96VC0804CN, DD96SC0805CU). The
// fields after the letters follow the Goodman key (RT6612023); AFUE and supply as in RS6610004. Airflow digit 2
// (800 CFM) as in the Goodman rule above: the 40,000 Btu/h size of the *MEC96 technical manual (GMEC960402BN; DM96VE0402BN).
const DAIKIN_FURNACE = /^D([MCDR])(80|92|95|96|97)([A-Z]{2})(\d{3})([2345])([ABCD])([NXU]?)([A-Z]{0,2})$/;
const daikinFurnace: NomenclatureRule = {
  id: 'goodman.daikin-furnace',
  family: 'goodman',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'D',
  decode(model, brand) {
    const m = DAIKIN_FURNACE.exec(model);
    if (!m) return null;
    const [, supply, afue, letters, input, airflow, , gas] = m as unknown as [string, string, string, string, string, string, string, string];
    const inputKbtuh = Number(input);
    if (!FURNACE_INPUTS.has(inputKbtuh)) return null;
    return decoded({
      family: 'goodman',
      brand: reportedBrand(brand, 'Daikin'),
      type: 'furnaces',
      series: `D${supply}${afue}${letters}`,
      model,
      description: SUPPLY[supply] ? `gas furnace, ${SUPPLY[supply]}` : 'gas furnace',
      fields: { heating_input_kbtuh: inputKbtuh, afue_percent: Number(afue), cooling_airflow_cfm: Number(airflow) * 400, fuel: gas === 'N' ? 'natural gas' : undefined },
      evidence: 'pattern',
      rule: '§1.6 Daikin-badged Goodman gas furnaces',
      source: `${S.DAIKIN_TITLES}; ${S.S22}`,
    });
  },
};

// §1.6 Daikin SEER2-era splits (2023+): D + X (air conditioner) / H or Z (heat pump) + efficiency digit +
// three platform letters + 2-digit nominal kBtu/h + Goodman electrical digit + revision (DX6VSS3610,
// DH7VSA4810), the shape of Goodman's SEER2 key (§1.2: GSXN402410) with a 2-digit capacity.
// Daikin Fit prints a two-digit SEER class in the same place (DX17VSS181A, DZ17VSA361A).
const DAIKIN_SEER2 = /^D([XHZ])([3-9]|1[3-9])(V[A-Z]{2})(\d{2})([134])(\d?[A-Z]{0,2})$/;
const daikinSeer2: NomenclatureRule = {
  id: 'goodman.daikin-split-seer2',
  family: 'goodman',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'D',
  decode(model, brand) {
    const m = DAIKIN_SEER2.exec(model);
    if (!m) return null;
    const [, t, eff, platform, cap, elec] = m as unknown as [string, string, string, string, string, string];
    const c = gridCapacity(cap);
    if (!c || c.kbtuh < 18 || c.kbtuh > 60) return null;
    const ac = t === 'X';
    return decoded({
      family: 'goodman',
      brand: reportedBrand(brand, 'Daikin'),
      type: ac ? 'air conditioners' : 'heat pumps',
      series: `D${t}${eff}${platform}`,
      model,
      description: ac ? 'split air conditioner (SEER2 era)' : 'split heat pump (SEER2 era)',
      // The efficiency digit and platform letters are printed but their meanings are unconfirmed; refrigerant is not in the model.
      fields: Object.assign({}, capacityFields(c), ELECTRICAL[elec]),
      evidence: 'pattern',
      rule: '§1.6 Daikin-badged Goodman split outdoor, SEER2 era',
      source: `${S.S28}; ${S.S15}`,
    });
  },
};

// §1.6 Daikin DFV… air handlers: series + 2-digit nominal kBtu/h + width letter (B/C/D as in the AVPTC
// key) + P + 4 digits (DFVE36CP1300).
const DAIKIN_AH = /^D(FV[A-Z])(\d{2})([BCD])P(\d{4})([A-Z]{0,2})$/;
const daikinAirHandler: NomenclatureRule = {
  id: 'goodman.daikin-air-handler',
  family: 'goodman',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'D',
  decode(model, brand) {
    const m = DAIKIN_AH.exec(model);
    if (!m) return null;
    const series = `D${m[1]!}`;
    const c = gridCapacity(m[2]!);
    if (!c || c.kbtuh < 18 || c.kbtuh > 60) return null;
    return decoded({
      family: 'goodman',
      brand: reportedBrand(brand, 'Daikin'),
      type: 'air handlers',
      series,
      model,
      description: 'air handler',
      fields: capacityFields(c),
      evidence: 'pattern',
      rule: '§1.6 Daikin-badged Goodman air handlers',
      source: `${S.S26}; ${S.S28}`,
    });
  },
};

// §1.5 modular blowers MBR (PSC) / MBE (ECM) / MBVC (variable speed, communicating) + nominal airflow
// in CFM (MBR1200AA-1, MBVC1600AA-1); used with CAPF/CHPF coils (SS-GMBR).
// The later MBVC prints the airflow with a last digit 1 and no letter pair (MBVC1201-1A, MBVC1601-1A, MBVC2001-1A in the
// AHRI / ENERGY STAR air-handler rows): the same 1200 / 1600 / 2000 CFM classes.
const MODULAR_BLOWER = /^MB(R|E|VC)(0800|1200|1600|2000|(?<=VC)(?:12|16|20)01(?=-))([A-Z]{2})?(?:-?(\d)[A-Z]?)?$/;
const modularBlower: NomenclatureRule = {
  id: 'goodman.modular-blower',
  family: 'goodman',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'M',
  decode(model, brand) {
    const m = MODULAR_BLOWER.exec(model);
    if (!m) return null;
    const [, motor, code] = m as unknown as [string, string, string];
    const cfm = code.endsWith('01') ? code.slice(0, 2) + '00' : code;
    return decoded({
      family: 'goodman',
      brand: reportedBrand(brand, 'Goodman'),
      type: 'air handlers',
      series: `MB${motor}`,
      model,
      description: `modular blower (air handler without coil), ${motor === 'R' ? 'PSC motor' : motor === 'E' ? 'ECM motor' : 'variable-speed, communicating'}`,
      fields: { cooling_airflow_cfm: Number(cfm) },
      evidence: 'pattern',
      rule: '§1.5 Goodman modular blowers',
      source: S.MBR,
    });
  },
};

// §1.4 furnaces before the 2006 key: series + 3-digit input + "-" + blower size digit (GMP075-3,
// GMPN100-4, GMNT080-3). GMNT is the condensing line (I0-213D); the blower digit's CFM is not stated: absent.
// Owners also stop after the input (GMP075): the same reading, only with a brand (this rule is never brandless).
// The other series the same service instructions (RS6610003) title as Central Furnaces — GMPV, GMT, GMTH, GPD (80 %) and
// GMNTE, GMNV, GSU (90 %) — are read in the same shape as furnaces, type and AFUE class only: the input is not read for
// them (their rows of the model list were not in reach), the three digits must still be one of the key's input codes.
const OLD_FURNACE = /^(GMPN|GMPE|GMPH|GMPV|GMP|GMNTE|GMNT|GMNV|GMTH|GMT|GDT|GPD|GSU)(\d{3})(?:-?([2-6])([A-Z]{0,2}))?$/;
const OLD_FURNACE_INPUTS = new Set([40, 45, 50, 60, 70, 75, 80, 90, 100, 115, 120, 125, 140, 150]);
/** Series the RS6610003 title names whose input field is not read (type only). */
const OLD_FURNACE_TITLE_ONLY = new Set(['GMPV', 'GMT', 'GMTH', 'GPD', 'GMNTE', 'GMNV', 'GSU']);
/** The RS6610003 title's 90 % group (condensing); every other series of this rule is in its 80 % group. */
const OLD_FURNACE_NINETY = new Set(['GMNT', 'GMNTE', 'GMNV', 'GMPN', 'GSU']);
const oldFurnace: NomenclatureRule = {
  id: 'goodman.gas-furnace-pre-2006',
  family: 'goodman',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'G',
  decode(model, brand) {
    const m = OLD_FURNACE.exec(model);
    if (!m) return null;
    const [, series, input] = m as unknown as [string, string, string];
    const inputKbtuh = Number(input);
    if (!OLD_FURNACE_INPUTS.has(inputKbtuh)) return null;
    const titleOnly = OLD_FURNACE_TITLE_ONLY.has(series);
    return decoded({
      family: 'goodman',
      brand: reportedBrand(brand, 'Goodman'),
      type: 'furnaces',
      series,
      model,
      description: OLD_FURNACE_NINETY.has(series) ? 'condensing gas furnace (before 2006, 90 % class)' : 'gas furnace (before 2006, 80 % class)',
      fields: titleOnly ? {} : { heating_input_kbtuh: inputKbtuh },
      evidence: 'pattern',
      rule: '§1.4 Goodman gas furnaces before the 2006 key',
      source: titleOnly ? S.RS6610003 : S.OLD_FURNACES,
    });
  },
};

/** RULES.md §1 decoders, tried in this order. */
export const GOODMAN_RULES: readonly NomenclatureRule[] = [
  split,
  seer2,
  old,
  furnace,
  oldFurnace,
  airHandler,
  airHandler2003,
  coil,
  daikin,
  daikinSeer2,
  daikinFurnace,
  daikinAirHandler,
  modularBlower,
  packaged,
  packagedEarlier,
];
