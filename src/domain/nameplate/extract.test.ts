import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../enrichment/catalog/catalog-index';
import { searchModels } from '../enrichment/model-search';
import { FIXTURE_MODELS } from '../enrichment/testing/catalog-fixtures';
import { extractNameplateFields } from './extract';
import type { CatalogModel } from '../enrichment/types';
import type { CatalogLookup, OcrLine, OcrPage } from './types';

const index = buildCatalogIndex(FIXTURE_MODELS);
const catalog: CatalogLookup = async (model, brand) =>
  searchModels(index, model, brand).map((h) => ({ pattern: h.model.model, brand: h.model.brand, score: h.confidence_score }));

/** A page from rows of words: each row at y = 40 px per row, words 12 px per character, 20 px apart. */
function page(rows: string[][], rowHeightPx = 40): OcrPage {
  const lines: OcrLine[] = rows.map((words, r) => {
    let x = 20;
    return {
      words: words.map((text) => {
        const bbox = { x0: x, y0: 20 + r * rowHeightPx, x1: x + 12 * text.length, y1: 20 + r * rowHeightPx + 24 };
        x = bbox.x1 + 20;
        return { text, confidence: 90, bbox };
      }),
    };
  });
  return { lines, widthPx: 800, heightPx: 40 * rows.length + 40 };
}

const TODAY = '2026-11-26';

describe('extractNameplateFields', () => {
  it('reads labelled model and serial among electrical and refrigerant distractors, repairing OCR confusions', async () => {
    const p = page([
      ['CARRIER'],
      ['MODEL', 'NO.', '25VNA4Z4A1O305'],
      ['SERIAL', 'NO.', '52Z0E12345'],
      ['VOLTS', '208/230', 'PH', '1', 'HZ', '60'],
      ['REFRIGERANT', 'R-410A', 'FACTORY', 'CHARGE', '7', 'LB', '4', 'OZ'],
      ['DESIGN', 'PRESSURE', 'HIGH', '650', 'PSIG', 'LOW', '250', 'PSIG'],
      ['P/N', '3401AB7712'],
    ]);
    const f = await extractNameplateFields(p, { catalog, today: TODAY });
    // 25VNA424A*030* (ccashp.tsv) fixes chars 6 (Z→2) and 11 (O→0).
    expect(f.model?.value).toBe('25VNA424A10305');
    expect(f.model?.read_as).toBe('25VNA4Z4A1O305');
    // RULES.md §1: Carrier WWYY + plant letter + 5 digits; "5220…" = week 52 of 2020 [src].
    expect(f.serial?.value).toBe('5220E12345');
    expect(f.brand?.value).toBe('Carrier');
    expect(f.model?.bbox).toEqual({ x0: 20 + 12 * 5 + 20 + 12 * 3 + 20, y0: 60, x1: 20 + 12 * 5 + 20 + 12 * 3 + 20 + 12 * 14, y1: 84 });
  });

  it('takes the value from the next line when the label stands alone, and garbled labels (M0DEL, 5ERIAL)', async () => {
    const p = page([['G00DMAN'], ['M0DEL', 'NUMBER'], ['GSX140361'], ['5ERIAL', 'N0.'], ['22O5123456'], ['RLA', '14.1', 'LRA', '77']]);
    const f = await extractNameplateFields(p, { catalog, today: TODAY });
    expect(f.model?.value).toBe('GSX140361');
    // RULES.md §4: Goodman YYMM + 6 digits; "2205…" = May 2022 [src]. The O is a misread 0.
    expect(f.serial?.value).toBe('2205123456');
    expect(f.brand?.value).toBe('Goodman');
  });

  it('reads M/N and S/N with the value glued to the label, and takes the brand from the catalog when none is printed', async () => {
    const p = page([['M/N:A96DS2V090C20-2'], ['S/N:', '1619A12345'], ['115V', '60HZ', '1PH']]);
    const f = await extractNameplateFields(p, { catalog, today: TODAY });
    expect(f.model?.value).toBe('A96DS2V090C20-2');
    expect(f.brand).toMatchObject({ value: 'AirEase', source: 'catalog' });
    expect(f.serial?.value).toBe('1619A12345');
  });

  it('keeps up to three alternatives and never proposes a distractor value', async () => {
    const p = page([['MODEL', 'XQ7788ZZ1'], ['SERIAL', 'AB0012345'], ['208/230V', '60HZ', 'R-22']]);
    const f = await extractNameplateFields(p, { catalog, today: TODAY });
    expect(f.model?.value).toBe('XQ7788ZZ1');
    expect(f.serial?.value).toBe('AB0012345');
    const all = [f.model, f.serial].flatMap((x) => [x!.value, ...x!.alternatives.map((a) => a.value)]);
    for (const d of ['208/230V', '60HZ', 'R-22']) expect(all).not.toContain(d);
    expect(f.model!.alternatives.length).toBeLessThanOrEqual(3);
    // The serial read is no alternative model (nor the model an alternative serial).
    expect(f.model!.alternatives.map((a) => a.value)).not.toContain('AB0012345');
    expect(f.serial!.alternatives.map((a) => a.value)).not.toContain('XQ7788ZZ1');
  });

  it('never offers the chosen serial as an alternative model on an unlabelled plate', async () => {
    const f = await extractNameplateFields(page([['GOODMAN'], ['GSX140361'], ['2205123456']]), { catalog, today: TODAY });
    expect(f.model?.value).toBe('GSX140361');
    expect(f.serial?.value).toBe('2205123456');
    expect(f.model!.alternatives.map((a) => a.value)).not.toContain('2205123456');
  });

  it('uses a barcode that confirms the serial reading, character for character', async () => {
    const p = page([['Goodman'], ['SERIAL', 'NO.', '22O5I23456']]);
    const f = await extractNameplateFields(p, { catalog, today: TODAY, barcodes: [{ text: '2205123456', format: 'Code128', bbox: null }] });
    expect(f.serial?.value).toBe('2205123456');
  });

  it('finds no fields on a page without plate text', async () => {
    const f = await extractNameplateFields(page([['HELLO', 'WORLD']]), { catalog, today: TODAY });
    expect(f).toEqual({ model: null, serial: null, brand: null });
  });
});

