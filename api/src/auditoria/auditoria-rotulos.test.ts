import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { ALL_AUTHORITIES } from '../auth/authorities.js';
import { alteracoesDe, codigosDe, valorDe } from './auditoria-alteracoes.js';
import { alvoDe } from './auditoria-alvo.js';
import { AUTORIDADE_ROTULO, rotuloDaPaginaInicial } from './auditoria-rotulos.js';

/** The permission catalogue the Perfis screen reads (served beside the host). */
const catalogo = <T>(file: string): T => JSON.parse(readFileSync(new URL(`../../../host/public/assets/${file}`, import.meta.url), 'utf8')) as T;
type Nome = { pt: string };

describe('labels of codes', () => {
  it('name every area and permission as the Perfis screen does', () => {
    const telas = catalogo<{ role: string; rota: string; nome: Nome }[]>('telas.json');
    const funcoes = catalogo<{ codigo: string; nome: Nome }[]>('funcao.json');
    const esperado = Object.fromEntries<string>([
      ...telas.map((t): [string, string] => [t.role, t.nome.pt]),
      ...funcoes.map((f): [string, string] => [f.codigo, f.nome.pt]),
    ]);
    expect(AUTORIDADE_ROTULO).toEqual(esperado);
    expect(ALL_AUTHORITIES.filter((a) => !(a in AUTORIDADE_ROTULO))).toEqual([]);
    for (const tela of telas) expect(rotuloDaPaginaInicial(`home${tela.rota.replace('/', '.')}`)).toBe(tela.nome.pt);
    expect(rotuloDaPaginaInicial('home.agenda')).toBe('Agendamentos');
    expect(rotuloDaPaginaInicial('home.desconhecida')).toBe('home.desconhecida');
  });

  it('show catalogue ids by name, or as a code when the row is gone', () => {
    const nomes = { perfil: new Map([[6, 'Recepção']]), pesquisa_atracao: new Map([[2, 'Instagram']]) };
    expect(valorDe('perfilId', 6, nomes)).toBe('Recepção');
    expect(valorDe('perfilId', 9, nomes)).toBe('código 9');
    expect(valorDe('pesquisaAtracao', '2', nomes)).toBe('Instagram');
    expect(valorDe('perfilId', null, nomes)).toBeNull();
    expect(valorDe('authorities', ['ROLE_LOG', 'ORCAMENTO', 'NOVA_PERMISSAO'])).toBe('Auditorias, Orçamentos, NOVA_PERMISSAO');
    expect(valorDe('idioma', 'es')).toBe('Espanhol');
    expect(valorDe('sexo', 'FEMININO')).toBe('Feminino');
    expect(valorDe('perfilEquipe', 'COMERCIAL')).toBe('Comercial');
    expect(valorDe('cidade', 'es')).toBe('es');
    const detalhes = { antes: { perfilId: 6, nome: 'Ana' }, depois: { perfilId: 9, nome: 'Ana' } };
    expect(codigosDe(detalhes)).toEqual(new Map([['perfil', new Set([6, 9])]]));
    expect(codigosDe({ mudancas: [{ campo: 'pesquisaAtracao', antes: 2, depois: 3 }] })).toEqual(new Map([['pesquisa_atracao', new Set([2, 3])]]));
    expect(alteracoesDe(detalhes, nomes)).toEqual([{ campo: 'perfilId', rotulo: 'Perfil', antes: 'Recepção', depois: 'código 9', oculto: false }]);
  });
});

describe('what a row acted on', () => {
  const nomes = { usuario: new Map([[7, 'Recepção']]), perfil: new Map([[3, 'Financeiro']]) };
  it('is the name the row kept, else the current name of the user or profile, never the patient', () => {
    expect(alvoDe('usuario', '7', { antes: { nome: 'Ana' }, depois: { nome: 'Ana Souza' } }, nomes)).toBe('Ana Souza');
    expect(alvoDe('usuario', '7', { antes: { nome: 'Ana' } }, nomes)).toBe('Ana');
    expect(alvoDe('usuario', '7', { administradorId: 1, usuarioAlvo: 'recepcao@clinica.dev' }, nomes)).toBe('Recepção');
    expect(alvoDe('usuario', '8', { usuarioAlvo: 'antiga@clinica.dev' }, nomes)).toBe('antiga@clinica.dev');
    expect(alvoDe('perfil', '3', { minutos: 5 }, nomes)).toBe('Financeiro');
    expect(alvoDe('documento_emitido', 'abc', { titulo: 'Laudo — Peeling químico' }, nomes)).toBe('Laudo — Peeling químico');
    expect(alvoDe('paciente', '7', { depois: { nome: 'Helena' } }, nomes)).toBeNull();
    expect(alvoDe('sessao', '7', { via: 'email' }, nomes)).toBeNull();
    expect(alvoDe(null, null, null, nomes)).toBeNull();
  });
});
