import { describe, expect, it } from '@jest/globals';
import { alteracoesDe, brutoDe, rotuloDe, textoDe } from './auditoria-alteracoes.js';

describe('rotuloDe', () => {
  it('names fields in Portuguese words, nested ones with their parent, unknown ones readably', () => {
    expect(rotuloDe('dataNascimento')).toBe('Data de nascimento');
    expect(rotuloDe('nomeMae')).toBe('Nome da mãe');
    expect(rotuloDe('cpf')).toBe('CPF');
    expect(rotuloDe('responsavelPagamento.cpf')).toBe('Responsável pelo pagamento (CPF)');
    expect(rotuloDe('quantidadeDeSessoesPrevistas')).toBe('Quantidade de sessoes previstas');
    expect(rotuloDe('tempo_de_preparo')).toBe('Tempo de preparo');
  });
});

describe('textoDe', () => {
  it('shows values as a person reads them', () => {
    expect(textoDe(true)).toBe('Sim');
    expect(textoDe(false)).toBe('Não');
    expect(textoDe(1.75)).toBe('1,75');
    expect(textoDe('1988-03-14')).toBe('14/03/1988');
    expect(textoDe(['ROLE_LOG', 'ROLE_PACIENTES'])).toBe('ROLE_LOG, ROLE_PACIENTES');
    expect(textoDe('')).toBeNull();
    expect(textoDe(null)).toBeNull();
    expect(textoDe([])).toBeNull();
    expect(textoDe('x'.repeat(2000))).toHaveLength(1001);
  });
});

describe('alteracoesDe', () => {
  it('reads the stored list of a patient edit, values of hidden fields left out', () => {
    expect(
      alteracoesDe({
        alteracoes: "ALTERADO <<nome>> DE 'Ana' PARA 'Ana Maria'",
        mudancas: [
          { campo: 'nome', antes: 'Ana', depois: 'Ana Maria' },
          { campo: 'responsavelPagamento.cpf', antes: null, depois: '52998224725' },
          { campo: 'observacoes', oculto: true },
          { nada: 1 },
        ],
      }),
    ).toEqual([
      { campo: 'nome', rotulo: 'Nome', antes: 'Ana', depois: 'Ana Maria', oculto: false },
      { campo: 'responsavelPagamento.cpf', rotulo: 'Responsável pelo pagamento (CPF)', antes: null, depois: '52998224725', oculto: false },
      { campo: 'observacoes', rotulo: 'Observações', antes: null, depois: null, oculto: true },
    ]);
  });

  it('diffs antes/depois: only what changed, bookkeeping and secrets left out, nested objects by field', () => {
    expect(
      alteracoesDe({
        antes: { id: 3, nome: 'Recepção', authorities: ['ROLE_AGENDAMENTOS'], senha: 'a', horarioAlteracao: '2026-01-01', endereco: { cidade: 'Recife' } },
        depois: {
          id: 3,
          nome: 'Recepção',
          authorities: ['ROLE_AGENDAMENTOS', 'ROLE_PACIENTES'],
          senha: 'b',
          horarioAlteracao: '2026-02-02',
          endereco: { cidade: 'Olinda' },
        },
      }),
    ).toEqual([
      // areas and permissions by the names the Perfis screen gives them
      { campo: 'authorities', rotulo: 'Permissões', antes: 'Agendamentos', depois: 'Agendamentos, Pacientes', oculto: false },
      { campo: 'endereco.cidade', rotulo: 'Endereco (Cidade)', antes: 'Recife', depois: 'Olinda', oculto: false },
    ]);
  });

  it('lists every field of a creation (only depois) and of a deletion (only antes)', () => {
    expect(alteracoesDe({ depois: { tipo: 'VIP', cor: '#FF0000', ativo: true } }).map((a) => [a.rotulo, a.antes, a.depois])).toEqual([
      ['Tipo', null, 'VIP'],
      ['Cor', null, '#FF0000'],
      ['Ativo', null, 'Sim'],
    ]);
    expect(alteracoesDe({ antes: { nome: 'Sala 2' }, sessoesEncerradas: 0 }).map((a) => [a.rotulo, a.antes, a.depois])).toEqual([['Nome', 'Sala 2', null]]);
  });

  it('finds nothing in rows without changes', () => {
    expect(alteracoesDe(null)).toEqual([]);
    expect(alteracoesDe({ via: 'cpf' })).toEqual([]);
    expect(alteracoesDe({ antes: 'texto', depois: 3 })).toEqual([]);
    expect(alteracoesDe(['x'])).toEqual([]);
  });
});

describe('brutoDe (values the screen writes in the language in use, issue 36 item 20)', () => {
  it('keeps yes/no, numbers, days and moments as stored, with their kind', () => {
    expect(brutoDe('ativo', true, false)).toEqual({ tipo: 'booleano', antes: true, depois: false });
    expect(brutoDe('altura', null, 1.75)).toEqual({ tipo: 'numero', antes: null, depois: 1.75 });
    expect(brutoDe('nascimento', '1988-03-14', '')).toEqual({ tipo: 'data', antes: '1988-03-14', depois: null });
    expect(brutoDe('chegada', '2026-11-26T14:30:00.000Z', null)).toEqual({ tipo: 'dataHora', antes: '2026-11-26T14:30:00.000Z', depois: null });
  });

  it('gives none for text, codes shown by name, lists, mixed kinds or nothing', () => {
    expect(brutoDe('nome', 'Ana', 'Ana Maria')).toBeUndefined();
    expect(brutoDe('perfilId', 2, 6)).toBeUndefined();
    expect(brutoDe('authorities', ['ROLE_LOG'], [])).toBeUndefined();
    expect(brutoDe('numero', '12', 12)).toBeUndefined();
    expect(brutoDe('altura', null, '')).toBeUndefined();
  });

  it('travels with the changes read from a row, never for hidden values', () => {
    expect(alteracoesDe({ mudancas: [{ campo: 'peso', antes: 70.5, depois: 72 }] })).toEqual([
      { campo: 'peso', rotulo: 'Peso', antes: '70,5', depois: '72', oculto: false, bruto: { tipo: 'numero', antes: 70.5, depois: 72 } },
    ]);
    expect(alteracoesDe({ mudancas: [{ campo: 'peso', antes: 70.5, depois: 72, oculto: true }] })[0]).not.toHaveProperty('bruto');
    expect(alteracoesDe({ depois: { ativo: true } })[0]!.bruto).toEqual({ tipo: 'booleano', antes: null, depois: true });
  });
});