describe('OCR slips the catalog repairs', () => {
  it('reads an O in a catalog wildcard position as the zero it nearly always is', async () => {
    const p = page([['MODEL', '25VNA424AO030O']]);
    const f = await extractNameplateFields(p, { catalog, today: TODAY });
    expect(f.model?.value).toBe('25VNA424A00300');
  });

  it('finds the catalog model of a reading with its AFUE 9 read as I (ICP G9MAE furnace key)', async () => {
    const p = page([['Airquest'], ['MODEL', 'GIMAE0601714AZD']]);
    const f = await extractNameplateFields(p, { catalog, today: TODAY });
    expect(f.model?.value).toBe('G9MAE0601714AZD');
    expect(f.model?.read_as).toBe('GIMAE0601714AZD');
  });

  it('finds the catalog model of an unlabelled reading with its 9 read as I when no label was read (ICP G9MAE key)', async () => {
    // The model label lost to the print; a part number and a serial-like code beside the model.
    const p = page([['Airquest'], ['GIMAE0601714AZD'], ['104402925'], ['3229-400']]);
    const f = await extractNameplateFields(p, { catalog, today: TODAY });
    expect(f.model?.value).toBe('G9MAE0601714AZD');
    expect(f.model?.source).toBe('unlabelled');
  });

  it('keeps a reading as read when no catalog model fits it even with a doubled glyph dropped', async () => {
    const p = page([['MODEL', '25VNA4O024A10305']]);
    const f = await extractNameplateFields(p, { catalog, today: TODAY });
    expect(f.model?.value).toBe('25VNA4O024A10305');
  });

  it('repairs the AirEase furnace read with a doubled glyph', async () => {
    const f = await extractNameplateFields(page([['MODEL', 'NO.', 'A96DS2V09O0C20-2']]), { catalog, today: TODAY });
    // A96DS2V090C20-* (ENERGY_STAR_Certified_Furnaces.csv row 2): "09O0C" is "090C" with the 0 read twice.
    expect(f.model?.value).toBe('A96DS2V090C20-2');
  });
});

