// Goodman / Amana / Janitrol air handlers of the 2004–2012 key (issue 18, legacy lines): ACNF, AWUF, ADPF, ARPF,
// ARUF, AEPF, ASPF, ATUF as their nameplates print them ("AEPF303616", "ARUF364216AA", "AWUF321016").
// Goodman Technical Manual RT6121000 ("ACNF, AWUF, ADPF, ARPF, ARUF, AEPF, ASPF, ATUF Air Handlers", Rev. 3 Nov 2007
// and r18 Jan 2012), Product Identification: A (air handler) · application C ceiling mount PSC / D downflow PSC /
// E multi-position variable speed / S energy-efficient motor / R multi-position PSC / T coated coils / W wall mount PSC
// · cabinet finish U unpainted / P painted / N uncased · expansion device F flowrator / T TXV · nominal capacity range
// (4 digits) · electrical 1 = 208-230V/1ph/60Hz · refrigerant charge: no digit = R-22 only, 6 = R-410A or R-22 ·
// major and minor revision letters.
// Capacity range codes: dedicated 3636 = 3 tons; multi-position and downflow 3137 = 3 tons, 3642 = 3–3½ tons,
// 1830 and 1729 = ranges; ceiling and wall mount: nominal cooling capacity / electric heat kW (1803 = 1½ tons / 3 kW,
// 1805 = 1½ tons / 5 kW, 2405 = 2 tons / 5 kW, 3608 = 3 tons / 8 kW, 3105 = 1.5–2.5 tons / 5 kW, 3210 = 2–2.5 tons /
// 10 kW). A capacity only where the key states one ton value; a range code reports none.
// The 2010+ key (goodman/goodman.ts, goodman.air-handler) reads the forms without the refrigerant digit and with a
// range code; this rule adds the refrigerant digit 6, the T (coated coil) application and the wall / ceiling codes.
import { capacityFields, decoded, gridCapacity, reportedBrand } from '../common';
import type { DecodedFields, NomenclatureRule } from '../types';

const BRANDS = ['Goodman', 'Amana', 'Janitrol'] as const;

const SOURCE =
  'Goodman Technical Manual RT6121000 "ACNF, AWUF, ADPF, ARPF, ARUF, AEPF, ASPF, ATUF Air Handlers", Product Identification (Rev. 3 Nov 2007: http://manualzilla.com/doc/6002690/technical-information-manual · r18 Jan 2012: http://manualzilla.com/doc/6008879/goodman-technical-manual)';

const KEY_2004 = /^A([CDERSTW])([PUN])([FT])(\d{2})(\d{2})1(6?)([A-Z]{0,2})$/;

const APPLICATION: Record<string, string> = {
  C: 'ceiling mount, PSC motor',
  D: 'downflow, PSC motor',
  E: 'multi-position, variable-speed motor',
  R: 'multi-position, PSC motor',
  S: 'energy-efficient motor',
  T: 'coated coils',
  W: 'wall mount, PSC motor',
};

// Range codes the key states as one nominal capacity ("3137: 3 Tons"); equal halves (3636) are one capacity too.
const STATED_ONE_CAPACITY: Record<string, number> = { '3137': 36 };

export const goodmanAirHandler2004Key: NomenclatureRule = {
  id: 'goodman.air-handler-2004-key',
  family: 'goodman',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'A',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 65 /* A */) return null;
    const m = KEY_2004.exec(model);
    if (m === null) return null;
    const app = m[1] ?? '';
    const cabinet = m[2] ?? '';
    const expansion = m[3] ?? '';
    const first = m[4] ?? '';
    const second = m[5] ?? '';
    const dual = m[6] === '6';
    // Without a brand only the full printed form (electrical and refrigerant digits "16") is specific enough.
    if (brand === '' && !dual) return null;
    let capacity: DecodedFields = {};
    let sizeText: string;
    const lo = Number(first);
    const hi = Number(second);
    if ((app === 'C' || app === 'W') && hi >= 3 && hi <= 15) {
      // Ceiling / wall mount: nominal cooling capacity (or a range code) and the electric heat kW.
      const c = gridCapacity(first);
      if (c !== null && c.kbtuh >= 18 && c.kbtuh <= 36) capacity = capacityFields(c);
      else if (lo < 18 || lo > 37) return null;
      sizeText = `, ${hi} kW electric heat`;
    } else {
      // A range of two kBtu/h values (1830 = 18–30); one capacity only where the key states one.
      if (lo < 12 || hi > 61 || lo > hi) return null;
      const stated = lo === hi ? lo : STATED_ONE_CAPACITY[`${first}${second}`];
      if (stated !== undefined) {
        const c = gridCapacity(String(stated));
        if (c === null) return null;
        capacity = capacityFields(c);
      }
      sizeText = lo === hi ? '' : `, for ${first}–${second} kBtu/h outdoor units`;
    }
    return decoded({
      family: 'goodman',
      brand: reportedBrand(brand, 'Goodman'),
      type: 'air handlers',
      series: `A${app}${cabinet}${expansion}`,
      model,
      description: `air handler, ${APPLICATION[app]!}${expansion === 'T' ? ', TXV' : ', flowrator'}${sizeText}${dual ? ', R-410A or R-22 charge' : ''}`,
      fields: Object.assign({}, capacity, { refrigerant: dual ? undefined : 'R-22', voltage_v: 230, phase: 1 as const }),
      evidence: 'src',
      rule: 'Goodman air handlers, 2004–2012 key (RT6121000: ACNF, AWUF, ADPF, ARPF, ARUF, AEPF, ASPF, ATUF)',
      source: SOURCE,
    });
  },
};

export const GOODMAN_AIR_HANDLER_2004_RULES: readonly NomenclatureRule[] = [goodmanAirHandler2004Key];
