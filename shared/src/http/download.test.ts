import { filenameOf } from './download.ts';

describe('filenameOf', () => {
  it('reads the name the server gives, the encoded one first', () => {
    expect(filenameOf('attachment; filename="auditoria.csv"')).toBe('auditoria.csv');
    expect(filenameOf('attachment; filename="relatorio.xlsx"; filename*=UTF-8\'\'relat%C3%B3rio%20de%20acesso.xlsx')).toBe('relatório de acesso.xlsx');
    expect(filenameOf('attachment; filename=plain.csv')).toBe('plain.csv');
  });

  it('answers nothing without a name', () => {
    expect(filenameOf(null)).toBeUndefined();
    expect(filenameOf('attachment')).toBeUndefined();
  });
});