describe('Canadian bilingual plates', () => {
  it('reads the values after English / French labels ("MODÈLE / MODEL NO.", "N° DE SÉRIE / SERIAL NO.")', async () => {
    const p = page([['GOODMAN'], ['MODÈLE', '/', 'MODEL', 'NO.', 'GSX140361'], ['N°', 'DE', 'SÉRIE', '/', 'SERIAL', 'NO.', '2205123456'], ['VOLTS', '208/230']]);
    const f = await extractNameplateFields(p, { catalog, today: TODAY });
    expect(f.model?.value).toBe('GSX140361');
    // RULES.md §4: Goodman YYMM + 6 digits; "2205…" = May 2022.
    expect(f.serial?.value).toBe('2205123456');
  });

  it('reads the French label alone, its accent dropped by the OCR ("MODELE", "NO DE SERIE")', async () => {
    const p = page([['GOODMAN'], ['MODELE'], ['GSX140361'], ['NO', 'DE', 'SERIE'], ['2205123456']]);
    const f = await extractNameplateFields(p, { catalog, today: TODAY });
    expect(f.model?.value).toBe('GSX140361');
    expect(f.model?.source).toBe('label');
    expect(f.serial?.value).toBe('2205123456');
    expect(f.serial?.source).toBe('label');
  });
});

describe('a short model split into two words', () => {
  it('joins two short words at a narrow gap when the catalog knows the joined reading ("KWB 35-3")', async () => {
    // KWB 35-3 (fixture, Bosch); neither "KWB" nor "35-3" is a value alone; no label read.
    const p = page([['BOSCH'], ['KWB', '35-3'], ['7736502184']]);
    const f = await extractNameplateFields(p, { catalog, today: TODAY });
    expect(f.model?.value).toBe('KWB35-3');
    expect(f.serial?.value).toBe('7736502184');
  });

  it('takes no joined pair of short words the catalog does not know as model or serial', async () => {
    const p = page([['ACME'], ['XQ', '7R'], ['VOLTS', '208/230']]);
    const f = await extractNameplateFields(p, { catalog, today: TODAY });
    expect(f.model).toBeNull();
    expect(f.serial).toBeNull();
  });
});

describe('serial slips the serial rules repair', () => {
  it('drops a doubled glyph when the brand rules then date the serial', async () => {
    // RULES.md §6 York (Oct 2004 →): W0E5195159 = May 2005 [src]; OCR read the 0 twice as "O0".
    const f = await extractNameplateFields(page([['YORK'], ['SERIAL', 'NO.', 'WO0E5195159']]), { catalog, today: TODAY });
    expect(f.serial?.value).toBe('W0E5195159');
  });
});

describe('a model label OCR could not read', () => {
  it('finds the model among the values near the serial label when the catalog knows it, and keeps the serial', async () => {
    const p = page([['CARRIER'], ['[Min', 'SERIAL'], ['25VNA424A10305'], ['5220E12345'], ['P/N', '3746-136']]);
    const f = await extractNameplateFields(p, { catalog, today: TODAY });
    expect(f.model?.value).toBe('25VNA424A10305');
    expect(f.serial?.value).toBe('5220E12345');
  });
});

