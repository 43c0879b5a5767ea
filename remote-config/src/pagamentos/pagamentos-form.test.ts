import { PIX_REQUIRED, TAXA_REQUIRED, emptyTaxa, pixErrors, taxaErrors, taxaPayload } from './pagamentos-form.ts';

describe('Configurações > Pagamentos rules', () => {
  it('marks as required exactly the fields refused when blank', () => {
    expect(new Set(taxaErrors({ formaPagamento: null, quantidadeParcelas: null, taxaPercentual: null, diasRecebimento: null }).keys())).toEqual(TAXA_REQUIRED);
    expect(taxaErrors(emptyTaxa()).size).toBe(0);
    expect(new Set(pixErrors({ chave: ' ', nomeRecebedor: '', cidade: '  ' }).keys())).toEqual(PIX_REQUIRED);
    expect(pixErrors({ chave: 'a@b.co', nomeRecebedor: 'Clínica', cidade: 'SP' }).size).toBe(0);
  });

  it('only credit has more than one instalment; fee 0–100 %, days 0–400', () => {
    expect(taxaErrors({ ...emptyTaxa(), formaPagamento: 'PIX', quantidadeParcelas: 2 }).has('quantidadeParcelas')).toBe(true);
    expect(taxaErrors({ ...emptyTaxa(), quantidadeParcelas: 25 }).has('quantidadeParcelas')).toBe(true);
    expect(taxaErrors({ ...emptyTaxa(), taxaPercentual: 100.01 }).has('taxaPercentual')).toBe(true);
    expect(taxaErrors({ ...emptyTaxa(), diasRecebimento: 401 }).has('diasRecebimento')).toBe(true);
    expect(taxaPayload({ formaPagamento: 'CREDITO', quantidadeParcelas: 10, taxaPercentual: 12.499, diasRecebimento: 30 }, { id: 4, versao: 2 })).toEqual({
      id: 4,
      versao: 2,
      formaPagamento: 'CREDITO',
      quantidadeParcelas: 10,
      taxaPercentual: 12.5,
      diasRecebimento: 30,
    });
  });
});
