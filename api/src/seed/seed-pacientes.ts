import { sql } from 'kysely';
import { cpfFromBase } from '../auth/cpf.js';
import { toJson, type Db, type Executor } from '../db/database.js';
import type { NewPaciente } from '../db/types.js';

export const DEMO_PLANOS_SAUDE = ['Particular', 'Unimed', 'Bradesco Saúde', 'SulAmérica', 'Amil', 'Hapvida', 'NotreDame Intermédica', 'Porto Seguro Saúde'];
export const DEMO_PESQUISAS_ATRACAO = ['Instagram', 'Indicação', 'Google', 'Facebook', 'TikTok', 'YouTube', 'Panfleto', 'Passou em frente', 'Convênio'];
export const DEMO_PULSEIRAS: { tipo: string; cor: string }[] = [
  { tipo: 'Alergia', cor: '#D32F2F' },
  { tipo: 'Risco de queda', cor: '#FBC02D' },
  { tipo: 'Preferencial', cor: '#1976D2' },
  { tipo: 'Restrição de membro', cor: '#7B1FA2' },
  { tipo: 'VIP', cor: '#388E3C' },
];

/** Health plans, attraction options and wristbands that are missing (by name / type). */
export async function seedLookups(db: Executor): Promise<void> {
  for (const nome of DEMO_PLANOS_SAUDE) {
    await db
      .insertInto('plano_saude')
      .values({ nome })
      .onConflict((oc) => oc.expression(sql`lower(nome)`).doNothing())
      .execute();
  }
  for (const nome of DEMO_PESQUISAS_ATRACAO) {
    await db
      .insertInto('pesquisa_atracao')
      .values({ nome })
      .onConflict((oc) => oc.expression(sql`lower(nome)`).doNothing())
      .execute();
  }
  for (const p of DEMO_PULSEIRAS) {
    await db
      .insertInto('pulseira')
      .values(p)
      .onConflict((oc) => oc.expression(sql`lower(tipo)`).doNothing())
      .execute();
  }
}