describe('plates whose labels OCR garbled', () => {
  it('repairs the doubled glyph of the second unlabelled reading of the model even when a serial-label value is ranked between them', async () => {
    // The model label lost ("mopkeL"); the first reading of the model box is damaged, its reread has
    // the 0 read twice ("LCH0O72…"); LCH072H4B**Y (fixture, Lennox), no brand printed. The serial-label value ranked
    // among the model candidates (a long code ranks above the reread) takes no unlabelled reading's turn at repair.
    const p = page([['mopkeL', '#:', 'LCHO72HABAAYV'], ['SERIAL', '#:', '1905A6235412345']]);
    const box = p.lines[0]!.words[2]!.bbox;
    // A catalog whose search returns nothing for a reading with a glyph too many (as the full catalog does
    // for such readings: its nearer models crowd the weak match out).
    const strict: CatalogLookup = async (model, brand) => (await catalog(model, brand)).filter((h) => h.score >= 0.5);
    const f = await extractNameplateFields(p, { catalog: strict, today: TODAY, rereads: [{ bbox: box, text: 'LCH0O72H4BAAY', confidence: 60 }] });
    expect(f.model?.value).toBe('LCH072H4BAAY');
    expect(f.serial?.value).toBe('1905A6235412345');
  });

  it('skips the garbled rest of a label ("mopeL Numer:") to the value after it', async () => {
    const p = page([['YORK'], ['mopeL', 'Numer:', 'XQ7788ZZ1'], ['sin:', 'W0E5195159']]);
    const f = await extractNameplateFields(p, { catalog, today: TODAY });
    expect(f.model?.value).toBe('XQ7788ZZ1');
    // RULES.md §6 York (Oct 2004 →): W0E5195159 = May 2005 [src].
    expect(f.serial?.value).toBe('W0E5195159');
  });

  it('takes the value printed under the model when the serial label was not read', async () => {
    // Goodman RULES.md §4: YYMM + 6 digits; 2205123456 = May 2022.
    const p = page([['GOODMAN'], ['MODEL', 'NUMBER', 'GSX140361'], ['', '', '2205123456'], ['P/N', '3746-136']]);
    const f = await extractNameplateFields(p, { catalog, today: TODAY });
    expect(f.model?.value).toBe('GSX140361');
    expect(f.serial?.value).toBe('2205123456');
  });

  it('takes the reading the brand\'s serial rules date as the serial, not the model, when neither label was read', async () => {
    // RULES.md §2 ICP (Airquest): plant letter + YY + WW + 5 digits; R883512345 = week 35 of 1988 [src].
    // Longer and first, it would be the likelier model by shape and position alone.
    const p = page([['AIRQUEST'], ['Tsentat', 'women'], ['R883512345'], ['XQ7788ZZ1']]);
    const f = await extractNameplateFields(p, { catalog, today: TODAY });
    expect(f.model?.value).toBe('XQ7788ZZ1');
    expect(f.serial?.value).toBe('R883512345');
  });

  it('keeps a model-shaped reading no serial rule dates as the model of a brand without serial rules', async () => {
    const p = page([['ACME'], ['Tsentat', 'women'], ['R883512345'], ['XQ7788ZZ1']]);
    const f = await extractNameplateFields(p, { catalog, today: TODAY });
    expect(f.model?.value).toBe('R883512345');
  });

  it('prefers the unlabelled code nearest the model over a part number far from it', async () => {
    // The part number comes first in reading order; the code beside the model is the serial.
    const p = page([['ACME', 'RATING', 'LABEL', '5836-631'], [], [], [], [], [], [], [], ['MODEL', 'XQ7788ZZ1', '351C3059']]);
    const f = await extractNameplateFields(p, { catalog, today: TODAY });
    expect(f.serial?.value).toBe('351C3059');
  });
});

describe('serial readings the rules settle', () => {
  it('writes a zero where the York rule reads an O as zero (char 2 is the decade digit)', async () => {
    // RULES.md §6: char 2 = year digit within the decade; the plate prints a zero there.
    const f = await extractNameplateFields(page([['YORK'], ['SERIAL', 'NO.', 'NOH6582629']]), { catalog, today: TODAY });
    expect(f.serial?.value).toBe('N0H6582629');
  });

  it('drops a letter read in both cases ("jJ") when the brand rules then date the serial', async () => {
    // RULES.md §1 Carrier: WWYY + plant letter + 5 digits; 1820J04106 = week 18 of 2020.
    const f = await extractNameplateFields(page([['CARRIER'], ['SERIAL', '1820jJ04106']]), { catalog, today: TODAY });
    expect(f.serial?.value).toBe('1820J04106');
  });

  it('takes the reread of a serial the first reading damaged', async () => {
    const p = page([['MITSUBISHI'], ['SERIAL', '116)7677']]);
    const serialBox = p.lines[1]!.words[1]!.bbox;
    const f = await extractNameplateFields(p, { catalog, today: TODAY, rereads: [{ bbox: serialBox, text: '116J7677', confidence: 0 }] });
    expect(f.serial?.value).toBe('116J7677');
  });
});

