import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Lines of the owners'-forum and gateway gap scan (issue 18), read by europe-line-names.ts and europe.ts. Expected values
// from the makers' documents cited there: Ferroli DOMICOMPACT C24 - F24 / FERELLAZIP C24 - F24 (354M0370) and DOMINA F 24 E
// (3542948/3); Ariston "Training manual ALTEAS & GENUS ONE"; Protherm Panther 24 KTV / 24 KOV / 28 KTV, Panther 24 (12) KTO /
// KOO, Lev 24 KKV / 28 KKV / 28 KKO, Lev 30 KKZ, "Medvěd" 20–60 KLO / PLO, 20–40 KLZ, 80 KLO (80 KLR); Vokèra Linea 24 / 28 /
// Plus; Italtherm TIME MAX 27 K / 35 K and TIME POWER 50 K SP … 115 K; Bulex Thema CONDENS F AS 80 (0020151747_05); Wolf CHA-07 / CHA-10 / 400 V (3066072) and CHA-20/24 (4802084).
describe('European heating lines of the owners’-forum and gateway gap scan', () => {
  it('reads the boiler lines with their size and letters as boilers, type only', () => {
    for (const [model, brand] of [
      ['DOMIcompact C 24', 'Ferroli'],
      ['Domicompact F24', 'Ferroli'],
      ['Ferellazip C24', 'Ferroli'],
      ['Domina F 24 E', 'Ferroli'],
      ['Genus One 24', 'Ariston'],
      ['Alteas One 30', 'Ariston'],
      ['Genus One System 24', 'Ariston'],
      ['Panther 24 KTV', 'Protherm'],
      ['Panther 28 KOV', 'Protherm'],
      ['Panther 24 (12) KTO', 'Protherm'],
      ['Lev 24 KKV', 'Protherm'],
      ['Lev 28 KKO', 'Protherm'],
      ['Lev 30 KKZ', 'Protherm'],
      ['Medvěd 40 KLZ', 'Protherm'],
      ['Medved 20 PLO', 'Protherm'],
      ['60 KLO', 'Protherm'],
      ['80 KLR', 'Protherm'],
      ['Linea 24', 'Vokera'],
      ['Linea 28', 'Vokera'],
      ['TimeMax 35K', 'Italtherm'],
      ['Time Power 115K', 'Italtherm'],
    ] as const) {
      const d = decodeModelNumber(model, brand);
      expect(d, `${brand} ${model}`).toMatchObject({ type: 'boilers', brand, fields: {} });
      expect(d?.seriesName, `${brand} ${model}`).toBeUndefined();
    }
    expect(decodeModelNumber('60 KLO', 'Protherm')?.series).toBe('Medvěd');
  });

  it('reads Bulex Thema CONDENS as a condensing boiler, the name alone as a series name', () => {
    expect(decodeModelNumber('Thema Condens F AS 80', 'Bulex')).toMatchObject({ type: 'boilers', fields: { efficiency_tier: 'condensing' } });
    expect(decodeModelNumber('Thema CONDENS', 'Bulex')).toMatchObject({ type: 'boilers', seriesOnly: true, seriesName: true });
  });

  it('reads a line written without its size as a series name', () => {
    for (const [model, brand] of [
      ['Domicompact', 'Ferroli'],
      ['Genus One', 'Ariston'],
      ['Alteas One', 'Ariston'],
      ['Panther', 'Protherm'],
      ['Medvěd', 'Protherm'],
      ['Linea', 'Vokera'],
      ['Linea Plus', 'Vokera'],
    ] as const) {
      expect(decodeModelNumber(model, brand), `${brand} ${model}`).toMatchObject({ type: 'boilers', seriesOnly: true, seriesName: true });
    }
  });

  it('reads the Wolf CHA heat pumps written without the hyphen or with a one-digit size, without a capacity', () => {
    for (const model of ['CHA07', 'CHA 7', 'CHA10', 'CHA 20/24', 'CHA-Monoblock 07']) {
      const d = decodeModelNumber(model, 'Wolf');
      expect(d, model).toMatchObject({ type: 'heat pumps', family: 'wolf', fields: {} });
    }
    // The hyphenated form stays wolf.boilers' (series - size).
    expect(decodeModelNumber('CHA-07/400V', 'Wolf')?.type).toBe('heat pumps');
  });

  it('decodes no near miss: other letters, sizes the documents do not print, another brand', () => {
    for (const [model, brand] of [
      ['Domicompact X 24', 'Ferroli'],
      ['Alteas 24', 'Ariston'],
      ['Genus 24', 'Ariston'],
      ['Panther 24 KXV', 'Protherm'],
      ['90 KLO', 'Protherm'],
      ['Linea 35', 'Vokera'],
      ['Thema Condens F AS 8', 'Bulex'],
      ['CHA08', 'Wolf'],
      ['Lev 24 KKV', 'Vaillant'],
      ['Domicompact C 24', 'Baxi'],
      ['Time Mix 27K', 'Italtherm'],
    ] as const) {
      expect(decodeModelNumber(model, brand), `${brand} ${model}`).toBeNull();
    }
  });
});
