// Samsung DVM (VRF) indoor units (issue 18): AM · class · generation letter · N (indoor) · P (PAC) / C (ceiling) / Z
// (vertical air handling unit) · D · CH / KH · market code, as the Samsung installation guide and DVM technical data books
// title them. Typed as ductless/vrf.ts types VRF indoor units: the vertical AHU (Z) as air handlers, the PAC and
// ceiling units as mini-splits. Type only (the titles tie no class to a rating). Brand required. README-extra.md.
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Samsung installation manual DB68-04905A "AM@@@HNPDCH Air Conditioner" (AM096HNPDCH/AZ, AM048HNPDCH/AZ; installing an indoor unit): https://manuzoid.com/manuals/PvMW9-Samsung%20AM096HNPDCH%20AZ%20Installation%20guide · Samsung VRF technical data books "DVM Indoor Unit PAC for Global Model: AM140JNPDKH/TK AM280JNPDKH/TK", "Ceiling for America Model: AM***FNCDCH***", "DVM IDU_Vertical AHU for NA Model: AM***JNZDCH/AA" (titles listed at https://autodocbox.com/amp/113408185-Auto_Parts/Single-technical-data-book-pac-for-europe-r410a-50hz-hp-model-ac-knpdeh-eu-ac-kxad-h-eu.html)';
const DVM_INDOOR = /^AM(\d{3})([A-Z])N([PCZ])D(CH|KH)(?:\/[A-Z]{2})?$/;
const KIND: Readonly<Record<string, string>> = { P: 'DVM (VRF) PAC indoor unit', C: 'DVM (VRF) ceiling indoor unit', Z: 'DVM (VRF) vertical air handling unit' };

const samsungDvmIndoor: NomenclatureRule = {
  id: 'samsung.dvm-indoor-pac-ceiling-ahu',
  family: 'samsung',
  brands: ['Samsung'],
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 77 /* M */) return null;
    const m = DVM_INDOOR.exec(model);
    if (m === null) return null;
    const unit = m[3] ?? '';
    return decoded({
      family: 'samsung',
      brand: reportedBrand(brand, 'Samsung'),
      type: unit === 'Z' ? 'air handlers' : 'mini-splits',
      series: `AM-N${unit}D`,
      model,
      description: KIND[unit] ?? 'DVM indoor unit',
      fields: {},
      evidence: 'src',
      rule: 'Samsung DVM indoor unit: AM · class · generation · N · P (PAC) / C (ceiling) / Z (vertical AHU) · D · CH / KH; type only',
      source: SOURCE,
    });
  },
};

export const SAMSUNG_DVM_INDOOR_RULES: readonly NomenclatureRule[] = [samsungDvmIndoor];

// Samsung DVM (VRF) outdoor units: AM · class · generation letter · X (outdoor, as the CAC documents use X for the outdoor
// unit: ductless/samsung-europe-cac.ts) · M / V series letter · letters · market code, as Samsung's service manuals title
// them: "AIR CONDITIONER OUTDOOR UNIT AM036NXMDCR AM048NXMDCR AM053NXMDCR AM060NXMDCR" and the DVM S service manual
// AM080FXVAGH. Type only (class not tied to a rating in reach). Brand required.
const OUTDOOR_SOURCE =
  'Samsung service manual "AIR CONDITIONER OUTDOOR UNIT AM036NXMDCR AM048NXMDCR AM053NXMDCR AM060NXMDCR" (title listed at https://homedocbox.com/amp/76762874-Appliances/Air-conditioner-model-1-precautions-2-product-specifications-3-disassembly-and-reassembly-4-troubleshooting-5.html) · Samsung DVM S service manual AM080FXVAGH (outdoor unit test operation chapter): https://manualshive.com/en/manual/samsung/dvm-s-am080fxvagh/346689?page=267';
const DVM_OUTDOOR = /^AM(\d{3})([A-Z])X([MV])([A-Z]{2,3})(?:\/[A-Z]{2})?$/;

const samsungDvmOutdoor: NomenclatureRule = {
  id: 'samsung.dvm-outdoor',
  family: 'samsung',
  brands: ['Samsung'],
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 77 /* M */) return null;
    const m = DVM_OUTDOOR.exec(model);
    if (m === null) return null;
    const cls = Number(m[1]);
    if (cls < 20 || cls > 960) return null;
    return decoded({
      family: 'samsung',
      brand: reportedBrand(brand, 'Samsung'),
      type: 'mini-splits',
      series: `AM-X${m[3] ?? ''}`,
      model,
      description: 'DVM (VRF) outdoor unit',
      fields: {},
      evidence: 'pattern',
      rule: 'Samsung DVM outdoor unit: AM · class · generation · X · M / V · letters, as the service manuals title them; type only',
      source: OUTDOOR_SOURCE,
    });
  },
};

export const SAMSUNG_DVM_OUTDOOR_RULES: readonly NomenclatureRule[] = [samsungDvmOutdoor];