describe('values OCR split or misshaped', () => {
  it('joins a serial split after its letter, which alone reads like a rating ("909F 13265")', async () => {
    const p = page([['ACME'], ['MODEL', 'XQ7788ZZ1'], ['SERIAL', 'NUMBER', '909F', '13265']]);
    const f = await extractNameplateFields(p, { catalog, today: TODAY });
    expect(f.serial?.value).toBe('909F13265');
  });

  it('joins a serial whose plant letter was read into the label word ("NO.R" + "883512345")', async () => {
    // RULES.md §2 ICP: plant letter + YY + WW + 5 digits; R883512345 = week 35 of 1988 [src].
    const f = await extractNameplateFields(page([['TEMPSTAR'], ['SERIAL', 'NO.R', '883512345']]), { catalog, today: TODAY });
    expect(f.serial?.value).toBe('R883512345');
  });

  it('joins a serial whose first digits were read into the label word ("#:23" + "11C932723")', async () => {
    // RULES.md §12 A. O. Smith 2008 →: YYWW + plant letter + sequence; 2311C932723 = week 11 of 2023.
    const f = await extractNameplateFields(page([['A.O.', 'SMITH'], ['SERIAL', '#:23', '11C932723']]), { catalog, today: TODAY });
    expect(f.serial?.value).toBe('2311C932723');
  });

  it('keeps a letter read into the label word with the digits of a brand without serial rules ("S/N:K" + "4471093")', async () => {
    const f = await extractNameplateFields(page([['ACME'], ['MODEL', 'XQ7788ZZ1'], ['S/N:K', '4471093']]), { catalog, today: TODAY });
    expect(f.serial?.value).toBe('K4471093');
  });

  it('joins a serial whose first digits OCR split off below an unread label ("23 11C932723")', async () => {
    // RULES.md §12 A. O. Smith 2008 →: YYWW + plant letter + sequence; 2311C932723 = week 11 of 2023.
    const f = await extractNameplateFields(page([['A.O.', 'SMITH'], ['MODEL', 'XQ7788ZZ1'], ['23', '11C932723']]), { catalog, today: TODAY });
    expect(f.serial?.value).toBe('2311C932723');
  });

  it('joins a serial whose first digits OCR split off, below its label ("23 11C932723")', async () => {
    const f = await extractNameplateFields(page([['A.O.', 'SMITH'], ['MODEL', 'XQ7788ZZ1'], ['SERIAL', 'NO.'], ['23', '11C932723']]), { catalog, today: TODAY });
    expect(f.serial?.value).toBe('2311C932723');
  });

  it('joins a serial split before a bare 4-digit rest, which alone reads like a rating ("682M 6625")', async () => {
    // Serials are 6+ characters (RULES.md: every rule's format has 8+); "682M" alone is a fragment.
    const p = page([['ACME'], ['MODEL', 'XQ7788ZZ1'], ['SERIAL', 'NO.', '682M', '6625'], ['VOLTS', '208/230']]);
    const f = await extractNameplateFields(p, { catalog, today: TODAY });
    expect(f.serial?.value).toBe('682M6625');
  });

  it('joins a model split after its letters before a bare 4-digit rest, past a bilingual label ("HW 0607")', async () => {
    const p = page([['TEMPSTAR'], ['MODELO', '/', 'MODEL', 'NUMBER', 'XQ', '7788'], ['SERIAL', 'NO.', 'R883512345']]);
    const f = await extractNameplateFields(p, { catalog, today: TODAY });
    expect(f.model?.value).toBe('XQ7788');
    expect(f.serial?.value).toBe('R883512345');
  });

  it('skips a lower-case garbled label word before the value ("wumser" for NUMBER) and reads "mn:" as M/N', async () => {
    const p = page([['CARRIER'], ['MODEL', 'wumser', '25VNA424A10305'], ['SERIAL', 'NO.', '5220E12345']]);
    expect((await extractNameplateFields(p, { catalog, today: TODAY })).model?.value).toBe('25VNA424A10305');
    const q = page([['CARRIER'], ['mn:', '25VNA424A10305'], ['SERIAL', 'NO.', '5220E12345']]);
    expect((await extractNameplateFields(q, { catalog, today: TODAY })).model?.value).toBe('25VNA424A10305');
  });

  it('drops a ")" beside a J as that J\'s hook read twice ("4PX)JCD60BS3")', async () => {
    const f = await extractNameplateFields(page([['ACME'], ['MODEL', '4PX)JCD60BS3']]), { catalog, today: TODAY });
    expect(f.model?.value).toBe('4PXJCD60BS3');
  });

  it('joins a model split at a narrow gap before a long rest ("HBO18H5 6CGEL17D2" under MODEL)', async () => {
    // 25VNA424A*030* (ccashp.tsv) split after its fifth character, a nine-character rest.
    const f = await extractNameplateFields(page([['CARRIER'], ['MODEL'], ['25VNA', '424A1O305'], ['SERIAL', 'NO.', '5220E12345']]), { catalog, today: TODAY });
    expect(f.model?.value).toBe('25VNA424A10305');
  });

  it('reads a ")" after letters or digits as the J it was ("244)47758")', async () => {
    const f = await extractNameplateFields(page([['ACME'], ['SERIAL', '244)47758']]), { catalog, today: TODAY });
    expect(f.serial?.value).toBe('244J47758');
  });

  it('joins a model OCR split twice at narrow gaps ("GHE 100SU 300" under MODEL) where the catalog fits the whole', async () => {
    const f = await extractNameplateFields(page([['ACME'], ['MODEL', 'GHE', '100SU', '300'], ['SERIAL', '5512487123']]), { catalog, today: TODAY });
    expect(f.model?.value).toBe('GHE100SU300');
  });

  it('reads a ")" between a value\'s first letter and its digits as the J it was ("H)240940")', async () => {
    const f = await extractNameplateFields(page([['ACME'], ['SER.', 'No.:', 'H)240940']]), { catalog, today: TODAY });
    expect(f.serial?.value).toBe('HJ240940');
  });

  it('reads a "]" closing a value with no "[" as the J it was ("GHE100SU-30]")', async () => {
    // GHE100SU-300 is in the fixture catalog; a value with a J as its last glyph is a serial here
    // (no rules for ACME: kept as read), and the model reading's bracket is no J when a "[" opens it.
    const f = await extractNameplateFields(page([['ACME'], ['MODEL', 'GHE100SU-300'], ['SERIAL', '5512487]']]), { catalog, today: TODAY });
    expect(f.serial?.value).toBe('5512487J');
    const g = await extractNameplateFields(page([['ACME'], ['SERIAL', '[5512487]']]), { catalog, today: TODAY });
    expect(g.serial?.value).not.toContain('J');
  });

  it('reads "1." inside a code as the L it was ("93661.29841"), not a rating', async () => {
    const f = await extractNameplateFields(page([['ACME'], ['MODEL', 'XQ7788ZZ1'], ['SERIAL', '93661.29841'], ['RLA', '21.5']]), { catalog, today: TODAY });
    expect(f.serial?.value).toBe('9366L29841');
  });

  it('reads "1." two digits from the end of a code with letters as the L it was ("VAE2304281.30")', async () => {
    // A code, not a rating: a rating has no letters before its decimals ("COMPRESSOR RLA 21.30" has its own word).
    const f = await extractNameplateFields(page([['ACME'], ['SERIAL', '#', 'VAE2304281.30'], ['RLA', '21.30']]), { catalog, today: TODAY });
    expect(f.serial?.value).toBe('VAE230428L30');
  });

  it('reads a "$" leading a code as the S it was, so the brand rules date it', async () => {
    // RULES.md §2 ICP: plant letter + YY + WW + 5 digits; S195133915 = week 51 of 2019.
    const f = await extractNameplateFields(page([['ARCOAIRE'], ['SER.', 'NO.', '$195133915']]), { catalog, today: TODAY });
    expect(f.serial?.value).toBe('S195133915');
  });

  it('repairs T read as 7 when the brand rules then date the serial', async () => {
    // RULES.md §1 Carrier: WWYY + plant letter + 5 digits; 0219T36533 = week 2 of 2019.
    const f = await extractNameplateFields(page([['CARRIER'], ['SERIAL', '0219736533']]), { catalog, today: TODAY });
    expect(f.serial?.value).toBe('0219T36533');
  });

  it('prefers a full-length unlabelled code to a short fragment as the serial', async () => {
    const p = page([['ACME'], ['MODEL', 'XQ7788ZZ1'], ['K7745'], ['3662K7745']]);
    const f = await extractNameplateFields(p, { catalog, today: TODAY });
    expect(f.serial?.value).toBe('3662K7745');
  });
});

