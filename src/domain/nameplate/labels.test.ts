import { describe, expect, it } from 'vitest';
import { isAmbiguousLabelWord, isDistractorLabel, isDistractorValue, isGluedRating, isLabelNumberWord, labelAt } from './labels';

describe('labelAt', () => {
  it.each(['MODEL', 'MODEL NO.', 'MODEL NO:', 'MOD. NO.', 'M/N', 'M/N:', 'M0DEL', 'MODE1 NO', 'MODEL NUMBER', 'MODELO/MODEL', 'MDL #'])('reads %s as a model label', (t) => {
    expect(labelAt(t, 'model')).toBeGreaterThan(0);
  });
  it.each(['SERIAL', 'SERIAL NO.', 'SER. NO.', 'S/N', 'SN:', 'SN', 'SN 2205123456', '5ERIAL', 'SERlAL NO', 'SERIAL NUMBER', 'NO. DE SERIE'])('reads %s as a serial label', (t) => {
    expect(labelAt(t, 'serial')).toBeGreaterThan(0);
  });
  it.each(['MODELS', 'MODERN', 'SERVICE', 'SNOW', 'SN4471', 'VOLTS'])('does not read the word %s as a label', (t) => {
    expect(labelAt(t, 'model') + labelAt(t, 'serial')).toBe(0);
  });
  it('stops the label before a value that starts with N', () => {
    expect('MODEL NORDYNE'.slice(labelAt('MODEL NORDYNE', 'model'))).toBe('NORDYNE');
  });
});

describe('isDistractorValue', () => {
  it.each(['208/230', '115V', '60HZ', '1PH', 'R-410A', 'R22', '24.5', '650PSIG', '7LBS'])('drops %s', (t) => expect(isDistractorValue(t)).toBe(true));
  it.each(['25VNA424A003', '2205123456', 'GSX140361'])('keeps %s', (t) => expect(isDistractorValue(t)).toBe(false));
});

describe('labelAt, bold small-print misreadings', () => {
  it.each(['mopeL', 'MOPELO', 'mop.No.', 'MOB.', 'mooeL', 'MooeLo', 'wooeL'])('reads %s as a model label', (t) => expect(labelAt(t, 'model')).toBeGreaterThan(0));
  it.each(['SIN', 'SIN:', 'seraL', 'seria:', 'SERIA#'])('reads %s as a serial label', (t) => expect(labelAt(t, 'serial')).toBeGreaterThan(0));
  it.each(['MIN.', 'SINGLE', 'MOBILE', 'MOOD', 'WOODEN', 'SERIAS', 'SERA'])('does not read %s as a label', (t) => expect(labelAt(t, 'model') + labelAt(t, 'serial')).toBe(0));
});

describe('labelAt, the O of NO read twice', () => {
  // A round glyph doubled by the OCR ("SERIAL NO." read as one word "SERIALNO0."): still the label, whole.
  it.each(['SERIALNO0.', 'SERIALNOO:', 'MODELN0O.'])('reads all of %s as a label', (t) => expect(labelAt(t, 'model') + labelAt(t, 'serial')).toBe(t.length));
  // Not where a value follows glued: the doubled O must stand before a separator or the end.
  it.each([['SERIALNO0123456', 'SERIAL'.length]])('keeps the value of %s', (t, n) => expect(labelAt(t, 'serial')).toBeLessThanOrEqual(n));
});

describe('labelAt, the slash of M/N: and S/N: read as a letter', () => {
  // OCR of small-print "M/N:" / "S/N:" labels glued to their values (eval plates: "mnN:LAU180HYV3", "smn:281)04366131101").
  it.each([['mnN:LAU180HYV3', 'LAU180HYV3'], ['MMN: BP0361VT0SH38JB', 'BP0361VT0SH38JB']])('reads the model label of %s', (t, rest) => {
    expect(t.slice(labelAt(t, 'model')).trim()).toBe(rest);
  });
  it.each([['smn:281J04366131101', '281J04366131101'], ['SNN# 2205123456', '2205123456'], ['s/m:3909P82184', '3909P82184']])('reads the serial label of %s', (t, rest) => {
    expect(t.slice(labelAt(t, 'serial')).trim()).toBe(rest);
  });
  it.each(['MNN', 'SMNA', 'MAN:', 'SUN:', 'MMN1234', 'S/M'])('does not read %s as a label', (t) => expect(labelAt(t, 'model') + labelAt(t, 'serial')).toBe(0));
});

describe('isGluedRating', () => {
  it.each(['FANMOTORFLA26', 'RLA26.9', 'LRA86', 'PHASE1', 'MCA:23', 'INPUT100000'])('reads %s as a rating glued to its label', (t) => expect(isGluedRating(t)).toBe(true));
  it.each(['FG7TC060MUBV', 'HP29B36', '25VNA424A003', 'GAS', '208/230', 'AMP200667397', 'DATE1234567890'])('does not read %s as one', (t) => expect(isGluedRating(t)).toBe(false));
});

describe('isDistractorLabel', () => {
  it.each(['VOLTS', 'RLA', 'FUSE/BREAKER', 'MOP:', 'RLA26.9', 'DESIGN PRESSURE', 'PN', 'P/N'])('reads %s as a distractor label', (t) => expect(isDistractorLabel(t)).toBe(true));
  it.each(['mopoeLs', 'AMPLE', 'DATED', 'PN4000'])('does not read the word %s as one', (t) => expect(isDistractorLabel(t)).toBe(false));
});

describe('labelAt, Canadian bilingual labels (English and French, as CSA-certified plates print them)', () => {
  it.each(['MODÈLE', 'MODELE', 'MODÈLE / MODEL', 'MODEL/MODÈLE', 'MODEL NO. / N° DE MODÈLE', 'N° DE MODÈLE / MODEL NO.', 'NO DE MODELE', 'MODELE:'])('reads %s as a model label', (t) => {
    expect(labelAt(t, 'model')).toBe(t.length);
  });
  it.each(['N° DE SÉRIE', 'N° DE SERIE', 'No de série', 'NUMÉRO DE SÉRIE', 'SÉRIE', 'SERIE', 'N/S', 'SERIAL NO. / N° DE SÉRIE', 'SERIAL NO./NO DE SERIE'])('reads %s as a serial label', (t) => {
    expect(labelAt(t, 'serial')).toBe(t.length);
  });
  it.each(['SERIES', 'N/SA', 'MODELES'])('does not read the word %s as a label', (t) => {
    expect(labelAt(t, 'model') + labelAt(t, 'serial')).toBe(0);
  });
});

describe('isLabelNumberWord', () => {
  it.each(['NUMBER', 'No.', 'N0.', 'NUM.', 'NBR', '#:', '#'])('reads %s alone as a label number word', (t) => {
    expect(isLabelNumberWord(t)).toBe(true);
  });
  it.each(['NUMBERS', 'NO1234', 'N0RTH', 'NB12'])('does not read %s as one', (t) => {
    expect(isLabelNumberWord(t)).toBe(false);
  });

  it('marks MOD / MOB / MOP glued to a digit as a label that may be a model number too, and nothing else', () => {
    for (const t of ['MOB3012HFN1BT0W', 'MOD3024HFN1MT0W', 'M0D3018']) expect(isAmbiguousLabelWord(t), t).toBe(true);
    for (const t of ['MOD.3018', 'MODEL3018', 'MOBILE', 'MOD', 'GSX140361']) expect(isAmbiguousLabelWord(t), t).toBe(false);
  });
});
