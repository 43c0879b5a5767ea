import { idParam, recordAddress } from './paciente-record-address.ts';

describe('patient record address', () => {
  it('quotes the patient and procedure ids as the record expects', () => {
    expect(recordAddress(12)).toBe('/detalhes-paciente?paciente=%2212%22');
    expect(recordAddress(12, 3, 'etapas')).toBe('/detalhes-paciente/etapas?paciente=%2212%22&procedimento=%223%22');
  });

  it('reads back what it writes, and refuses anything but a positive id', () => {
    const params = new URLSearchParams(recordAddress(12, 3).split('?')[1]);
    expect(idParam(params.get('paciente'))).toBe(12);
    expect(idParam(params.get('procedimento'))).toBe(3);
    expect(idParam('7')).toBe(7);
    for (const raw of [null, '"0"', '"-1"', '"abc"', '1.5', '']) expect(idParam(raw)).toBeUndefined();
  });
});