const FEMININOS = [
  'Ana',
  'Maria',
  'Juliana',
  'Fernanda',
  'Camila',
  'Beatriz',
  'Larissa',
  'Patrícia',
  'Letícia',
  'Gabriela',
  'Aline',
  'Vanessa',
  'Luíza',
  'Cecília',
  'Helena',
  'Joana',
  'Débora',
  'Tânia',
  'Rosângela',
  'Simone',
];
const MASCULINOS = [
  'João',
  'José',
  'Pedro',
  'Lucas',
  'Gustavo',
  'Rafael',
  'Bruno',
  'Thiago',
  'André',
  'Márcio',
  'Sérgio',
  'Antônio',
  'Luís',
  'Otávio',
  'Caio',
  'Fábio',
  'Vinícius',
  'Rogério',
  'Cláudio',
  'Renê',
];
const SOBRENOMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Araújo',
  'Melo',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Conceição',
  'Falcão',
  'Magalhães',
  'Brandão',
  'Assunção',
];
const PROFISSOES = [
  'Professora',
  'Engenheiro',
  'Advogada',
  'Médico',
  'Enfermeira',
  'Comerciante',
  'Arquiteta',
  'Motorista',
  'Estudante',
  'Aposentado',
  'Contadora',
  'Designer',
  'Servidor público',
  'Empresária',
  'Cabeleireira',
];
const CIDADES: { cidade: string; estado: string; cep: string; bairro: string; rua: string; ddd: string }[] = [
  { cidade: 'São Paulo', estado: 'SP', cep: '01310', bairro: 'Bela Vista', rua: 'Avenida Paulista', ddd: '11' },
  { cidade: 'Rio de Janeiro', estado: 'RJ', cep: '22071', bairro: 'Copacabana', rua: 'Rua Barata Ribeiro', ddd: '21' },
  { cidade: 'Belo Horizonte', estado: 'MG', cep: '30130', bairro: 'Funcionários', rua: 'Rua da Bahia', ddd: '31' },
  { cidade: 'Porto Alegre', estado: 'RS', cep: '90010', bairro: 'Centro Histórico', rua: 'Rua dos Andradas', ddd: '51' },
  { cidade: 'Curitiba', estado: 'PR', cep: '80010', bairro: 'Centro', rua: 'Rua XV de Novembro', ddd: '41' },
  { cidade: 'Salvador', estado: 'BA', cep: '40020', bairro: 'Comércio', rua: 'Avenida Sete de Setembro', ddd: '71' },
  { cidade: 'Recife', estado: 'PE', cep: '50030', bairro: 'Boa Vista', rua: 'Rua da Aurora', ddd: '81' },
  { cidade: 'Fortaleza', estado: 'CE', cep: '60060', bairro: 'Aldeota', rua: 'Avenida Santos Dumont', ddd: '85' },
  { cidade: 'Goiânia', estado: 'GO', cep: '74015', bairro: 'Setor Central', rua: 'Avenida Goiás', ddd: '62' },
  { cidade: 'Florianópolis', estado: 'SC', cep: '88010', bairro: 'Centro', rua: 'Rua Felipe Schmidt', ddd: '48' },
  { cidade: 'Manaus', estado: 'AM', cep: '69005', bairro: 'Centro', rua: 'Avenida Eduardo Ribeiro', ddd: '92' },
  { cidade: 'Belém', estado: 'PA', cep: '66010', bairro: 'Campina', rua: 'Avenida Presidente Vargas', ddd: '91' },
  { cidade: 'Campinas', estado: 'SP', cep: '13010', bairro: 'Cambuí', rua: 'Rua Coronel Quirino', ddd: '19' },
  { cidade: 'Vitória', estado: 'ES', cep: '29010', bairro: 'Centro', rua: 'Avenida Jerônimo Monteiro', ddd: '27' },
  { cidade: 'Natal', estado: 'RN', cep: '59012', bairro: 'Petrópolis', rua: 'Avenida Hermes da Fonseca', ddd: '84' },
];
const ESTRANGEIROS: { nome: string; mae: string; ddi: string; pais: string; cidade: string; sexo: 'MASCULINO' | 'FEMININO'; celular: string }[] = [
  { nome: 'John Miller', mae: 'Susan Miller', ddi: '1', pais: 'Estados Unidos', cidade: 'Miami', sexo: 'MASCULINO', celular: '3055550142' },
  { nome: 'Inês Carvalhal', mae: 'Rosa Carvalhal', ddi: '351', pais: 'Portugal', cidade: 'Lisboa', sexo: 'FEMININO', celular: '912345678' },
  { nome: 'Martina González', mae: 'Lucía Fernández', ddi: '54', pais: 'Argentina', cidade: 'Buenos Aires', sexo: 'FEMININO', celular: '91123456789' },
  { nome: 'Pierre Dubois', mae: 'Claire Dubois', ddi: '33', pais: 'França', cidade: 'Paris', sexo: 'MASCULINO', celular: '612345678' },
  { nome: 'Sofía Ramírez', mae: 'Carmen López', ddi: '34', pais: 'Espanha', cidade: 'Madri', sexo: 'FEMININO', celular: '612987654' },
];

/** Deterministic pseudo-random numbers (same demo data on every machine). */
function rng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}
const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

export interface LookupIds {
  planos: number[];
  pesquisas: number[];
  pulseiras: number[];
}

export async function lookupIds(db: Executor): Promise<LookupIds> {
  const [planos, pesquisas, pulseiras] = [
    await db.selectFrom('plano_saude').select('id').orderBy('id').execute(),
    await db.selectFrom('pesquisa_atracao').select('id').orderBy('id').execute(),
    await db.selectFrom('pulseira').select('id').orderBy('id').execute(),
  ];
  return { planos: planos.map((r) => r.id), pesquisas: pesquisas.map((r) => r.id), pulseiras: pulseiras.map((r) => r.id) };
}

