/**
 * laudo.pdf of a big record (issue 39 "Tests and figures"): a patient with --etapas registered stages
 * (50) holding --imagens photos (200, spread evenly) in one procedure, and one filled form. Builds its
 * own api and PDF service in-process: a fresh database (PGlite in a temporary folder; with DATABASE_URL
 * a new database on that server, dropped at the end) with the api's migrations and demo seed, the real
 * api on 127.0.0.1 with files in a temporary folder, the PDF service on a real Chromium (a session
 * check that lets everyone in, no register). The photos are uploaded and the stages saved through the
 * api's own calls, as the Etapas tab does. Then, --runs times as the demo admin (every tab): the api
 * builds the laudo (POST /gerenciar/paciente/laudo) and the PDF service prints it (POST
 * /node/gerar-pdf, read to its last NDJSON line). The first run is cold (nothing rendered yet).
 * Prints per run: the api's time, the PDF's time, the total, pages, the HTML and PDF sizes, and how
 * many photos went inline (the laudo stops inlining at 7 MB of base64: the rest is counted as not fitting).
 *
 * Usage: pnpm --filter @clinica/bench laudo [--etapas N] [--imagens N] [--largura PX] [--altura PX] [--runs N] [--json]
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { deflateSync } from 'node:zlib';
import { buildApp } from '../../api/src/app.js';
import { migrateToLatest } from '../../api/src/db/migrate.js';
import { DEMO_PASSWORD } from '../../api/src/seed/demo-users.js';
import { seedDemo } from '../../api/src/seed/seed-demo.js';
import { localFileStore } from '../../api/src/storage/file-store.js';
import { addDays, clinicDay } from '../../api/src/time/clinic-time.js';
import { PdfRenderer, allowAll, buildApp as buildPdfApp } from '../../pdf/src/index.ts';
import { freshDatabase, makeTempDir } from './support/bench-database.ts';
import { benchArgv, exitOnHelp, integerFlag } from './support/flags.ts';
import { machine, machineLine, round } from './support/machine.ts';

const USAGE = 'Uso: pnpm --filter @clinica/bench laudo [--etapas N] [--imagens N] [--largura PX] [--altura PX] [--runs N] [--json]';
const { values: flags } = parseArgs({
  args: benchArgv(),
  options: {
    etapas: { type: 'string', default: '50' },
    imagens: { type: 'string', default: '200' },
    largura: { type: 'string', default: '320' },
    altura: { type: 'string', default: '240' },
    runs: { type: 'string', default: '3' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
exitOnHelp(flags.help, USAGE);
const integer = integerFlag(USAGE);
const ETAPAS = integer('etapas', flags.etapas, 1, 500);
const IMAGENS = integer('imagens', flags.imagens, 0, 6 * ETAPAS);
const LARGURA = integer('largura', flags.largura, 8, 4000);
const ALTURA = integer('altura', flags.altura, 8, 4000);
const RUNS = integer('runs', flags.runs, 1, 100);
const ADMIN = 'admin@clinica.dev';
const say = (text = '') => (flags.json ? process.stderr : process.stdout).write(`${text}\n`);

// ---- a photo-like PNG (a gradient with blocky noise, about the size of a small JPEG of the same dimensions), distinct per seed
const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};
function png(seed: number): Buffer {
  let state = seed * 2654435761 + 1;
  const random = () => ((state = (state * 1103515245 + 12345) & 0x7fffffff) & 0xff) / 255;
  const blocks = Array.from({ length: Math.ceil(ALTURA / 8) * Math.ceil(LARGURA / 8) }, random);
  const raw = Buffer.alloc(ALTURA * (1 + LARGURA * 3));
  for (let y = 0; y < ALTURA; y++) {
    const row = y * (1 + LARGURA * 3);
    for (let x = 0; x < LARGURA; x++) {
      const b = blocks[Math.floor(y / 8) * Math.ceil(LARGURA / 8) + Math.floor(x / 8)]!;
      const i = row + 1 + x * 3;
      // a little grain, as a photo has
      const grao = 6 * random();
      raw[i] = (x * 200) / LARGURA + 40 * b + (seed % 16) + grao;
      raw[i + 1] = (y * 180) / ALTURA + 60 * b + grao;
      raw[i + 2] = 120 + 100 * b + grao;
    }
  }
  // PNG filter 1 (Sub) on every row: each byte as its difference to the pixel on its left
  const filtered = Buffer.alloc(raw.length);
  for (let y = 0; y < ALTURA; y++) {
    const row = y * (1 + LARGURA * 3);
    filtered[row] = 1;
    for (let i = 1; i <= LARGURA * 3; i++) filtered[row + i] = (raw[row + i]! - (i > 3 ? raw[row + i - 3]! : 0)) & 0xff;
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(LARGURA, 0);
  ihdr.writeUInt32BE(ALTURA, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(filtered)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const database = await freshDatabase();
const storageDir = makeTempDir('clinica-bench-laudo-');
let api: Awaited<ReturnType<typeof buildApp>> | undefined;
let pdf: Awaited<ReturnType<typeof buildPdfApp>> | undefined;
let renderer: PdfRenderer | undefined;
const exitCode = await run().catch((error: unknown) => {
  console.error('laudo falhou:', error);
  return 1;
});
for (const app of [api, pdf]) {
  if (!app) continue;
  const closing = app.close();
  app.server.closeAllConnections();
  await closing.catch(() => undefined);
}
await renderer?.close().catch(() => undefined);
await database.close().catch(() => undefined);
process.exit(exitCode);

interface Run {
  run: number;
  apiMs: number;
  pdfMs: number;
  totalMs: number;
  paginas: number | null;
  htmlMB: number;
  pdfMB: number;
  imagensNoPdf: number;
  imagensForaDoLimite: number;
}

async function run(): Promise<number> {
  const db = database.db;
  await migrateToLatest(db);
  await seedDemo(db);
  say(machineLine());
  say(`banco: ${database.label}`);

  api = await buildApp({ db, events: database.events, jwtKey: randomBytes(32), files: localFileStore(storageDir) });
  const apiBase = await api.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${apiBase}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN, senha: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const authorization = `Bearer ${token}`;
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${apiBase}/api/${path}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  // ---- the record: a patient, one procedure with ETAPAS stages, IMAGENS photos, one filled form
  const t0 = performance.now();
  const pacienteId = (
    await db
      .insertInto('paciente')
      .values({ nome: 'Paciente do laudo grande', estrangeiro: true, sexo: 'FEMININO', nascimento: '1980-01-01', cidade: 'Belo Horizonte' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const procedimentoId = (await db.selectFrom('procedimento').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const etapaIds: number[] = [];
  for (let e = 0; e < ETAPAS; e++) {
    const id = (
      await db
        .insertInto('configuracao_etapa')
        .values({ nome_etapa: `Sessão do laudo ${String(e + 1).padStart(3, '0')}`, ordenacao: 100 + e, quantidade_imagens: 6 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('procedimento_etapa')
      .values({ procedimento_id: procedimentoId, configuracao_etapa_id: id, ordenacao: 100 + e })
      .execute();
    etapaIds.push(id);
  }
  let bytesImagens = 0;
  const hoje = clinicDay(new Date());
  for (let e = 0; e < ETAPAS; e++) {
    const quantas = Math.floor(((e + 1) * IMAGENS) / ETAPAS) - Math.floor((e * IMAGENS) / ETAPAS);
    const urls: { urlArmazenamento: string }[] = [];
    for (let i = 0; i < quantas; i++) {
      const foto = png(e * 10 + i + 1);
      bytesImagens += foto.length;
      const form = new FormData();
      form.append('arquivo', new Blob([new Uint8Array(foto)], { type: 'image/png' }), `etapa-${e + 1}-foto-${i + 1}.png`);
      const res = await fetch(`${apiBase}/api/gerenciar/imagens/upload`, { method: 'POST', headers: { authorization }, body: form });
      if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
      urls.push({ urlArmazenamento: ((await res.json()) as { urlArmazenamento: string }).urlArmazenamento });
    }
    const dia = addDays(hoje, -2 * (ETAPAS - e));
    await post('gerenciar/imagens/cadastro', {
      configuracoesEtapaId: etapaIds[e],
      pacienteId,
      procedimentoId,
      dataRegistro: dia,
      horaInicial: `${dia}T12:00:00.000Z`,
      horaFinal: `${dia}T13:00:00.000Z`,
      observacao: `Sessão ${e + 1}: evolução dentro do esperado, sem intercorrências.`,
      imagens: urls,
    });
  }
  const formulario = await post<{ id: number; perguntas: { id: number }[] }>('gerenciar/formulario/cadastro', {
    nome: 'Evolução do laudo grande',
    perguntas: Array.from({ length: 10 }, (_, i) => ({ pergunta: `Pergunta ${i + 1}?`, exibirCamposSimouNao: true, textoComplementar: 'Observação' })),
  });
  await post('gerenciar/formulario/resposta/cadastro', {
    formulario: formulario.id,
    paciente: pacienteId,
    procedimento: procedimentoId,
    respostaPerguntas: formulario.perguntas.map((p, i) => ({ perguntaId: p.id, simouNao: i % 2 ? 'NAO' : 'SIM', resposta: `Resposta ${i + 1}` })),
  });
  say(
    `ficha: ${ETAPAS} etapas, ${IMAGENS} fotos PNG ${LARGURA}×${ALTURA} (${round(bytesImagens / IMAGENS / 1024)} KB em média, ${round(bytesImagens / 1024 / 1024)} MB), 1 formulário; enviada pela api em ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  // ---- the PDF service, in-process on a real Chromium
  renderer = new PdfRenderer({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', concurrency: 2, queueLimit: 32, timeoutMs: 120_000 });
  await renderer.start();
  pdf = await buildPdfApp({ renderer, verifySession: allowAll, maxHtmlBytes: 10 * 1024 * 1024 });
  const pdfBase = await pdf.listen({ port: 0, host: '127.0.0.1' });

  const runs: Run[] = [];
  for (let r = 1; r <= RUNS; r++) {
    const start = performance.now();
    const laudo = await post<{ content: string; htmlHeader: string; headerHeigth: number }>('gerenciar/paciente/laudo', {
      idPaciente: pacienteId,
      procedimento: procedimentoId,
    });
    const apiDone = performance.now();
    const res = await fetch(`${pdfBase}/node/gerar-pdf`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(laudo) });
    const text = await res.text();
    const end = performance.now();
    const last = JSON.parse(text.trimEnd().split('\n').at(-1)!) as { base?: string; paginas?: number; erro?: unknown };
    if (res.status !== 200 || typeof last.base !== 'string') throw new Error(`gerar-pdf: ${res.status} ${text.slice(-500)}`);
    const fora = [...laudo.content.matchAll(/(\d+) image(?:m não coube|ns não couberam)/g)].reduce((n, m) => n + Number(m[1]), 0);
    runs.push({
      run: r,
      apiMs: round(apiDone - start),
      pdfMs: round(end - apiDone),
      totalMs: round(end - start),
      paginas: last.paginas ?? null,
      htmlMB: round(Buffer.byteLength(JSON.stringify(laudo)) / 1024 / 1024),
      pdfMB: round((last.base.length * 3) / 4 / 1024 / 1024),
      imagensNoPdf: (laudo.content.match(/<img src="data:/g) ?? []).length,
      imagensForaDoLimite: fora,
    });
  }

  say('\nlaudo.pdf (admin: todas as seções); tempo da api = POST /gerenciar/paciente/laudo; tempo do PDF = POST /node/gerar-pdf até a última linha');
  say('execução     api ms    PDF ms  total ms  páginas  HTML MB  PDF MB  fotos no PDF  fora do limite');
  for (const r of runs)
    say(
      `${(r.run === 1 ? '1 (frio)' : String(r.run)).padEnd(9)} ${String(r.apiMs).padStart(9)} ${String(r.pdfMs).padStart(9)} ${String(r.totalMs).padStart(9)} ${String(r.paginas ?? '-').padStart(8)} ${String(r.htmlMB).padStart(8)} ${String(r.pdfMB).padStart(7)} ${String(r.imagensNoPdf).padStart(13)} ${String(r.imagensForaDoLimite).padStart(15)}`,
    );
  say(`carga da máquina ${machine.loadavgAtStart.join(' ')} no início`);
  if (flags.json) process.stdout.write(`${JSON.stringify({ machine, etapas: ETAPAS, imagens: IMAGENS, largura: LARGURA, altura: ALTURA, runs }, null, 2)}\n`);
  return 0;
}