describe('model readings without a label', () => {
  it('takes the unlabelled reading the catalog confirms over a part number the OCR was surer of', async () => {
    // 25VNA424A*030* (ccashp.tsv), read with three slips at low confidence; the part number read cleanly.
    const p: OcrPage = page([['CARRIER'], ['25VNA4Z4A1O3O5'], ['2483-430']]);
    p.lines[1]!.words[0]!.confidence = 10;
    const f = await extractNameplateFields(p, { catalog, today: TODAY });
    expect(f.model?.value).toBe('25VNA424A10305');
  });
});

describe('a labelled model read without its digits', () => {
  // ENERGY_STAR_Certified_Furnaces.csv: ECR International / Airco oil furnace LRFV90RF.
  const airco: CatalogModel = { ...FIXTURE_MODELS[0]!, id: '00000000-0000-5000-8000-000000000901', model: 'LRFV90RF', brand: 'Airco', type: 'furnaces', root_model: 'LRFV90RF', source: 'ENERGY_STAR_Certified_Furnaces.csv' };
  // ENERGY_STAR_Certified_Boilers.csv: U.S. Boiler / Burnham oil boiler V8H5WES.
  const burnham: CatalogModel = { ...airco, id: '00000000-0000-5000-8000-000000000902', model: 'V8H5WES', brand: 'Burnham', type: 'boilers', root_model: 'V8H5WES', source: 'ENERGY_STAR_Certified_Boilers.csv' };
  const withAirco = buildCatalogIndex([...FIXTURE_MODELS, airco, burnham]);
  const lookup: CatalogLookup = async (model, brand) =>
    searchModels(withAirco, model, brand).map((h) => ({ pattern: h.model.model, brand: h.model.brand, score: h.confidence_score }));

  it('finds the catalog model of a reading with its 9 and 0 read as I and O ("LRFVIORF")', async () => {
    const f = await extractNameplateFields(page([['AIRCO'], ['MODEL', 'LRFVIORF'], ['SERIAL', 'NO.', '1323GM879928']]), { catalog: lookup, today: TODAY });
    expect(f.model?.value).toBe('LRFV90RF');
    expect(f.serial?.value).toBe('1323GM879928');
  });

  it('finds the catalog model of a reading with its 8 and 5 read as B and S ("VBHSWES")', async () => {
    const f = await extractNameplateFields(page([['BURNHAM'], ['MODEL', 'numer:', 'VBHSWES'], ['SERIAL', 'NO.', '1505TD55934']]), { catalog: lookup, today: TODAY });
    expect(f.model?.value).toBe('V8H5WES');
  });

  it('takes no word the catalog does not know as the model, and keeps looking among the unlabelled codes', async () => {
    const f = await extractNameplateFields(page([['CARRIER'], ['MODEL', 'OUTDOOR'], ['VOLTS', '208/230'], ['25VNA424A10305'], ['SERIAL', 'NO.', '5220E12345']]), { catalog: lookup, today: TODAY });
    expect(f.model?.value).toBe('25VNA424A10305');
  });
});

