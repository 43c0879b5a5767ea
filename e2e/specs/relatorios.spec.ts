import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { auth, book, brDate, clinicDate } from '../fixtures/agenda.ts';
import { newCpf } from '../fixtures/cpf.ts';
import { newPaciente } from '../fixtures/paciente.ts';
import { apiToken, loginAs, signIn } from '../fixtures/portal.ts';

interface Contagem {
  total: number;
  pendentes: number;
  confirmados: number;
  emAtendimento: number;
  finalizados: number;
  cancelados: number;
  faltas: number;
}
interface RelatorioAgendamentos {
  totais: Contagem;
  porPeriodo: ({ periodo: string } & Contagem)[];
  linhas: ({ medicoNome: string; procedimentoNome: string } & Contagem)[];
}

test.describe('relatórios', () => {
  test('the appointments report draws its chart and table from the filters in the address, and its XLSX holds the same rows', async ({ page, request }) => {
    // the demo agenda's past weeks, up to yesterday: other specs, running beside this one, book
    // today and ahead, and the figures must not move between the api's answer, the screen and the file
    const inicio = `${clinicDate(-31).slice(0, 7)}-01`;
    const fim = clinicDate(-1);
    const token = await apiToken(request, 'admin');
    const pedido = await request.get(`/api/relatorios/agendamentos?inicio=${inicio}&fim=${fim}&agrupar=mes`, auth(token));
    expect(pedido.status()).toBe(200);
    const esperado = (await pedido.json()) as RelatorioAgendamentos;
    expect(esperado.totais.total).toBeGreaterThan(0);

    await signIn(page, 'admin');
    await page.goto(`/#/relatorios?relatorio=agendamentos&inicio=${inicio}&fim=${fim}&agrupar=mes`);
    const filtros = page.getByTestId('relatorio-filtros');
    await expect(filtros.getByLabel('De', { exact: true })).toHaveValue(`${inicio.slice(8)}/${inicio.slice(5, 7)}/${inicio.slice(0, 4)}`);
    const grafico = page.getByTestId('relatorio-grafico');
    await expect(grafico).toHaveAttribute('aria-label', new RegExp(`^Gráfico de agendamentos por período: ${esperado.totais.total} no total\\.`));
    // echarts drew the chart with one month on the axis per period
    await expect(grafico.locator('svg text').filter({ hasText: /^[a-zç]{3}\/\d{4}$/ })).toHaveCount(esperado.porPeriodo.length);
    const tabela = page.getByTestId('relatorio-tabela');
    await expect(tabela.locator('tbody tr.ant-table-row')).toHaveCount(Math.min(20, esperado.linhas.length));
    await expect(page.locator('.ant-statistic', { hasText: 'Agendamentos' })).toContainText(String(esperado.totais.total));

    const download = page.waitForEvent('download');
    await filtros.getByRole('button', { name: 'XLSX' }).click();
    const arquivo = await download;
    expect(arquivo.suggestedFilename()).toBe(`relatorio-agendamentos-${inicio}-a-${fim}.xlsx`);
    const planilha = new ExcelJS.Workbook();
    await planilha.xlsx.readFile(await arquivo.path());
    const aba = planilha.getWorksheet('Agendamentos')!;
    const cabecalho = (aba.getRow(1).values as unknown[]).slice(1);
    expect(cabecalho.slice(0, 4)).toEqual(['Mês', 'Médico', 'Procedimento', 'Total']);
    const linhas = aba.getRows(2, aba.rowCount - 1)!.map((row) => (row.values as unknown[]).slice(1));
    const total = linhas.find((linha) => linha[0] === 'Total')!;
    expect(total[3]).toBe(esperado.totais.total);
    const dados = linhas.filter((linha) => linha[0] !== 'Total' && linha[1] !== undefined);
    expect(dados).toHaveLength(esperado.linhas.length);
    expect(dados.reduce((soma, linha) => soma + (linha[3] as number), 0)).toBe(esperado.totais.total);

    // a filter chosen on screen goes to the address and redraws the figures
    await filtros.getByLabel('Agrupar por').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Semana' }).click();
    await expect(page).toHaveURL(/agrupar=semana/);
    await expect(grafico).toHaveAttribute('aria-label', new RegExp(`: ${esperado.totais.total} no total\\. \\d{2}/\\d{2}\\+`));
  });

  test('a period the api refuses is said on screen in Portuguese', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/#/relatorios?relatorio=pacientes-novos&inicio=2026-05-10&fim=2026-05-01');
    // the report's own alert (a notification toast is an alert too)
    await expect(page.getByRole('region', { name: 'Relatórios' }).getByRole('alert')).toContainText('A data final deve ser igual ou posterior à data inicial.');
  });

  test('switching between the reports several times draws each one from its own answer, never the area error (issue 36 item 1)', async ({ page }) => {
    const erros: string[] = [];
    page.on('pageerror', (error) => erros.push(error.message));
    // each report's first answer for a filter is held until the test has seen what the screen shows meanwhile
    const vistas = new Set<string>();
    const retidas: { nome: string; soltar: () => void }[] = [];
    await page.route('**/api/relatorios/**', async (route) => {
      const url = new URL(route.request().url());
      const nome = url.pathname.split('/').pop()!;
      if (nome !== 'filtros' && !vistas.has(url.href)) {
        vistas.add(url.href);
        await new Promise<void>((soltar) => retidas.push({ nome, soltar }));
      }
      await route.continue();
    });
    const grafico = page.getByTestId('relatorio-grafico');
    const proprio = {
      agendamentos: /^Gráfico de agendamentos por período: \d+ no total\./,
      'pacientes-novos': /^Gráfico de pacientes novos por mês: \d+ no total\./,
      'procedimentos-realizados': /^Gráfico de procedimentos realizados: \d+ no total\./,
    } as const;
    const semFalha = async () => {
      await expect(page.getByText('Não foi possível carregar esta área')).toHaveCount(0);
      expect(erros).toEqual([]);
    };
    /** Lets the report's held answer go: its own figures are drawn. */
    const solta = async (nome: keyof typeof proprio) => {
      await expect.poll(() => retidas.some((r) => r.nome === nome)).toBe(true);
      await semFalha();
      for (const retida of retidas.filter((r) => r.nome === nome)) retida.soltar();
      await expect(grafico).toHaveAttribute('aria-label', proprio[nome]);
      await semFalha();
    };
    /** Switched to a report with no answer yet for the filters: nothing drawn until its own answer (not the previous report's), then its own figures. */
    const mostraQuandoChega = async (nome: keyof typeof proprio) => {
      await expect.poll(() => retidas.some((r) => r.nome === nome)).toBe(true);
      await expect(grafico).toHaveCount(0);
      await solta(nome);
    };
    const aba = (nome: string) => page.getByRole('tab', { name: nome, exact: true });

    await loginAs(page, 'admin');
    const fim = clinicDate();
    for (const [rodada, dias] of [7, 14, 21].entries()) {
      // a new period: no report has its answer yet
      await page.goto(`/#/relatorios?relatorio=agendamentos&inicio=${clinicDate(-dias)}&fim=${fim}`);
      await solta('agendamentos');
      await aba('Pacientes novos').click();
      await mostraQuandoChega('pacientes-novos');
      await expect(page.getByText('Como conheceu')).toBeVisible();
      await aba('Procedimentos realizados').click();
      await mostraQuandoChega('procedimentos-realizados');
      // back to reports already answered: their own figures at once
      await aba(rodada % 2 === 0 ? 'Pacientes novos' : 'Agendamentos').click();
      await expect(grafico).toHaveAttribute('aria-label', proprio[rodada % 2 === 0 ? 'pacientes-novos' : 'agendamentos']);
      await aba('Agendamentos').click();
      await expect(grafico).toHaveAttribute('aria-label', proprio.agendamentos);
      await expect(page.locator('.ant-statistic', { hasText: 'Cancelamento' })).toBeVisible();
      await semFalha();
    }
  });

  test('the chart stacks each appointment once, as the table counts it, and a day that does not exist is refused (issue 36 item 5)', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const hoje = clinicDate();
    const amanha = clinicDate(1);
    const { medico, agendar } = await medicoComAgenda(request, token, hoje, amanha);
    // today, at 00:00–00:15 (over by now): two no-shows, one of them confirmed, and one cancelled
    await agendar(hoje, '00:00');
    const confirmouEFaltou = await agendar(hoje, '00:00');
    const cancelado = await agendar(hoje, '00:00');
    expect((await request.get(`/api/gerenciar/agendamento/confirmarAgendamento?agendamentoId=${confirmouEFaltou}`, auth(token))).status()).toBe(200);
    const cancelar = await request.post(`/api/gerenciar/agendamento/cancelarAgendamento?agendamentoId=${cancelado}`, {
      ...auth(token),
      data: { motivoCancelamento: 'Paciente desmarcou' },
    });
    expect(cancelar.status(), await cancelar.text()).toBe(200);
    // tomorrow: one confirmed and one pending
    expect((await request.get(`/api/gerenciar/agendamento/confirmarAgendamento?agendamentoId=${await agendar(amanha, '10:00')}`, auth(token))).status()).toBe(
      200,
    );
    await agendar(amanha, '10:00');

    const endereco = `/#/relatorios?relatorio=agendamentos&inicio=${hoje}&fim=${amanha}&agrupar=dia&medico=${medico}`;
    const pedido = await request.get(`/api/relatorios/agendamentos?inicio=${hoje}&fim=${amanha}&agrupar=dia&medico=${medico}`, auth(token));
    const relatorio = (await pedido.json()) as RelatorioAgendamentos;
    expect(relatorio.porPeriodo.map((p) => [p.total, p.pendentes, p.confirmados, p.cancelados, p.faltas])).toEqual([
      [3, 0, 0, 1, 2],
      [2, 1, 1, 0, 0],
    ]);

    await signIn(page, 'admin');
    await page.goto(endereco);
    const grafico = page.getByTestId('relatorio-grafico');
    await expect(grafico).toHaveAttribute('aria-label', new RegExp(`: 5 no total\\. ${brDate(hoje).slice(0, 5)}: 3; ${brDate(amanha).slice(0, 5)}: 2\\.$`));
    const tabela = page.getByTestId('relatorio-tabela');
    await expect(tabela.locator('tbody tr.ant-table-row')).toHaveCount(2);
    // Período, Médico, Procedimento, Agendamentos, Finalizados, Cancelados, Faltas
    await expect(tabela.locator('tbody tr.ant-table-row').first().locator('td').nth(3)).toHaveText('3');
    await expect(tabela.locator('tbody tr.ant-table-row').first().locator('td').nth(6)).toHaveText('2');
    await expect(page.locator('.ant-statistic', { hasText: 'Agendamentos' })).toContainText('5');

    // each bar, as its tooltip tells it, adds up to the table's total of its day
    const barras = await barrasDoGrafico(page, grafico, [brDate(hoje).slice(0, 5), brDate(amanha).slice(0, 5)]);
    expect(barras).toEqual([
      { Finalizados: 0, 'Em atendimento': 0, Confirmados: 0, Pendentes: 0, Faltas: 2, Cancelados: 1 },
      { Finalizados: 0, 'Em atendimento': 0, Confirmados: 1, Pendentes: 1, Faltas: 0, Cancelados: 0 },
    ]);

    // a day that does not exist: refused in Portuguese, kept as typed, and the old figures go
    const de = page.getByTestId('relatorio-filtros').getByLabel('De', { exact: true });
    await de.fill('31/02/2026');
    const aviso = page.getByTestId('relatorio-datas-invalidas');
    await expect(aviso).toContainText('De: 31/02/2026 não é uma data válida. Informe o dia como dd/mm/aaaa.');
    await expect(aviso).toHaveAttribute('role', 'alert');
    await expect(de).toHaveValue('31/02/2026');
    await expect(de).toHaveAttribute('aria-invalid', 'true');
    await expect(grafico).toHaveCount(0);
    await expect(tabela).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'XLSX' })).toBeDisabled();
    expect(decodeURIComponent(page.url())).toContain(`inicio=${hoje}&`);

    // a real day again: the figures of that period
    await de.fill(brDate(hoje));
    await expect(aviso).toHaveCount(0);
    await expect(grafico).toHaveAttribute('aria-label', /: 5 no total\./);
    await expect(page.getByRole('button', { name: 'XLSX' })).toBeEnabled();
  });
});