/**
 * One synthetic Brazilian patient (valid CPF from `cpfBase9`), all form rules satisfied.
 * `random` varies names, cities and dates; `usuario` goes into usuario_cadastro.
 */
export function syntheticPaciente(random: () => number, cpfBase9: string, ids: LookupIds, usuario: string): NewPaciente {
  const feminino = random() < 0.55;
  const primeiro = pick(random, feminino ? FEMININOS : MASCULINOS);
  const nome = `${primeiro} ${pick(random, SOBRENOMES)} ${pick(random, SOBRENOMES)}`;
  const mae = `${pick(random, FEMININOS)} ${pick(random, SOBRENOMES)} ${pick(random, SOBRENOMES)}`;
  const lugar = pick(random, CIDADES);
  const celular = `${lugar.ddd}9${pad(Math.floor(random() * 1e8), 8)}`;
  const ano = 1945 + Math.floor(random() * 62);
  const temPlano = random() < 0.6 && ids.planos.length > 0;
  return {
    nome,
    nascimento: `${ano}-${pad(1 + Math.floor(random() * 12), 2)}-${pad(1 + Math.floor(random() * 28), 2)}`,
    cpf: cpfFromBase(cpfBase9),
    rg: pad(Math.floor(random() * 1e9), 9),
    nome_mae: mae,
    profissao: pick(random, PROFISSOES),
    plano_saude: temPlano ? 1 : 0,
    plano_saude_id: temPlano ? pick(random, ids.planos) : null,
    pulseira_id: random() < 0.2 && ids.pulseiras.length > 0 ? pick(random, ids.pulseiras) : null,
    email: `${primeiro
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()}.${cpfBase9.slice(-5)}@exemplo.com.br`,
    ddi: '55',
    telefone: random() < 0.3 ? `${lugar.ddd}3${pad(Math.floor(random() * 1e7), 7)}` : null,
    celular,
    whats_app: celular,
    eh_whatsapp: true,
    sexo: feminino ? 'FEMININO' : 'MASCULINO',
    estrangeiro: false,
    is_responsavel_pelo_pagamento: true,
    responsavel_pagamento: null,
    cep: `${lugar.cep}${pad(Math.floor(random() * 1000), 3)}`,
    logradouro: lugar.rua,
    numero: String(1 + Math.floor(random() * 2500)),
    complemento: random() < 0.4 ? `Apto ${1 + Math.floor(random() * 150)}` : null,
    bairro: lugar.bairro,
    cidade: lugar.cidade,
    estado: lugar.estado,
    pais: 'Brasil',
    pesquisa_atracao: ids.pesquisas.length > 0 ? pick(random, ids.pesquisas) : null,
    usuario_cadastro: usuario,
    usuario_alteracao: usuario,
  };
}

/** How many demo Brazilians there are, and the CPF of the i-th (0-based, in seeding order). */
export const DEMO_BRASILEIROS = 35;
export const demoCpf = (i: number): string => cpfFromBase(String(310000000 + i * 7919));
/** The demo foreigners (no CPF; found by name), seeded after the Brazilians. */
export const DEMO_ESTRANGEIROS: readonly string[] = ESTRANGEIROS.map((e) => e.nome);

