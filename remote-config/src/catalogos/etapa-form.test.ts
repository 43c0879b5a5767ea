import { emptyEtapa, etapaErrors, etapaFormOf, etapaPayload } from './etapa-form.ts';

describe("a stage's form", () => {
  it("says letters in 'Ordem' are no number, and only an empty 'Ordem' is missing", () => {
    expect(etapaErrors({ ...emptyEtapa(), nome: 'Pós', ordenacao: 'abc' }).get('ordenacao')).toBe('configuracoes.etapas.ordemNumero');
    expect(etapaErrors({ ...emptyEtapa(), nome: 'Pós', ordenacao: '1,5' }).get('ordenacao')).toBe('configuracoes.etapas.ordemNumero');
    expect(etapaErrors({ ...emptyEtapa(), nome: 'Pós', ordenacao: '10001' }).get('ordenacao')).toBe('configuracoes.etapas.ordemNumero');
    expect(etapaErrors({ ...emptyEtapa(), nome: 'Pós', ordenacao: ' ' }).get('ordenacao')).toBe('configuracoes.etapas.ordemInvalida');
    expect(etapaErrors({ ...emptyEtapa(), nome: 'Pós', ordenacao: '7' }).has('ordenacao')).toBe(false);
  });

  it('sends the order as a number, and the version it was read at when editing', () => {
    const etapa = { id: 5, nomeEtapa: 'Pós', ativo: true, ordenacao: 7, estudoCaso: false, quantidadeImagens: 2, versao: 4 };
    expect(etapaPayload({ ...etapaFormOf(etapa), ordenacao: ' 8 ' }, etapa)).toEqual({
      id: 5,
      versao: 4,
      nomeEtapa: 'Pós',
      ordenacao: 8,
      quantidadeImagens: 2,
      estudoCaso: false,
      ativo: true,
    });
    expect(etapaPayload(emptyEtapa(3))).not.toHaveProperty('versao');
  });
});