/** Minutes since midnight on the clinic's clock. */
function minutosNaClinica(): number {
  const [hora, minuto] = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date())
    .split(':')
    .map(Number);
  return hora! * 60 + minuto!;
}

/**
 * A doctor of the test's own (no other test books with them), with hours on `primeiro` and `ultimo`,
 * and a way to book a quarter hour of theirs for a patient of the test's own (as an exception, so
 * bookings may share a slot).
 */
async function medicoComAgenda(request: APIRequestContext, token: string, primeiro: string, ultimo: string) {
  expect(minutosNaClinica(), 'the first quarter hour of today has ended in São Paulo').toBeGreaterThanOrEqual(15);
  const perfis = (await (await request.post('/api/gerenciar/perfil/listar', { ...auth(token), data: {} })).json()) as { id: number; nome: string }[];
  const sufixo = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const criado = await request.post('/api/gerenciar/medico/cadastro', {
    ...auth(token),
    data: {
      nome: `Dra. Relatório ${sufixo}`,
      email: `relatorio.${sufixo}@clinica.test`,
      cpf: newCpf(),
      perfilId: perfis.find((p) => p.nome === 'Médico')!.id,
      senha: 'Relatorio123',
    },
  });
  expect(criado.status(), await criado.text()).toBe(201);
  const medico = ((await criado.json()) as { id: number }).id;
  const horas = await request.post('/api/gerenciar/medico/cadastroDisponibilidade', {
    ...auth(token),
    data: { medico, dia: null, horaInicio: '00:00', horaFim: '23:45', tipoCompromisso: null, periodo: true, dataInicial: primeiro, dataFinal: ultimo },
  });
  expect(horas.status(), await horas.text()).toBe(201);
  const paciente = await newPaciente(request, token, 'Paciente Relatório');
  const agendar = async (dia: string, inicio: string): Promise<number> => {
    const fim = `${inicio.slice(0, 3)}${String(Number(inicio.slice(3)) + 15).padStart(2, '0')}`;
    return (await book(request, token, { medicoId: medico, pacienteId: paciente.id, data: dia, inicio, fim, excecao: true })).id;
  };
  return { medico, agendar };
}

/** The values of each bar (category) of the chart, as its tooltip shows them when the pointer is over it. */
async function barrasDoGrafico(page: Page, grafico: Locator, rotulos: string[]): Promise<Record<string, number>[]> {
  const caixa = (await grafico.boundingBox())!;
  // the chart's grid: 40 px on the left, 16 on the right, 16 on top, 56 below (agendamentos-relatorio.tsx)
  const largura = caixa.width - 56;
  const dica = grafico.locator('.relatorio-grafico-dica');
  const barras: Record<string, number>[] = [];
  for (const [i, rotulo] of rotulos.entries()) {
    const x = caixa.x + 40 + (largura * (i + 0.5)) / rotulos.length;
    await page.mouse.move(x, caixa.y + 100, { steps: 4 });
    await expect(dica).toBeVisible();
    await expect(dica).toContainText(rotulo);
    const texto = (await dica.textContent()) ?? '';
    barras.push(
      Object.fromEntries(
        [...texto.matchAll(/(Finalizados|Em atendimento|Confirmados|Pendentes|Faltas|Cancelados)\s*(\d+)/g)].map((m) => [m[1]!, Number(m[2])]),
      ),
    );
  }
  return barras;
}