/** The ~40 demo patients: 35 Brazilians (2 with a payer) and 5 foreigners. */
export function demoPacientes(ids: LookupIds): NewPaciente[] {
  const random = rng(20260301);
  const list: NewPaciente[] = [];
  for (let i = 0; i < DEMO_BRASILEIROS; i++) {
    const p = syntheticPaciente(random, demoCpf(i).slice(0, 9), ids, 'Sistema');
    if (i % 17 === 5) {
      // a minor whose mother pays
      p.nascimento = `2012-0${1 + (i % 9)}-15`;
      p.is_responsavel_pelo_pagamento = false;
      p.responsavel_pagamento = toJson({
        nome: p.nome_mae,
        email: `responsavel.${i}@exemplo.com.br`,
        telefone: p.celular,
        cpf: cpfFromBase(String(420000000 + i * 104729)),
        cep: p.cep,
        logradouro: p.logradouro,
        numero: p.numero,
        complemento: p.complemento,
        bairro: p.bairro,
        cidade: p.cidade,
        estado: p.estado,
        pais: 'Brasil',
      });
    }
    list.push(p);
  }
  for (const [i, e] of ESTRANGEIROS.entries()) {
    list.push({
      nome: e.nome,
      nascimento: `${1970 + i * 5}-0${1 + i}-1${i}`,
      cpf: null,
      rg: null,
      nome_mae: e.mae,
      email: `${e.nome
        .split(' ')[0]!
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()}@example.com`,
      ddi: e.ddi,
      celular: e.celular,
      whats_app: e.celular,
      eh_whatsapp: true,
      sexo: e.sexo,
      estrangeiro: true,
      cidade: e.cidade,
      pais: e.pais,
      pesquisa_atracao: ids.pesquisas[i % Math.max(1, ids.pesquisas.length)] ?? null,
      usuario_cadastro: 'Sistema',
      usuario_alteracao: 'Sistema',
    });
  }
  return list;
}

/**
 * Demo lookups and patients that are missing (patients by CPF, foreigners by name); each new
 * patient gets its 'CRIAÇÃO DO PACIENTE' history line. Safe to run at every start.
 */
export async function seedPacientesDemo(db: Db): Promise<number> {
  await seedLookups(db);
  const ids = await lookupIds(db);
  let created = 0;
  for (const p of demoPacientes(ids)) {
    const exists = await db
      .selectFrom('paciente')
      .select('id')
      .where((eb) => (p.cpf ? eb('cpf', '=', p.cpf) : eb(eb.fn('lower', ['nome']), '=', p.nome.toLowerCase())))
      .executeTakeFirst();
    if (exists) continue;
    await db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('paciente').values(p).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('paciente_auditoria').values({ paciente_id: row.id, autor: null, descricao: 'CRIAÇÃO DO PACIENTE' }).execute();
    });
    created++;
  }
  if (created > 0) {
    await db
      .insertInto('auditoria')
      .values({ acao: 'SEED_DEMO', entidade: 'paciente', entidade_id: String(created), usuario_nome: 'Sistema' })
      .execute();
  }
  return created;
}

const BATCH = 1000;

/**
 * Adds `n` synthetic patients with valid, unique CPFs (multi-row inserts of 1000; CPFs already taken
 * are skipped and replaced), for measuring search. No history lines; vacuumed and analysed at the end.
 */
export async function seedSyntheticPacientes(db: Db, n: number, ids: LookupIds, progress?: (inserted: number) => void): Promise<void> {
  // CPF bases walk a sequence from a random start (9 digits, first digit 1-8), so runs rarely collide
  let next = 100_000_000 + Math.floor(Math.random() * 700_000_000);
  let seed = next;
  const random = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 4294967296;
  };
  let inserted = 0;
  while (inserted < n) {
    const rows: NewPaciente[] = [];
    const size = Math.min(BATCH, n - inserted);
    for (let i = 0; i < size; i++) {
      next = next >= 899_999_999 ? 100_000_000 : next + 1;
      rows.push(syntheticPaciente(random, String(next), ids, 'Carga sintética'));
    }
    const result = await db
      .insertInto('paciente')
      .values(rows)
      .onConflict((oc) => oc.column('cpf').where('cpf', 'is not', null).doNothing())
      .returning('id')
      .execute();
    inserted += result.length;
    if (inserted % 10_000 < BATCH || inserted === n) progress?.(inserted);
  }
  // after a bulk load, what autovacuum gives a database in use: fresh planner statistics, the
  // visibility map set (index-only scans read no table pages) and the trigram indexes' pending
  // entries merged (a search would otherwise scan them all)
  await sql`VACUUM (ANALYZE) paciente`.execute(db);
}
