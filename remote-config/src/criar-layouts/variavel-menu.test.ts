import type { Variavel } from '../layouts/layouts.resource.ts';
import { ITENS_NO_MENU, itensDoMenu } from './variavel-menu.ts';

const v = (nome: string, descricao: string, menu: Variavel['menu'], ativo = true): Variavel => ({
  id: nome.length,
  nome,
  descricao,
  valor: null,
  menu,
  ativo,
  bloqueado: true,
});
const CATALOGO: Variavel[] = [
  v('NOME_PACIENTE', 'Nome do paciente', 'CHAVE'),
  v('PROFISSAO_PACIENTE', 'Profissão do paciente', 'CHAVE'),
  v('ANTIGA', 'Desativada', 'CHAVE', false),
  v('LOGO', 'Logo da clínica', 'IMPRESSAO'),
  v('INICIO_BLOQUEIO', 'Início de trecho não editável', 'IMPRESSAO'),
  v('FIM_BLOQUEIO', 'Fim de trecho não editável', 'IMPRESSAO'),
  v('VALOR_LIQUIDO', 'Valor líquido', 'ORCAMENTO'),
];
const nomes = (items: { id: string }[]) => items.map((i) => i.id);

describe('variable menus', () => {
  it('offers the active variables of the menu typed, filtered by name or description without accents', () => {
    expect(nomes(itensDoMenu(CATALOGO, 'CHAVE', 'DOCUMENTO', ''))).toEqual(['NOME_PACIENTE', 'PROFISSAO_PACIENTE']);
    expect(nomes(itensDoMenu(CATALOGO, 'CHAVE', 'DOCUMENTO', 'profissao'))).toEqual(['PROFISSAO_PACIENTE']);
    expect(nomes(itensDoMenu(CATALOGO, 'CHAVE', 'DOCUMENTO', 'nome_p'))).toEqual(['NOME_PACIENTE']);
    expect(nomes(itensDoMenu(CATALOGO, 'IMPRESSAO', 'DOCUMENTO', 'clinica'))).toEqual(['LOGO']);
  });

  it('ranks a name prefix first, then a name that holds it, then a description (Enter takes the first)', () => {
    const catalogo = [
      v('DESCRICAO_PROCEDIMENTO', 'Descrição do procedimento', 'CHAVE'),
      v('NUMERO', 'Número do endereço do paciente', 'CHAVE'),
      v('VALOR_PROCEDIMENTO', 'Valor', 'CHAVE'),
      v('PROCEDIMENTO', 'Nome do procedimento', 'CHAVE'),
      v('CEP', 'CEP do endereço', 'CHAVE'),
      v('ENDERECO', 'Logradouro', 'CHAVE'),
    ];
    expect(nomes(itensDoMenu(catalogo, 'CHAVE', undefined, 'PROCED'))).toEqual(['PROCEDIMENTO', 'DESCRICAO_PROCEDIMENTO', 'VALOR_PROCEDIMENTO']);
    expect(nomes(itensDoMenu(catalogo, 'CHAVE', undefined, 'ende'))).toEqual(['ENDERECO', 'NUMERO', 'CEP']);
    expect(nomes(itensDoMenu(catalogo, 'CHAVE', undefined, 'dimento'))).toEqual(['DESCRICAO_PROCEDIMENTO', 'VALOR_PROCEDIMENTO', 'PROCEDIMENTO']);
  });

  it('leaves the block start and end out of a budget layout', () => {
    expect(nomes(itensDoMenu(CATALOGO, 'IMPRESSAO', 'ATESTADO', ''))).toEqual(['LOGO', 'INICIO_BLOQUEIO', 'FIM_BLOQUEIO']);
    expect(nomes(itensDoMenu(CATALOGO, 'IMPRESSAO', 'ORCAMENTO', ''))).toEqual(['LOGO']);
  });

  it('keeps the list short', () => {
    const muitas = Array.from({ length: 20 }, (_, i) => v(`VAR_${i}`, `Variável ${i}`, 'CHAVE'));
    expect(itensDoMenu(muitas, 'CHAVE', undefined, '')).toHaveLength(ITENS_NO_MENU);
  });
});
