import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { auth, clinicDate } from '../fixtures/agenda.ts';
import { apiToken, loginAs } from '../fixtures/portal.ts';

interface Contagem {
  total: number;
  finalizados: number;
  cancelados: number;
}
interface RelatorioAgendamentos {
  totais: Contagem;
  porPeriodo: ({ periodo: string } & Contagem)[];
  linhas: ({ medicoNome: string; procedimentoNome: string } & Contagem)[];
}

test.describe('relatórios', () => {
  test('the appointments report draws its chart and table from the filters in the address, and its XLSX holds the same rows', async ({ page, request }) => {
    // the demo agenda spans the weeks around today: two months from the first of last month hold it
    const inicio = `${clinicDate(-31).slice(0, 7)}-01`;
    const fim = clinicDate(31);
    const token = await apiToken(request, 'admin');
    const pedido = await request.get(`/api/relatorios/agendamentos?inicio=${inicio}&fim=${fim}&agrupar=mes`, auth(token));
    expect(pedido.status()).toBe(200);
    const esperado = (await pedido.json()) as RelatorioAgendamentos;
    expect(esperado.totais.total).toBeGreaterThan(0);

    await loginAs(page, 'admin');
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
    await loginAs(page, 'admin');
    await page.goto('/#/relatorios?relatorio=pacientes-novos&inicio=2026-05-10&fim=2026-05-01');
    await expect(page.getByRole('alert')).toContainText('A data final deve ser igual ou posterior à data inicial.');
  });
});