describe('a glyph box that swallowed the next glyph', () => {
  // "K165B29V" whose last box is as wide as two glyphs (the V and the 2), then the 2 again as a word of its own
  // inside that box's right half: the OCR split one printed value, so the joined reading comes first.
  const serialLine = (lastWidthPx: number, nextX0: number): OcrPage => {
    const base = page([['ACME'], ['MODEL', 'NO.', 'QX100'], ['SERIAL', 'NO.', 'K165B29V', '2']]);
    const words = base.lines[2]!.words;
    const value = words[2]!;
    const x0 = value.bbox.x0;
    const charBoxes = [...'K165B29'].map((_, i) => ({ x0: x0 + 22 * i, y0: value.bbox.y0, x1: x0 + 22 * i + 20, y1: value.bbox.y1 }));
    charBoxes.push({ x0: x0 + 22 * 7, y0: value.bbox.y0, x1: x0 + 22 * 7 + lastWidthPx, y1: value.bbox.y1 });
    words[2] = { ...value, bbox: { ...value.bbox, x1: x0 + 22 * 7 + lastWidthPx }, charBoxes, charConfidences: charBoxes.map(() => 98) };
    words[3] = { ...words[3]!, bbox: { ...words[3]!.bbox, x0: nextX0, x1: nextX0 + 20 } };
    return base;
  };
  it('reads the joined value first when the 2 sits in the right half of a double-width last box', async () => {
    const x0 = page([['SERIAL', 'NO.', 'K165B29V']]).lines[0]!.words[2]!.bbox.x0;
    const f = await extractNameplateFields(serialLine(50, x0 + 22 * 7 + 30), { catalog, today: TODAY });
    expect(f.serial?.value).toBe('K165B29V2');
    expect(f.serial?.alternatives.map((a) => a.value)).toContain('K165B29V');
  });
  it('keeps the word alone first when the last box is one glyph wide and the 2 stands after a gap', async () => {
    const x0 = page([['SERIAL', 'NO.', 'K165B29V']]).lines[0]!.words[2]!.bbox.x0;
    const f = await extractNameplateFields(serialLine(20, x0 + 22 * 7 + 20 + 14), { catalog, today: TODAY });
    expect(f.serial?.value).toBe('K165B29V');
  });
});
