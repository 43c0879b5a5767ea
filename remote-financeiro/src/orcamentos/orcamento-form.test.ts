import {
  novoOrcamento,
  orcamentoErrors,
  orcamentoPayload,
  parcelasDe,
  requiredFields,
  valorBrutoComCampanha,
  valorLiquido,
  type OrcamentoFormValues,
  type PropostaValues,
} from './orcamento-form.ts';

const paciente = { id: 9, nome: 'Ana', email: 'ana@x.dev', celular: '11999990000', telefone: null, ddi: '55' };
const credito: PropostaValues = { formaPagamento: 'CREDITO', quantidadeParcelas: 3, temEntrada: true, formaPagamentoEntrada: 'PIX', valorEntrada: 3000 };
const valido: OrcamentoFormValues = {
  profissionalId: 1,
  pacienteId: 9,
  paciente,
  procedimentoId: 4,
  campanhaId: null,
  valorBruto: 10000,
  desconto: 1000,
  propostas: [credito, { formaPagamento: 'PIX', quantidadeParcelas: 1, temEntrada: false, formaPagamentoEntrada: null, valorEntrada: null }],
  imprimir: false,
};

describe('the quote form rules (spec 02 §5)', () => {
  it('accepts a complete quote with a card proposal with an entry and a Pix one', () => {
    expect([...orcamentoErrors(valido).entries()]).toEqual([]);
  });

  it('marks as required exactly the fields refused when left blank, the quote and each proposal', () => {
    const marked = requiredFields(valido);
    const blank = {
      profissionalId: null,
      pacienteId: null,
      paciente: null,
      procedimentoId: null,
      campanhaId: null,
      valorBruto: null,
      desconto: null,
      imprimir: false,
    };
    for (const field of Object.keys(blank) as (keyof typeof blank)[]) {
      const errors = orcamentoErrors({ ...valido, [field]: blank[field] });
      expect([field, errors.has(field)]).toEqual([field, marked.has(field)]);
    }
    const blankProposta = { formaPagamento: null, quantidadeParcelas: null, temEntrada: true, formaPagamentoEntrada: null, valorEntrada: null };
    for (const field of ['formaPagamento', 'quantidadeParcelas', 'formaPagamentoEntrada', 'valorEntrada'] as const) {
      const values = { ...valido, propostas: [{ ...credito, [field]: blankProposta[field] }, valido.propostas[1]!] };
      expect([field, orcamentoErrors(values).has(`propostas.0.${field}`)]).toEqual([field, requiredFields(values).has(`propostas.0.${field}`)]);
    }
    // the instalments only for CREDITO, the entry's fields only while it is ticked
    expect(requiredFields(valido).has('propostas.1.quantidadeParcelas')).toBe(false);
    expect(requiredFields(valido).has('propostas.1.valorEntrada')).toBe(false);
    // a new form, all blank, is refused on every marked field
    const novo = novoOrcamento();
    expect(new Set(orcamentoErrors(novo).keys())).toEqual(requiredFields(novo));
  });

  it("says each rule's message as the spec spells it", () => {
    const m = (values: Partial<OrcamentoFormValues>) => Object.fromEntries(orcamentoErrors({ ...valido, ...values }));
    expect(m({ valorBruto: 0 })).toEqual({ valorBruto: 'orcamento.erros.valorValido' });
    expect(m({ desconto: 10001 })).toEqual({ desconto: 'orcamento.erros.descontoMaior' });
    expect(m({ desconto: -1 })).toEqual({ desconto: 'orcamento.erros.descontoNaoPermitido' });
    expect(m({ propostas: [] })).toEqual({ propostas: 'orcamento.erros.camposInvalidos' });
    expect(m({ propostas: [{ ...credito, quantidadeParcelas: 0 }] })).toEqual({ 'propostas.0.quantidadeParcelas': 'orcamento.erros.quantidadeNaoPermitida' });
    expect(m({ propostas: [{ ...credito, quantidadeParcelas: 25 }] })).toEqual({ 'propostas.0.quantidadeParcelas': 'orcamento.erros.quantidadeNaoPermitida' });
    expect(m({ propostas: [{ ...credito, valorEntrada: 9001 }] })).toEqual({ 'propostas.0.valorEntrada': 'orcamento.erros.entradaMaior' });
    expect(m({ propostas: [{ ...credito, valorEntrada: 9000 }] })).toEqual({});
    expect(m({ propostas: [{ ...credito, formaPagamentoEntrada: 'CREDITO' }] })).toEqual({
      'propostas.0.formaPagamentoEntrada': 'orcamento.erros.entradaCredito',
    });
  });

  it('prices with a campaign, never below 0, and splits the rest into instalments adding up to the centavo', () => {
    expect(valorBrutoComCampanha(10000, null)).toBe(10000);
    expect(valorBrutoComCampanha(10000, { tipoDesconto: 'VALOR_REAL', desconto: 2500 })).toBe(7500);
    expect(valorBrutoComCampanha(10000, { tipoDesconto: 'PORCENTAGEM', desconto: 12.5 })).toBe(8750);
    expect(valorBrutoComCampanha(10000, { tipoDesconto: 'VALOR_REAL', desconto: 20000 })).toBe(0);
    expect(valorLiquido({ valorBruto: 10000, desconto: 1000 })).toBe(9000);
    expect(parcelasDe(10000, 3, 0)).toEqual([3334, 3333, 3333]);
    expect(parcelasDe(9000, 3, 3000)).toEqual([2000, 2000, 2000]);
  });

  it('sends the proposals in centavos, one instalment for every method but CREDITO, the entry only while ticked', () => {
    expect(orcamentoPayload({ ...valido, propostas: [credito, { ...credito, formaPagamento: 'DINHEIRO', temEntrada: false }] })).toEqual({
      profissionalId: 1,
      pacienteId: 9,
      procedimentoId: 4,
      campanhaId: null,
      valorBruto: 10000,
      desconto: 1000,
      propostasDePagamentos: [
        { formaPagamento: 'CREDITO', quantidadeParcelas: 3, temEntrada: true, entrada: { formaPagamentoEntrada: 'PIX', valorEntrada: 3000 }, ordenacao: 0 },
        { formaPagamento: 'DINHEIRO', quantidadeParcelas: 1, temEntrada: false, entrada: null, ordenacao: 1 },
      ],
    });
  });
});
