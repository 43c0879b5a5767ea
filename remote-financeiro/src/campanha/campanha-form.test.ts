import { campanhaErrors, campanhaPayload, emptyCampanha, requiredFields, type CampanhaFormValues } from './campanha-form.ts';

const valida: CampanhaFormValues = { nome: 'Verão', tipoDesconto: 'VALOR_REAL', desconto: 2550, procedimentos: [3] };
const blank: { [K in keyof CampanhaFormValues]: CampanhaFormValues[K] } = { nome: '  ', tipoDesconto: null, desconto: null, procedimentos: [] };

describe('the campaign form rules', () => {
  it('accepts a complete campaign of either kind', () => {
    expect(campanhaErrors(valida).size).toBe(0);
    expect(campanhaErrors({ ...valida, tipoDesconto: 'PORCENTAGEM', desconto: 12.5 }).size).toBe(0);
  });

  it('marks as required exactly the fields refused when left blank', () => {
    const marked = requiredFields(valida);
    for (const field of Object.keys(valida) as (keyof CampanhaFormValues)[]) {
      const errors = campanhaErrors({ ...valida, [field]: blank[field] });
      expect([field, errors.has(field)]).toEqual([field, marked.has(field)]);
    }
    // and a new form, all blank, is refused on every marked field
    expect(new Set(campanhaErrors({ ...emptyCampanha(), tipoDesconto: null }).keys())).toEqual(new Set(marked));
  });

  it('refuses a zero amount, and a percentage of 0 or above 100', () => {
    expect(campanhaErrors({ ...valida, desconto: 0 }).get('desconto')).toBe('campanha.erros.valorInvalido');
    expect(campanhaErrors({ ...valida, tipoDesconto: 'PORCENTAGEM', desconto: 0 }).get('desconto')).toBe('campanha.erros.percentual');
    expect(campanhaErrors({ ...valida, tipoDesconto: 'PORCENTAGEM', desconto: 100.01 }).get('desconto')).toBe('campanha.erros.percentual');
    expect(campanhaErrors({ ...valida, tipoDesconto: 'PORCENTAGEM', desconto: 100 }).size).toBe(0);
  });

  it('sends the id and version it edited, the name trimmed and the percentage to two places', () => {
    expect(campanhaPayload({ ...valida, nome: ' Verão ' })).toEqual({
      nome: 'Verão',
      tipoDesconto: 'VALOR_REAL',
      desconto: 2550,
      procedimentosSelecionados: [3],
    });
    expect(campanhaPayload({ ...valida, tipoDesconto: 'PORCENTAGEM', desconto: 12.345 }, { id: 7, versao: 2 })).toEqual({
      id: 7,
      versao: 2,
      nome: 'Verão',
      tipoDesconto: 'PORCENTAGEM',
      desconto: 12.35,
      procedimentosSelecionados: [3],
    });
  });
});
