// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { escapeCsvCell, toCsv, toCsvRow } from './csv-export';

describe('escapeCsvCell: formula injection (OWASP CSV Injection)', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1-800', "'+1-800"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
  ])('prefixes %j with a single quote', (input, expected) => {
    expect(escapeCsvCell(input)).toBe(expected);
  });

  it('quotes a cell that starts with a carriage return after prefixing it', () => {
    expect(escapeCsvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('leaves ordinary text and a trigger character inside the text alone', () => {
    expect(escapeCsvCell('RA1648AJ1NA')).toBe('RA1648AJ1NA');
    expect(escapeCsvCell('a=b')).toBe('a=b');
  });

  it('prefixes and quotes a formula that also contains a comma', () => {
    expect(escapeCsvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('writes numbers we produce (not user text) unprefixed', () => {
    expect(escapeCsvCell(0.87)).toBe('0.87');
    expect(escapeCsvCell(-1)).toBe('-1');
  });
});

describe('RFC 4180 quoting', () => {
  it('quotes fields with commas, quotes or line breaks and doubles inner quotes', () => {
    expect(escapeCsvCell('Smith, John')).toBe('"Smith, John"');
    expect(escapeCsvCell('12" duct')).toBe('"12"" duct"');
    expect(escapeCsvCell('line1\nline2')).toBe('"line1\nline2"');
  });

  it('writes null and undefined as empty fields', () => {
    expect(toCsvRow([null, 'a', undefined])).toBe(',a,');
  });

  it('serializes objects as JSON text, escaped like any text', () => {
    expect(escapeCsvCell({ a: 1 })).toBe('"{""a"":1}"');
  });

  it('builds a header row and CRLF-terminated records', () => {
    const csv = toCsv(
      [
        { header: 'name', value: (r: { n: string; v: number }) => r.n },
        { header: 'value', value: (r: { n: string; v: number }) => r.v },
      ],
      [
        { n: 'x', v: 1 },
        { n: '=y', v: 2 },
      ],
    );
    expect(csv).toBe("name,value\r\nx,1\r\n'=y,2\r\n");
  });
});
