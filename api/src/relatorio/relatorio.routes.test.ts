import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { StatusAgendamento } from '../db/types.js';
import { medicoDeTeste, pacienteDeTeste } from '../test-support/agenda-fixtures.js';
import { bearer, createTestApp, expectErrorList, type TestApp } from '../test-support/test-app.js';
import { clinicInstant, parseClinicDateTime } from '../time/clinic-time.js';
import { relatorioAgendamentos } from './relatorio-dados.js';
import { filtroAgendamentos, RELATORIO_MSG } from './relatorio-filtro.js';
import type { Contagem, RelatorioAgendamentos, RelatorioPacientesNovos, RelatorioProcedimentosRealizados } from './relatorio.schemas.js';

let t: TestApp;
let token: string;
const ids = { ana: 0, bruno: 0, p1: 0, p2: 0, paciente: 0 };
/** A name a spreadsheet would run as a formula, with the CSV separator in it. */
const NOME_PERIGOSO = '=Peeling; químico';

/** An appointment of half an hour at the clinic's wall-clock time 'YYYY-MM-DDTHH:mm'. */
async function agendar(medico: number, procedimento: number, quando: string, status: StatusAgendamento, extra: { chegou?: boolean; valor?: number } = {}) {
  const inicio = parseClinicDateTime(quando)!;
  await t.db
    .insertInto('agendamento')
    .values({
      medico_id: medico,
      paciente_id: ids.paciente,
      procedimento_id: procedimento,
      data_agendamento: inicio,
      hora_final: new Date(inicio.getTime() + 30 * 60_000),
      status,
      motivo_cancelamento: status === 'CANCELADO' ? 'Paciente desmarcou' : null,
      chegada_do_paciente: extra.chegou ? new Date(inicio.getTime() - 5 * 60_000) : null,
      valor: extra.valor ?? null,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.createUser(['ROLE_RELATORIOS'])).token;
  const ana = await medicoDeTeste(t, ['ROLE_AGENDAMENTOS'], null);
  const bruno = await medicoDeTeste(t, ['ROLE_AGENDAMENTOS'], null);
  await t.db.updateTable('usuario').set({ nome: 'Dra. Ana Relatório' }).where('id', '=', ana.id).execute();
  await t.db.updateTable('usuario').set({ nome: 'Dr. Bruno Relatório' }).where('id', '=', bruno.id).execute();
  const [p1, p2] = await t.db
    .insertInto('procedimento')
    .values([
      { nome: 'Consulta de relatório', valor_centavos: 10000 },
      { nome: NOME_PERIGOSO, valor_centavos: 25050 },
    ])
    .returning('id')
    .execute();
  Object.assign(ids, { ana: ana.id, bruno: bruno.id, p1: p1!.id, p2: p2!.id, paciente: await pacienteDeTeste(t, 'Paciente dos Relatórios') });

  // March 2024, long past: every appointment has its outcome
  await agendar(ids.ana, ids.p1, '2024-03-04T10:00', 'FINALIZADO', { chegou: true, valor: 100 });
  await agendar(ids.ana, ids.p1, '2024-03-04T11:00', 'CANCELADO');
  await agendar(ids.ana, ids.p1, '2024-03-05T10:00', 'CONFIRMADO'); // never came: a no-show
  await agendar(ids.ana, ids.p1, '2024-03-05T11:00', 'PENDENTE', { chegou: true }); // came, never started
  await agendar(ids.ana, ids.p1, '2024-03-15T23:30', 'FINALIZADO', { chegou: true, valor: 100 }); // 02:30 UTC on the 16th
  await agendar(ids.ana, ids.p2, '2024-03-11T09:00', 'FINALIZADO', { chegou: true, valor: 250.5 });
  await agendar(ids.bruno, ids.p1, '2024-03-16T00:30', 'PENDENTE'); // a no-show on the 16th
  await agendar(ids.bruno, ids.p1, '2024-03-20T10:00', 'EM_ATENDIMENTO', { chegou: true });
  // just outside the month, either side
  await agendar(ids.bruno, ids.p2, '2024-02-29T23:50', 'FINALIZADO', { chegou: true, valor: 250.5 });
  await agendar(ids.bruno, ids.p2, '2024-04-01T00:10', 'CANCELADO');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, as = token) => t.app.inject({ method: 'GET', url: `/api/relatorios/${url}`, headers: bearer(as) });
const MARCO = 'inicio=2024-03-01&fim=2024-03-31';

describe('GET /api/relatorios/agendamentos', () => {
  it('counts by status, with the cancellation rate (÷ total) and the no-show rate (÷ appointments with an outcome)', async () => {
    const res = await get(`agendamentos?${MARCO}`);
    expect(res.statusCode).toBe(200);
    const r = res.json<RelatorioAgendamentos>();
    expect(r).toMatchObject({ inicio: '2024-03-01', fim: '2024-03-31', agrupar: 'mes', truncado: false });
    // each appointment in one column only: the no-shows (one CONFIRMADO, one PENDENTE) are neither pending nor confirmed
    expect(r.totais).toEqual({
      total: 8,
      pendentes: 1,
      confirmados: 0,
      emAtendimento: 1,
      finalizados: 3,
      cancelados: 1,
      faltas: 2,
      comparecimentos: 5,
      taxaCancelamento: 0.125,
      taxaFalta: 0.2857,
    });
    expect(r.porPeriodo).toEqual([{ periodo: '2024-03-01', ...r.totais }]);
    expect(r.porMedico.map((m) => [m.medicoNome, m.total, m.faltas, m.taxaFalta])).toEqual([
      ['Dr. Bruno Relatório', 2, 1, 0.5],
      ['Dra. Ana Relatório', 6, 1, 0.2],
    ]);
    expect(r.porProcedimento.map((p) => [p.procedimentoNome, p.total])).toEqual([
      [NOME_PERIGOSO, 1],
      ['Consulta de relatório', 7],
    ]);
    expect(r.linhas.map((l) => [l.periodo, l.medicoNome, l.procedimentoNome, l.total, l.cancelados, l.taxaCancelamento])).toEqual([
      ['2024-03-01', 'Dr. Bruno Relatório', 'Consulta de relatório', 2, 0, 0],
      ['2024-03-01', 'Dra. Ana Relatório', NOME_PERIGOSO, 1, 0, 0],
      ['2024-03-01', 'Dra. Ana Relatório', 'Consulta de relatório', 5, 1, 0.2],
    ]);
  });

  it("puts an appointment at 23:30 on the clinic's day (not UTC's), and the period ends at the clinic's midnight", async () => {
    const r = (await get('agendamentos?inicio=2024-03-15&fim=2024-03-15&agrupar=dia')).json<RelatorioAgendamentos>();
    expect(r.porPeriodo).toEqual([expect.objectContaining({ periodo: '2024-03-15', total: 1, finalizados: 1 })]);
    const dias = (await get(`agendamentos?inicio=2024-03-14&fim=2024-03-17&agrupar=dia&medico=${ids.ana},${ids.bruno}`)).json<RelatorioAgendamentos>();
    expect(dias.porPeriodo.map((p) => [p.periodo, p.total])).toEqual([
      ['2024-03-14', 0],
      ['2024-03-15', 1],
      ['2024-03-16', 1],
      ['2024-03-17', 0],
    ]);
    // the appointment at 23:50 of 29 February and the one at 00:10 of 1 April stay out of March
    const fev = (await get(`agendamentos?inicio=2024-02-01&fim=2024-04-30&medico=${ids.bruno}`)).json<RelatorioAgendamentos>();
    expect(fev.porPeriodo.map((p) => [p.periodo, p.total])).toEqual([
      ['2024-02-01', 1],
      ['2024-03-01', 2],
      ['2024-04-01', 1],
    ]);
  });

  it('groups by week from Monday, the first week starting before the period', async () => {
    const r = (await get(`agendamentos?${MARCO}&agrupar=semana`)).json<RelatorioAgendamentos>();
    expect(r.porPeriodo.map((p) => [p.periodo, p.total])).toEqual([
      ['2024-02-26', 0],
      ['2024-03-04', 4],
      ['2024-03-11', 3],
      ['2024-03-18', 1],
      ['2024-03-25', 0],
    ]);
  });

  it('filters by doctor, procedure and status (lists separated by commas)', async () => {
    const ana = (await get(`agendamentos?${MARCO}&medico=${ids.ana}&procedimento=${ids.p1}`)).json<RelatorioAgendamentos>();
    expect(ana.totais).toMatchObject({ total: 5, cancelados: 1, faltas: 1, comparecimentos: 3, taxaFalta: 0.25 });
    const status = (await get(`agendamentos?${MARCO}&status=pendente,CONFIRMADO`)).json<RelatorioAgendamentos>();
    expect(status.totais).toMatchObject({ total: 3, pendentes: 1, confirmados: 0, faltas: 2, cancelados: 0, taxaCancelamento: 0 });
    const vazio = (await get(`agendamentos?inicio=2024-05-01&fim=2024-05-31&medico=${ids.ana}`)).json<RelatorioAgendamentos>();
    expect(vazio.totais).toMatchObject({ total: 0, taxaCancelamento: null, taxaFalta: null });
    expect(vazio.linhas).toEqual([]);
  });

  it("leaves the calendar's cache alone (a report is no write for the write clock)", async () => {
    const before = t.app.deps.writeClock.generation;
    for (const url of [`agendamentos?${MARCO}`, `pacientes-novos?${MARCO}`, `procedimentos-realizados?${MARCO}`, `agendamentos/xlsx?${MARCO}`])
      expect((await get(url)).statusCode).toBe(200);
    expect(t.app.deps.writeClock.generation).toBe(before);
  });

  it('counts as a no-show only an appointment whose time has ended by the report', async () => {
    const filtro = filtroAgendamentos({ inicio: '2024-03-01', fim: '2024-03-31', medico: `${ids.ana},${ids.bruno}` });
    // on the 10th, the no-show of the 16th has not happened yet (nor has its outcome): it is still pending
    const r = await relatorioAgendamentos(t.db, filtro, new Date('2024-03-10T12:00:00Z'), 100);
    expect(r.totais).toMatchObject({ pendentes: 2, confirmados: 0, faltas: 1, comparecimentos: 5, taxaFalta: 0.1667 });
  });

  it('puts each appointment in one column only: the statuses and the no-shows add up to the total in every row, period and doctor (issue 36 item 5)', async () => {
    const soma = (c: Contagem) => c.pendentes + c.confirmados + c.emAtendimento + c.finalizados + c.cancelados + c.faltas;
    for (const agrupar of ['dia', 'semana', 'mes']) {
      const inicio = agrupar === 'dia' ? '2024-03-01' : '2024-02-01';
      const r = (await get(`agendamentos?inicio=${inicio}&fim=2024-04-30&agrupar=${agrupar}`)).json<RelatorioAgendamentos>();
      expect(r.totais.total).toBeGreaterThan(0);
      for (const c of [r.totais, ...r.porPeriodo, ...r.porMedico, ...r.porProcedimento, ...r.linhas]) expect(soma(c)).toBe(c.total);
    }
    // a no-show that had been confirmed: one appointment, counted once
    const confirmado = (await get(`agendamentos?inicio=2024-03-05&fim=2024-03-05&agrupar=dia&medico=${ids.ana}`)).json<RelatorioAgendamentos>();
    expect(confirmado.porPeriodo).toEqual([expect.objectContaining({ total: 2, confirmados: 0, pendentes: 1, faltas: 1 })]);
  });
});

describe('GET /api/relatorios/pacientes-novos', () => {
  it("counts patients registered by the clinic's month (daylight saving of 2019 included) and 'Como conheceu' option", async () => {
    const atracao = async (nome: string) => (await t.db.selectFrom('pesquisa_atracao').select('id').where('nome', '=', nome).executeTakeFirstOrThrow()).id;
    const [instagram, indicacao] = [await atracao('Instagram'), await atracao('Indicação')];
    const cadastrar = async (nome: string, quando: Date, pesquisa: number | null) =>
      t.db.insertInto('paciente').values({ nome, estrangeiro: true, horario_cadastro: quando, pesquisa_atracao: pesquisa }).execute();
    await cadastrar('Novo Um', clinicInstant('2019-01-10', 9 * 60), instagram);
    await cadastrar('Novo Dois', clinicInstant('2019-01-10', 15 * 60), instagram);
    // 23:30 of 31 January in Brasília, summer time (UTC-2): 01:30 UTC of 1 February
    await cadastrar('Novo Três', clinicInstant('2019-01-31', 23 * 60 + 30), indicacao);
    await cadastrar('Novo Quatro', clinicInstant('2019-03-05', 10 * 60), null);
    await cadastrar('Fora Antes', clinicInstant('2018-12-31', 23 * 60 + 59), instagram);
    await cadastrar('Fora Depois', clinicInstant('2019-04-01', 0), instagram);

    const res = await get('pacientes-novos?inicio=2019-01-01&fim=2019-03-31');
    expect(res.statusCode).toBe(200);
    const r = res.json<RelatorioPacientesNovos>();
    expect(r.total).toBe(4);
    expect(r.porMes).toEqual([
      { mes: '2019-01', quantidade: 3 },
      { mes: '2019-02', quantidade: 0 },
      { mes: '2019-03', quantidade: 1 },
    ]);
    expect(r.porAtracao.slice(0, 3)).toEqual([
      { atracaoId: instagram, atracaoNome: 'Instagram', quantidade: 2, percentual: 0.5 },
      { atracaoId: indicacao, atracaoNome: 'Indicação', quantidade: 1, percentual: 0.25 },
      { atracaoId: null, atracaoNome: 'Não informado', quantidade: 1, percentual: 0.25 },
    ]);
    // the other active options are listed with zero
    expect(r.porAtracao.find((a) => a.atracaoNome === 'Google')).toMatchObject({ quantidade: 0, percentual: 0 });
    expect(r.linhas).toEqual([
      { mes: '2019-01', atracaoId: indicacao, atracaoNome: 'Indicação', quantidade: 1 },
      { mes: '2019-01', atracaoId: instagram, atracaoNome: 'Instagram', quantidade: 2 },
      { mes: '2019-03', atracaoId: null, atracaoNome: 'Não informado', quantidade: 1 },
    ]);
  });
});

describe('GET /api/relatorios/procedimentos-realizados', () => {
  it('counts the finished appointments by procedure and doctor, with their value in centavos', async () => {
    const res = await get(`procedimentos-realizados?${MARCO}`);
    expect(res.statusCode).toBe(200);
    const r = res.json<RelatorioProcedimentosRealizados>();
    expect(r.totais).toEqual({ quantidade: 3, valorCentavos: 45050 });
    expect(r.porProcedimento).toEqual([
      { procedimentoId: ids.p1, procedimentoNome: 'Consulta de relatório', quantidade: 2, valorCentavos: 20000 },
      { procedimentoId: ids.p2, procedimentoNome: NOME_PERIGOSO, quantidade: 1, valorCentavos: 25050 },
    ]);
    expect(r.porMedico).toEqual([{ medicoId: ids.ana, medicoNome: 'Dra. Ana Relatório', quantidade: 3, valorCentavos: 45050 }]);
    expect(r.linhas).toHaveLength(2);
    const bruno = (await get(`procedimentos-realizados?inicio=2024-02-01&fim=2024-03-31&medico=${ids.bruno}`)).json<RelatorioProcedimentosRealizados>();
    expect(bruno.totais).toEqual({ quantidade: 1, valorCentavos: 25050 });
  });
});

describe('GET /api/relatorios/filtros', () => {
  it('lists doctors and procedures by name, statuses and groupings', async () => {
    const res = await get('filtros');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ medicos: { id: number; nome: string }[]; procedimentos: { id: number; nome: string }[]; agrupamentos: string[] }>();
    expect(body.medicos.map((m) => m.id)).toEqual(expect.arrayContaining([ids.ana, ids.bruno]));
    expect(body.procedimentos.map((p) => p.id)).toEqual(expect.arrayContaining([ids.p1, ids.p2]));
    expect(body.agrupamentos).toEqual(['dia', 'semana', 'mes']);
  });
});

