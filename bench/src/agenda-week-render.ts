/**
 * Week-view render time of the agenda in Chromium: a week holding N appointments (default 1,000)
 * against an empty week, same run, same page. Needs a running portal (`pnpm start`); books the
 * appointments through the api as the demo administrator (as exceptions, since they overlap), only
 * those the week still lacks, so a rerun reuses them.
 *
 * Each sample switches the already-open agenda to the week (a hash change, as the arrows do) and
 * times, inside the page: until the calendar read answered (api), and until the week's own columns
 * are drawn with every appointment on screen, drawn or counted in a "mais +N" link, and two frames
 * were painted (render). Weeks alternate, so noise spreads over both.
 *
 * Usage: pnpm --filter @clinica/bench agenda-week-render [portal address] [--agendamentos N] [--samples S] [--json]
 * (--json: the medians as JSON on stdout, the text on stderr)
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { percentile } from './support/machine.ts';

const { values: flags, positionals } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  allowPositionals: true,
  options: { agendamentos: { type: 'string', default: '1000' }, samples: { type: 'string', default: '7' }, json: { type: 'boolean', default: false } },
});
const portal = positionals[0] ?? 'http://localhost:8080';
const N = Number(flags.agendamentos);
const SAMPLES = Number(flags.samples);
/** Far weeks (Monday), away from the demo agenda. */
const FULL_WEEK = '2031-03-03';
const EMPTY_WEEK = '2031-03-17';
const DAYS = ['2031-03-03', '2031-03-04', '2031-03-05', '2031-03-06', '2031-03-07'];

const api = async <T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> => {
  const response = await fetch(`${portal}/api/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

const { token } = await api<{ token: string }>('auth/login', { method: 'POST', body: JSON.stringify({ email: 'admin@clinica.dev', senha: 'Demo@1234' }) });
const weekOf = (monday: string) =>
  JSON.stringify({ inicio: `${monday}T03:00:00Z`, fim: `${monday.slice(0, 8)}${String(Number(monday.slice(8)) + 7).padStart(2, '0')}T03:00:00Z` });
const existing = (await api<unknown[]>('gerenciar/agendamento/popularCalendario', { method: 'POST', token, body: weekOf(FULL_WEEK) })).length;

// doctors without lunch blocks: the administrator and Dr. Rafael (both work 08:00–18:00 on weekdays)
const medicos = (await api<{ id: number; nome: string }[]>('gerenciar/medico/listar', { token })).filter((m) => m.nome !== 'Dra. Helena Prado');
const pacientes = (
  await api<{ content: { id: number }[] }>('gerenciar/paciente/pesquisar?page=0&size=100', { method: 'POST', token, body: JSON.stringify({ ativo: true }) })
).content;
const procedimento = (await api<{ id: number; nome: string }[]>('gerenciar/procedimento/listar', { token }))[0]!;
const compromisso = (await api<{ id: number }[]>('gerenciar/compromisso/listar', { method: 'POST', token, body: '{}' }))[0]!;
for (let i = existing; i < N; i++) {
  const slot = Math.floor(i / DAYS.length) % 20;
  const start = `${String(8 + Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`;
  const end = slot % 2 ? `${String(9 + Math.floor(slot / 2)).padStart(2, '0')}:00` : `${String(8 + Math.floor(slot / 2)).padStart(2, '0')}:30`;
  const day = DAYS[i % DAYS.length]!;
  await api('gerenciar/agendamento/criar', {
    method: 'POST',
    token,
    body: JSON.stringify({
      procedimentoId: procedimento.id,
      medicoId: medicos[i % medicos.length]!.id,
      tipoCompromissoId: compromisso.id,
      pacienteId: pacientes[i % pacientes.length]!.id,
      ecirurgia: true,
      dataAgendamento: `${day}T${start}:00`,
      horaFinal: `${day}T${end}:00`,
    }),
  });
  if (i % 100 === 99) process.stderr.write(`\r${i + 1}/${N} agendamentos`);
}
process.stderr.write('\n');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, timezoneId: 'America/Sao_Paulo', locale: 'pt-BR' });
await page.goto(`${portal}/#/login`);
await page.getByLabel('E-mail ou CPF').fill('admin@clinica.dev');
await page.getByLabel('Senha').fill('Demo@1234');
await page.getByRole('button', { name: 'Entrar' }).click();
await page.getByTestId('top-nav').waitFor();
await page.goto(`${portal}/#/agendamentos?visao=semana&data=${EMPTY_WEEK}&medico=`);
await page.getByTestId('agenda-calendar').waitFor();

/** One sample: hash change to the week, then in-page timings (ms). */
async function sample(monday: string, expected: number): Promise<{ api: number; render: number }> {
  const answered = page.waitForResponse((r) => r.url().includes('popularCalendario') && r.request().postData()?.includes(monday) === true);
  const started = await page.evaluate((hash) => {
    const t0 = performance.now();
    location.hash = hash;
    return t0;
  }, `#/agendamentos?visao=semana&data=${monday}&medico=`);
  await answered;
  const apiAt = await page.evaluate(() => performance.now());
  // a string, not a function: tsx would wrap a function's inner helpers in its own __name()
  const renderedAt = await page.evaluate<number>(`new Promise((resolve) => {
    const check = () => {
      const calendar = document.querySelector('[data-testid=agenda-calendar]');
      // the asked week's columns (the previous week's may still be on screen while React renders)
      const weekShown = calendar.querySelector('[data-date="${monday}"]') !== null;
      const drawn = calendar.querySelectorAll('[data-agendamento-id]').length;
      const behindMore = [...calendar.querySelectorAll('[aria-haspopup=dialog]')].reduce((n, link) => n + Number(link.textContent.match(/\\d+/)?.[0] ?? 0), 0);
      if (weekShown && drawn + behindMore >= ${expected}) {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
      } else requestAnimationFrame(check);
    };
    check();
  })`);
  return { api: apiAt - started, render: renderedAt - started };
}

const full: { api: number; render: number }[] = [];
const empty: { api: number; render: number }[] = [];
await sample(FULL_WEEK, N); // warm-up: code and styles loaded once
for (let i = 0; i < SAMPLES; i++) {
  empty.push(await sample(EMPTY_WEEK, 0));
  full.push(await sample(FULL_WEEK, N));
}
await browser.close();

const stats = (rows: { api: number; render: number }[], key: 'api' | 'render') => {
  const sorted = rows.map((r) => r[key]).sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(0).padStart(5)} ms  max ${sorted.at(-1)!.toFixed(0).padStart(5)} ms`;
};
const say = (text: string) => (flags.json ? process.stderr : process.stdout).write(`${text}\n`);
say(`Chromium, 1440×900, semana em visão semanal, ${SAMPLES} amostras por semana (intercaladas, após 1 de aquecimento)`);
say(`semana com ${N} agendamentos: até a resposta da api ${stats(full, 'api')}; até tudo desenhado ${stats(full, 'render')}`);
say(`semana vazia:                 até a resposta da api ${stats(empty, 'api')}; até tudo desenhado ${stats(empty, 'render')}`);
if (flags.json) {
  const median = (rows: { render: number }[]) =>
    percentile(
      rows.map((r) => r.render).sort((a, b) => a - b),
      50,
    );
  console.log(JSON.stringify({ agendamentos: N, samples: SAMPLES, renderP50Ms: { cheia: median(full), vazia: median(empty) } }));
}
