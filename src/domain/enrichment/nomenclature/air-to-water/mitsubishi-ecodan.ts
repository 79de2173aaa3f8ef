// Mitsubishi Electric Ecodan air-to-water heat pumps (not in RULES.md §9.1, which reads the air-to-air lines).
// Outdoor units: PUHZ-W / HW (packaged monobloc), PUHZ-SW / SHW (split, SHW = Zubadan), PUZ-WM / HWM (R32
// monobloc), PUZ-SWM / SHWM (R32 split), SUHZ-SW + class (kW×10) + V (1-phase) / Y (3-phase) + letters
// (PUHZ-W85VHA2, PUHZ-SHW140YHA). Indoor: E + H heating only / R reversible + S split / P packaged + T cylinder
// unit / C, D, E hydrobox / X packaged hydrobox + tank (17/20/30 = hundreds of litres, cylinders only) + letter
// + -VM / -YM heater code (EHST20C-VM6HB, EHPT20X-VM2HB, ERSC-VM2C).
import type { NomenclatureRule } from '../types';
import { coolingFromKw10, decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Mitsubishi Electric'] as const;

const SOURCE =
  'Mitsubishi Electric cylinder unit service manual OCH531 (EHST20C-VM6HB … EHPT20X-YM9B; outdoor PUHZ-W50/85VHA, PUHZ-HW112/140YHA, PUHZ-HW140VHA): https://manualmachine.com/mitsubishi/ehst20cvm6sb/24061721-service-manual; Ecodan hydrobox service manual OCH532A (EHSC / ERSC split model): https://manualshive.com/en/manual/mitsubishi-electric/ecodan-ehsc-tm9b/239500?page=12; PUHZ-SHW140YHA / SHW230YKA data-book title';

const OUTDOOR = /^(PUHZ|PUZ|SUHZ)-?(W|HW|SW|SHW|WM|HWM|SWM|SHWM)(\d{2,3})([VY])[A-Z]{1,3}\d?[A-Z0-9().-]*$/;
const INDOOR = /^E([HR])([SP])([TCDEFX])(\d{2}[A-Z])?-?([VYT])M\d{0,2}[A-Z0-9().-]*$/;
const CLASSES = new Set([40, 45, 50, 60, 75, 80, 85, 100, 112, 120, 140, 160, 230]);
const PACKAGED = new Set(['W', 'HW', 'WM', 'HWM']);

export const mitsubishiEcodan: NomenclatureRule = {
  id: 'mitsubishi.ecodan',
  family: 'mitsubishi',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'PSE',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 === 69) {
      // E
      const m = INDOOR.exec(model);
      if (!m) return null;
      const [, mode = '', sys = '', kind = '', tank = ''] = m;
      const cylinder = kind === 'T';
      if (cylinder !== (tank !== '')) return null;
      const what = `${sys === 'S' ? 'split' : 'packaged'}-system ${cylinder ? 'cylinder unit' : 'hydrobox'}, ${mode === 'H' ? 'heating only' : 'heating and cooling'}`;
      return decodeOf('mitsubishi', pickBrand(BRANDS, brand), model, {
        type: 'heat pumps',
        series: `E${mode}${sys}${kind}`,
        fields: {},
        description: `Ecodan indoor unit: ${what}`,
        evidence: 'pattern',
        rule: 'Mitsubishi Electric Ecodan indoor unit (not in RULES.md): E · H/R · S/P · T/C/D/E/X · tank · heater',
        source: SOURCE,
      });
    }
    if (c0 !== 80 && c0 !== 83) return null;
    const m = OUTDOOR.exec(model);
    if (!m) return null;
    const [, prefix = '', line = '', code = ''] = m;
    const kw10 = Number(code);
    if (!CLASSES.has(kw10)) return null;
    const packaged = PACKAGED.has(line);
    return decodeOf('mitsubishi', pickBrand(BRANDS, brand), model, {
      type: 'heat pumps',
      series: `${prefix}-${line}`,
      // Packaged units are sold by their class (W85 = 8.5 kW); split classes name the pairing, not a rating.
      fields: packaged ? { heating_capacity_kw: kw10 / 10 } : {},
      description: packaged ? 'Ecodan packaged (monobloc) air-to-water heat pump' : 'Ecodan split air-to-water outdoor unit',
      evidence: 'pattern',
      rule: 'Mitsubishi Electric Ecodan outdoor unit (not in RULES.md): PUHZ/PUZ/SUHZ · W/HW/SW/SHW/WM… · class kW×10 · V/Y',
      source: SOURCE,
    });
  },
};

// Mr. Slim "Power Inverter" export outdoor units PUHZ-RP / ZRP / HRP / P + kW×10 cooling class + V/Y (PUHZ-ZRP71VKA,
// PUHZ-RP100VKA, PUHZ-P200YKA). The installation manual titles them outdoor units of split air-conditioners and the
// service manuals "split-type, heat pump air conditioners"; they serve ducted, cassette and ceiling indoor units and,
// through an interface, hydronic ones. Unlike the North-American PUZ (filed by the catalog's NRCan rows as
// mini-split heat pumps), no catalog row files a PUHZ, so it is typed by what it is: a split heat pump outdoor unit.
const PUHZ_SOURCE =
  'Mitsubishi Electric Air-Conditioners PUHZ-ZRP•KA / PUHZ-P•KA Series installation manual (BH79D409H08): https://pdfslide.us/documents/air-conditioners-puhz-zrpaka-series-puhz-paka-series-a-when-installing.html; OCH531 reference list (PUHZ-RP35/50/60/71VHA4, PUHZ-HRP71/100VHA)';
const PUHZ = /^PUHZ-?(ZRP|HRP|RP|P)(\d{2,3})([VY])[A-Z]{1,3}\d?[A-Z0-9().-]*$/;
const PUHZ_KW10 = new Set([35, 50, 60, 71, 100, 125, 140, 200, 250]);

export const mitsubishiPuhz: NomenclatureRule = {
  id: 'mitsubishi.puhz',
  family: 'mitsubishi',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'P',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 80) return null;
    const m = PUHZ.exec(model);
    if (!m) return null;
    const [, range = '', code = ''] = m;
    const kw10 = Number(code);
    if (!PUHZ_KW10.has(kw10)) return null;
    return decodeOf('mitsubishi', pickBrand(BRANDS, brand), model, {
      type: 'heat pumps',
      series: `PUHZ-${range}`,
      fields: coolingFromKw10(kw10),
      description: 'Power Inverter split heat pump outdoor unit',
      evidence: 'pattern',
      rule: 'Mitsubishi Electric PUHZ export outdoor unit (§9.1 export ranges: kW×10 cooling class)',
      source: PUHZ_SOURCE,
    });
  },
};

export const ECODAN_RULES: readonly NomenclatureRule[] = [mitsubishiEcodan, mitsubishiPuhz];
