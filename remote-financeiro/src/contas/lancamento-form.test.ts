import { emptyLancamento, lancamentoErrors, lancamentoPayload, OCORRENCIAS, requiredFields, type LancamentoFormValues } from './lancamento-form.ts';

const valido = (extra: Partial<LancamentoFormValues> = {}): LancamentoFormValues => ({
  ...emptyLancamento(),
  nomeReceita: 'Aluguel',
  valorBruto: 150000,
  vencimentoApartir: '10/12/2026',
  quantidadeParcela: 3,
  dataLimite: '10/06/2027',
  ...extra,
});

/** What a blank field is, by kind. */
const BLANK: Record<string, unknown> = {
  nomeReceita: '  ',
  valorBruto: null,
  vencimentoApartir: '',
  quantidadeParcela: null,
  periodo: null,
  tipoPeriodo: null,
  dataLimite: '',
  formaPagamento: null,
  fornecedor: '',
  observacao: '',
};

describe('launch form rules', () => {
  it.each(OCORRENCIAS)('a %s launch: every field marked required is refused when blank, and only those', (ocorrencia) => {
    const values = valido({ ocorrencia });
    expect(lancamentoErrors(values).size).toBe(0);
    const marcados = requiredFields(values);
    for (const [campo, vazio] of Object.entries(BLANK)) {
      const errors = lancamentoErrors({ ...values, [campo]: vazio });
      expect([campo, errors.has(campo)]).toEqual([campo, marcados.has(campo)]);
    }
  });

  it('refuses a zero amount, instalments outside 1–360, a bad day and a limit before the first due day', () => {
    expect(lancamentoErrors(valido({ valorBruto: 0 })).get('valorBruto')).toBe('financeiro.contas.erros.valor');
    expect(lancamentoErrors(valido({ ocorrencia: 'PARCELADA', quantidadeParcela: 0 })).get('quantidadeParcela')).toBe(
      'financeiro.contas.erros.quantidadeInvalida',
    );
    expect(lancamentoErrors(valido({ ocorrencia: 'PARCELADA', quantidadeParcela: 361 })).has('quantidadeParcela')).toBe(true);
    expect(lancamentoErrors(valido({ vencimentoApartir: '31/02/2026' })).get('vencimentoApartir')).toBe('financeiro.contas.erros.dataInvalida');
    expect(lancamentoErrors(valido({ ocorrencia: 'RECORRENTE', dataLimite: '01/12/2026' })).get('dataLimite')).toBe('financeiro.contas.erros.dataLimiteAntes');
  });

  it('sends days as aaaa-mm-dd, the recurrence only when recurring, the supplier only on an expense', () => {
    expect(lancamentoPayload('DESPESA', valido({ ocorrencia: 'RECORRENTE', periodo: 1, tipoPeriodo: 'MES', fornecedor: ' Imobiliária ' }))).toMatchObject({
      tipoReceita: 'DESPESA',
      vencimentoApartir: '2026-12-10',
      dataLimite: '2027-06-10',
      periodo: 1,
      tipoPeriodo: 'MES',
      fornecedor: 'Imobiliária',
    });
    expect(lancamentoPayload('RECEITA', valido({ ocorrencia: 'PARCELADA', fornecedor: 'x' }))).toMatchObject({
      quantidadeParcela: 3,
      periodo: null,
      dataLimite: null,
      fornecedor: null,
    });
  });
});