/** RFC 4180 reading with ';' (quoted cells may hold ';' and doubled quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1)) {
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i]!;
      if (quoted && c === '"' && line[i + 1] === '"') cell += line[++i];
      else if (c === '"') quoted = !quoted;
      else if (c === ';' && !quoted) {
        cells.push(cell);
        cell = '';
      } else cell += c;
    }
    rows.push([...cells, cell]);
  }
  return rows;
}

describe('exports', () => {
  it('CSV: BOM, ";", Portuguese headers, dates dd/mm/aaaa, decimal comma, a total row, formulas neutralised', async () => {
    const res = await get(`agendamentos/csv?${MARCO}&agrupar=dia&medico=${ids.ana}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="relatorio-agendamentos-2024-03-01-a-2024-03-31.csv"');
    expect(res.headers['x-truncado']).toBe('false');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(res.rawPayload.toString('utf8'));
    expect(rows[0]).toEqual([
      'Dia',
      'Médico',
      'Procedimento',
      'Total',
      'Pendentes',
      'Confirmados',
      'Em atendimento',
      'Finalizados',
      'Cancelados',
      'Faltas',
      'Compareceram',
      'Taxa de cancelamento',
      'Taxa de faltas',
    ]);
    expect(rows.slice(1).map((r) => r.slice(0, 4))).toEqual([
      ['04/03/2024', 'Dra. Ana Relatório', 'Consulta de relatório', '2'],
      ['05/03/2024', 'Dra. Ana Relatório', 'Consulta de relatório', '2'],
      ['11/03/2024', 'Dra. Ana Relatório', `'${NOME_PERIGOSO}`, '1'],
      ['15/03/2024', 'Dra. Ana Relatório', 'Consulta de relatório', '1'],
      ['Total', '', '', '6'],
    ]);
    expect(rows[1]!.slice(-2)).toEqual(['50,00%', '0,00%']);
    expect(rows.at(-1)!.slice(-2)).toEqual(['16,67%', '20,00%']);
    expect(res.rawPayload.toString('utf8')).toContain(`;"'${NOME_PERIGOSO}";`);
  });

  it('CSV of the procedures performed: money with a decimal comma', async () => {
    const rows = parseCsv((await get(`procedimentos-realizados/csv?${MARCO}`)).rawPayload.toString('utf8'));
    expect(rows).toEqual([
      ['Procedimento', 'Médico', 'Quantidade', 'Valor (R$)'],
      [`'${NOME_PERIGOSO}`, 'Dra. Ana Relatório', '1', '250,50'],
      ['Consulta de relatório', 'Dra. Ana Relatório', '2', '200,00'],
      ['Total', '', '3', '450,50'],
    ]);
  });

  it('XLSX: numbers, dates and money as such, read back with exceljs; the filters on their own sheet', async () => {
    const res = await get(`procedimentos-realizados/xlsx?${MARCO}&medico=${ids.ana}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="relatorio-procedimentos-realizados-2024-03-01-a-2024-03-31.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Procedimentos realizados')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Procedimento', 'Médico', 'Quantidade', 'Valor (R$)']);
    expect(sheet.getRow(2).values).toEqual([undefined, NOME_PERIGOSO, 'Dra. Ana Relatório', 1, 250.5]);
    expect(sheet.getCell('D2').numFmt).toBe('"R$" #,##0.00');
    expect(sheet.getRow(4).values).toEqual([undefined, 'Total', '', 3, 450.5]);
    expect(sheet.getRow(4).font?.bold).toBe(true);
    const filtros = workbook.getWorksheet('Filtros')!;
    expect(filtros.getCell('A1').value).toBe('Relatório de procedimentos realizados');
    expect(filtros.getRow(2).values).toEqual([undefined, 'Período', '01/03/2024 a 31/03/2024']);
    expect(filtros.getRow(3).values).toEqual([undefined, 'Médicos', 'Dra. Ana Relatório']);

    const agendamentos = new ExcelJS.Workbook();
    await agendamentos.xlsx.load((await get(`agendamentos/xlsx?${MARCO}&medico=${ids.bruno}`)).rawPayload as unknown as ArrayBuffer);
    const linhas = agendamentos.getWorksheet('Agendamentos')!;
    expect(linhas.getCell('A2').value).toEqual(new Date(Date.UTC(2024, 2, 1)));
    expect(linhas.getCell('A2').numFmt).toBe('mm/yyyy');
    expect(linhas.getCell('M2').value).toBe(0.5);
    expect(linhas.getCell('M2').numFmt).toBe('0.00%');
  });

  it('XLSX of the new patients: one column per option, the months as dates', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await get('pacientes-novos/xlsx?inicio=2019-01-01&fim=2019-03-31')).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Pacientes novos')!;
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1, 4)).toEqual(['Mês', 'Instagram', 'Indicação']);
    expect(header.at(-1)).toBe('Total');
    expect(sheet.getCell('A2').value).toEqual(new Date(Date.UTC(2019, 0, 1)));
    expect((sheet.getRow(2).values as unknown[]).slice(2, 4)).toEqual([2, 1]);
    expect((sheet.getRow(5).values as unknown[]).at(-1)).toBe(4);
  });
});

describe('access and validation', () => {
  it('needs ROLE_RELATORIOS on every report and export', async () => {
    const outro = (await t.createUser(['ROLE_AGENDAMENTOS', 'ROLE_LOG'])).token;
    for (const url of [
      'filtros',
      `agendamentos?${MARCO}`,
      `agendamentos/csv?${MARCO}`,
      `agendamentos/xlsx?${MARCO}`,
      `pacientes-novos?${MARCO}`,
      `pacientes-novos/csv?${MARCO}`,
      `procedimentos-realizados/xlsx?${MARCO}`,
    ]) {
      expect(expectErrorList(await get(url, outro), 403)).toBe('Usuário sem permissão para esta operação.');
      expect((await t.app.inject({ method: 'GET', url: `/api/relatorios/${url}` })).statusCode).toBe(401);
    }
  });

  it('answers 400 with a Portuguese sentence for each bad filter', async () => {
    const cases: [string, string][] = [
      ['agendamentos?fim=2024-03-31', RELATORIO_MSG.inicioAusente],
      ['agendamentos?inicio=2024-03-01', RELATORIO_MSG.fimAusente],
      ['agendamentos?inicio=2024-02-30&fim=2024-03-31', RELATORIO_MSG.inicio],
      ['pacientes-novos?inicio=2024-03-01&fim=31/03/2024', RELATORIO_MSG.fim],
      ['agendamentos?inicio=2024-03-31&fim=2024-03-01', RELATORIO_MSG.periodo],
      ['procedimentos-realizados?inicio=2024-01-01&fim=2026-01-01', RELATORIO_MSG.periodoLongo],
      ['agendamentos?inicio=2024-01-01&fim=2024-04-02&agrupar=dia', RELATORIO_MSG.periodoLongoPorDia],
      [`agendamentos?${MARCO}&agrupar=ano`, RELATORIO_MSG.agrupar],
      [`agendamentos?${MARCO}&medico=abc`, RELATORIO_MSG.medico],
      [`procedimentos-realizados?${MARCO}&procedimento=0`, RELATORIO_MSG.procedimento],
      [`agendamentos?${MARCO}&status=FALTOU`, RELATORIO_MSG.status],
      [`agendamentos/xlsx?${MARCO}&medico=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, RELATORIO_MSG.muitos],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect([url, expectErrorList(res, 400)]).toEqual([url, message]);
    }
    // a year, a leap one included, is fine; a day more is not
    expect((await get('agendamentos?inicio=2024-01-01&fim=2024-12-31&agrupar=semana')).statusCode).toBe(200);
    expect(expectErrorList(await get('pacientes-novos?inicio=2024-01-01&fim=2025-01-01'), 400)).toBe(RELATORIO_MSG.periodoLongo);
    expect((await get('agendamentos?inicio=2024-01-01&fim=2024-04-01&agrupar=dia')).statusCode).toBe(200);
    expect((await get(`agendamentos?${MARCO}&campo=1`)).statusCode).toBe(400);
  });
});
