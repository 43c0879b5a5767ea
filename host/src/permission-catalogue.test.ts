import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PERMISSIONS, ROLES, roleAuthority } from '@clinica/shared';

const API_ROLES = ROLES.map(roleAuthority);

/** public/assets/{telas,funcao}.json: the catalogue the profiles screen offers, served beside the host. */
const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(__dirname, '../public/assets', file), 'utf8')) as T;
const telas = read<{ role: string; rota: string; nome: Record<string, string> }[]>('telas.json');
const funcoes = read<{ codigo: string; role: string; nome: Record<string, string> }[]>('funcao.json');

describe('permission catalogue', () => {
  it('offers every role the api grants, once, each with its route and a name in each language', () => {
    expect(telas.map((tela) => tela.role).sort()).toEqual([...API_ROLES].sort());
    for (const tela of telas) {
      expect(tela.rota).toMatch(/^\/[a-z-]+$/);
      expect(Object.keys(tela.nome).sort()).toEqual(['en', 'es', 'pt']);
    }
  });

  it('offers every finer permission the api grants, once, under a role it knows, named in each language', () => {
    expect(funcoes.map((funcao) => funcao.codigo).sort()).toEqual([...PERMISSIONS].sort());
    for (const funcao of funcoes) {
      expect(API_ROLES).toContain(funcao.role);
      expect(Object.values(funcao.nome).every((nome) => nome.trim().length > 0)).toBe(true);
    }
  });
});
