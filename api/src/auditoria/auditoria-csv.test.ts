import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { toJson } from '../db/database.js';
import { bearer, createTestApp, type TestApp } from '../test-support/test-app.js';
import { CSV_CABECALHO, CSV_LIMITE, celula } from './auditoria-csv.js';
import { linhasDaTrilha } from './auditoria.repository.js';

let t: TestApp;
let auditor: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  auditor = (await t.createUser(['ROLE_LOG'])).token;
});
afterAll(async () => {
  await t.close();
});

/** RFC 4180 reading with ';': quoted cells may hold ';', '"' (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ';') endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endRow();
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

const baixar = (query: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auditoria/csv', headers: bearer(auditor), query });

describe('celula', () => {
  it('neutralises formulas and quotes what Excel would split', () => {
    expect(celula('Ana')).toBe('Ana');
    expect(celula('=1+1')).toBe("'=1+1");
    expect(celula('+55 11')).toBe("'+55 11");
    expect(celula('-2')).toBe("'-2");
    expect(celula('@SOMA(A1)')).toBe("'@SOMA(A1)");
    expect(celula(' =1')).toBe("' =1");
    expect(celula('\tx')).toBe("'\tx");
    expect(celula('a;b')).toBe('"a;b"');
    expect(celula('diz "oi"')).toBe('"diz ""oi"""');
    expect(celula('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(celula('=HIPERLINK("x";"y")')).toBe('"\'=HIPERLINK(""x"";""y"")"');
  });
});

describe('GET /auditoria/csv', () => {
  it('is a UTF-8 download with BOM, a Portuguese header, Brasília time and cells escaped and neutralised', async () => {
    const usuario = await t.createUser([]);
    await t.db
      .insertInto('auditoria')
      .values([
        {
          acao: 'FUNCIONARIO_EDITADO',
          entidade: 'usuario',
          entidade_id: '7',
          usuario_id: usuario.id,
          usuario_nome: '=CMD("calc")',
          impersonador_id: 1,
          impersonador_nome: 'Ana; "Bia"',
          ip: '203.0.113.9',
          criado_em: '2026-11-02T02:30:05Z',
          detalhes: toJson({ antes: { nome: 'Linha 1\nLinha 2', ativo: true }, depois: { nome: '@Nova', ativo: false } }),
        },
        { acao: 'LOGIN', entidade: 'sessao', usuario_id: usuario.id, usuario_nome: 'Maria', criado_em: '2026-11-01T12:00:00Z', ip: null },
      ])
      .execute();

    const res = await baixar({ usuarioId: String(usuario.id) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="auditoria.csv"');
    expect(res.headers['x-truncado']).toBe('false');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toContain('\r\n');

    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual([...CSV_CABECALHO]);
    expect(header).toEqual(['Data/hora (Brasília)', 'Usuário', 'Em nome de (administrador)', 'Área', 'Ação', 'Paciente', 'Alterações', 'IP']);
    expect(rows).toEqual([
      [
        '01/11/2026 23:30:05',
        '\'=CMD("calc")',
        'Ana; "Bia"',
        'Usuários',
        // the action names whom it concerned
        'Funcionário editado — @Nova',
        '',
        'Nome: Linha 1\nLinha 2 → @Nova | Ativo: Sim → Não',
        '203.0.113.9',
      ],
      ['01/11/2026 09:00:00', 'Maria', '', 'Usuários', 'Entrou no sistema', '', '', ''],
    ]);
    // the raw text: the formula cell quoted (it holds quotes) behind its apostrophe
    expect(res.body).toContain(`"'=CMD(""calc"")"`);
  });

  it(`carries at most ${CSV_LIMITE.toLocaleString('pt-BR')} rows and says so with X-Truncado`, async () => {
    const usuario = await t.createUser([]);
    await sql`INSERT INTO auditoria (acao, entidade, usuario_id, usuario_nome, criado_em)
              SELECT 'LOGIN', 'sessao', ${usuario.id}::int, 'Muitos', now() - make_interval(secs => n)
                FROM generate_series(1, ${CSV_LIMITE + 1}::int) AS n`.execute(t.db);
    const res = await baixar({ usuarioId: String(usuario.id) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-truncado']).toBe('true');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + CSV_LIMITE);
  }, 120_000);
});

describe('linhasDaTrilha', () => {
  it('reads past one batch without repeating or skipping rows that share the same instant', async () => {
    const usuario = await t.createUser([]);
    // one instant for all: only the id orders them
    await sql`INSERT INTO auditoria (acao, usuario_id, usuario_nome, criado_em)
              SELECT 'LOGIN', ${usuario.id}::int, 'Mesmo instante', '2026-05-05T12:00:00.123456Z'::timestamptz
                FROM generate_series(1, 4500)`.execute(t.db);
    const { linhas, truncado } = await linhasDaTrilha(t.db, { usuarioId: usuario.id }, 10_000);
    expect(truncado).toBe(false);
    expect(linhas).toHaveLength(4500);
    const ids = linhas.map((l) => l.id);
    expect(new Set(ids).size).toBe(4500);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const capped = await linhasDaTrilha(t.db, { usuarioId: usuario.id }, 4499);
    expect([capped.linhas.length, capped.truncado]).toEqual([4499, true]);
    expect(capped.linhas.map((l) => l.id)).toEqual(ids.slice(0, 4499));
  });
});
