// Lennox CBK45 air handlers of the R-454B generation: unit information "CBK45UHET (R454B) series units",
// "CBK45UHVT (R454B)", "CBK45UHPT (R454B)" and the Merit CBK45UHET installation instructions 508438-01, read on the §5.3
// key (CB · refrigerant letter · series · configuration · capacity code 024 = 2 tons … 060 = 5 tons).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Lennox CBK45 air handlers, R-454B', () => {
  it('reads K as R-454B and the capacity code, with the T suffix', () => {
    expect(decodeModelNumber('CBK45UHET-024', 'Lennox')).toMatchObject({ family: 'lennox', type: 'air handlers', series: 'CBK45UHET', fields: { cooling_capacity_tons: 2, refrigerant: 'R-454B' } });
    expect(decodeModelNumber('CBK45UHPT-048', 'Lennox')).toMatchObject({ type: 'air handlers', fields: { cooling_capacity_tons: 4, refrigerant: 'R-454B' } });
    expect(decodeModelNumber('CBK45UHVT-036-230', 'Lennox')).toMatchObject({ fields: { cooling_capacity_tons: 3, voltage_v: 230 } });
  });

  it('the R-410A key is unchanged; T and UHP are not read on other refrigerant letters', () => {
    expect(decodeModelNumber('CBX40UHV-036-230-6-01', 'Lennox')).toMatchObject({ series: 'CBX40UHV', fields: { refrigerant: 'R-410A' } });
    expect(decodeModelNumber('CBX45UHPT-048', 'Lennox')?.rule ?? '').not.toContain('§5.3');
  });
});
