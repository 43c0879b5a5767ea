import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { STATUS_AGENDAMENTO } from '../agendamento/agendamento.schemas.js';
import { ALL_AUTHORITIES } from '../auth/authorities.js';
import { FORMATOS_EXPORT, TIPOS_MOVIMENTACAO } from '../estoque/estoque.schemas.js';
import { TIPOS_DESCONTO, TIPOS_HISTORICO } from '../financeiro/campanha.schemas.js';
import { FORMAS, STATUS as STATUS_ORCAMENTO } from '../financeiro/orcamento.schemas.js';
import { ACAO_DESCRICAO, areaDaEntidade, descricaoDaAcao, entidadesDaArea } from './auditoria-descricoes.js';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** The api's own source files (tests and test helpers write made-up actions). */
function sources(dir = SRC): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['test-support', 'fuzz'].includes(entry.name) ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [{ path: path.slice(SRC.length), text: readFileSync(path, 'utf8') }] : [];
  });
}

const UPPER = /'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)'/g;
const LOWER = /'([a-z][a-z_]*)'/g;
const literals = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]!);
/** The value written after `key:` up to the next ',' or '}' (a literal, a ternary of two, a union type). */
const after = (text: string, key: string) => [...text.matchAll(new RegExp(`\\b${key}:([^,}\\n]*)`, 'g'))].map((m) => m[1]!);

const NOT_ACTIONS = new Set<string>([
  ...ALL_AUTHORITIES,
  ...STATUS_AGENDAMENTO,
  ...TIPOS_MOVIMENTACAO,
  ...FORMATOS_EXPORT,
  ...TIPOS_DESCONTO,
  ...TIPOS_HISTORICO,
  ...FORMAS,
  ...STATUS_ORCAMENTO,
  // an exam's delivery marked or unmarked, words of the conference's history line
  'CONFIRMADA',
  'DESMARCADA',
  // @fastify/multipart's error codes for too many files or parts
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
]);
/** Files that write audit rows through audit.ts (the seeds' own inserts name their actions as `acao: '…'`). */
const writesAudit = (text: string) => /\b(audit|recordAudit)\(/.test(text);

describe('action descriptions', () => {
  it('describe every action the api writes (a new audit action without one fails here: add it to ACAO_DESCRICAO)', () => {
    const missing = new Set<string>();
    let seen = 0;
    for (const { path, text } of sources()) {
      // every `acao: 'X'` (or `acao: c ? 'X' : 'Y'`) anywhere
      const direct = after(text, 'acao').flatMap((value) => literals(value, UPPER));
      // actions passed around as values (`remove('sala', …, 'SALA_EXCLUIDA')`, `acoes: { criado: … }`) in the files that write audit rows
      const loose = writesAudit(text) ? literals(text, UPPER).filter((l) => !NOT_ACTIONS.has(l)) : [];
      // `${lookup.acao}_CRIADO`: a prefix is covered when each of its actions is
      const suffixes = [...text.matchAll(/\$\{[\w.]+\}_([A-Z_]+)`/g)].map((m) => m[1]!);
      for (const acao of new Set([...direct, ...loose])) {
        seen++;
        const covered = acao in ACAO_DESCRICAO || (suffixes.length > 0 && suffixes.every((s) => `${acao}_${s}` in ACAO_DESCRICAO));
        if (!covered) missing.add(`${acao} (${path})`);
      }
    }
    expect([...missing]).toEqual([]);
    expect(seen).toBeGreaterThan(60);
  });

  it('reads an action written before it had a description', () => {
    expect(descricaoDaAcao('PACIENTE_EDITADO')).toBe('Paciente editado');
    expect(descricaoDaAcao('LOGIN_COMO')).toBe('Entrou como outro usuário');
    expect(descricaoDaAcao('RECEITA_EMITIDA')).toBe('Receita emitida');
  });
});

describe('areas', () => {
  it('give every entity the api writes an area of the portal', () => {
    const unknown = new Set<string>();
    for (const { path, text } of sources().filter((s) => writesAudit(s.text))) {
      for (const value of [...after(text, 'entidade'), ...after(text, 'table')]) {
        for (const entidade of literals(value, LOWER)) if (areaDaEntidade(entidade) === 'Outros') unknown.add(`${entidade} (${path})`);
      }
    }
    expect([...unknown]).toEqual([]);
    expect(areaDaEntidade('paciente')).toBe('Pacientes');
    expect(areaDaEntidade('agendamento')).toBe('Agenda');
    expect(areaDaEntidade('sessao')).toBe('Usuários');
    expect(areaDaEntidade('sala')).toBe('Configurações');
    expect(areaDaEntidade(null)).toBe('Outros');
    expect(entidadesDaArea('Usuários')).toEqual({ in: expect.arrayContaining(['usuario', 'perfil', 'sessao', 'certificado_digital']) });
  });
});
