import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { auth, clinicDate } from '../fixtures/agenda.ts';
import { newCpf } from '../fixtures/cpf.ts';
import { cancelarReceita, orcamentoAprovado, pagarParcela } from '../fixtures/financeiro.ts';
import { uniqueName } from '../fixtures/own-user.ts';
import { newPaciente } from '../fixtures/paciente.ts';
import { apiToken, signInWith } from '../fixtures/portal.ts';
import { DEMO_PASSWORD } from '../fixtures/users.ts';

/** RFC 4180 reading with ';' (quoted cells may hold ';' and doubled quotes), as Excel in Portuguese writes it. */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => {
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
      return [...cells, cell];
    });
}

/**
 * A user of this test who reads reports and nothing else (ROLE_RELATORIOS): finance and stock alerts of
 * the tests beside this one toast only their areas' users, never over this one's buttons.
 */
async function leitorDeRelatorios(request: APIRequestContext, token: string): Promise<string> {
  const marca = uniqueName('Relatorios Receita');
  const perfil = await request.post('/api/gerenciar/perfil/cadastro', { ...auth(token), data: { nome: `Perfil ${marca}`, authorities: ['ROLE_RELATORIOS'] } });
  expect(perfil.status(), await perfil.text()).toBe(201);
  const email = `receita.${marca.replace(/\W/g, '').toLowerCase()}@clinica.dev`;
  const usuario = await request.post('/api/gerenciar/funcionario/cadastro', {
    ...auth(token),
    data: { nome: `Usuário ${marca}`, email, cpf: newCpf(), perfilId: ((await perfil.json()) as { id: number }).id, ativo: true, senha: DEMO_PASSWORD },
  });
  expect(usuario.status(), await usuario.text()).toBe(201);
  return email;
}

const MESES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

test.describe('Relatórios: receita', () => {
  test('an instalment of an approved quote paid through the api is in the revenue report of its procedure, on screen, in the CSV and in the XLSX', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await newPaciente(request, token, 'Receita E2E');
    // R$ 123,45 in 3 on credit (41,15 each), a procedure of this test alone: its figures are only this test's
    const { receita, procedimento } = await orcamentoAprovado(request, token, paciente.id, 12345, [{ formaPagamento: 'CREDITO', quantidadeParcelas: 3 }]);
    try {
      expect(receita.detalhesReceitas.map((d) => d.valorReceita)).toEqual([4115, 4115, 4115]);
      await pagarParcela(request, token, receita.detalhesReceitas[0]!.id, 'CREDITO');

      const hoje = clinicDate();
      const inicio = `${hoje.slice(0, 7)}-01`;
      const mes = `${MESES[Number(hoje.slice(5, 7)) - 1]}/${hoje.slice(0, 4)}`;
      await signInWith(page, await leitorDeRelatorios(request, token), DEMO_PASSWORD);
      await page.goto(`/#/relatorios?relatorio=receita&inicio=${inicio}&fim=${hoje}&procedimento=${procedimento.id}`);
      await expect(page.getByRole('tab', { name: 'Receita', selected: true })).toBeVisible();
      const filtros = page.getByTestId('relatorio-filtros');
      await expect(filtros).toContainText(procedimento.nome);
      await expect(page.getByTestId('receita-total')).toContainText('R$ 41,15');
      await expect(page.getByTestId('receita-quantidade')).toContainText('1');
      const tabela = page.getByTestId('relatorio-tabela');
      await expect(tabela.locator('tbody tr.ant-table-row')).toHaveCount(1);
      await expect(tabela.locator('tbody tr.ant-table-row').getByRole('cell')).toHaveText([mes, procedimento.nome, 'Administrador', '1', 'R$ 41,15']);
      await expect(page.getByTestId('receita-por-procedimento')).toContainText(procedimento.nome);
      await expect(page.getByTestId('relatorio-grafico')).toHaveAttribute('aria-label', `Gráfico da receita por mês: R$ 41,15 no total. ${mes}: R$ 41,15.`);

      // a second instalment paid: the report read again (a reload) adds it
      await pagarParcela(request, token, receita.detalhesReceitas[1]!.id, 'PIX');
      await page.reload();
      await expect(page.getByTestId('receita-total')).toContainText('R$ 82,30');

      const csv = page.waitForEvent('download');
      await filtros.getByRole('button', { name: 'CSV' }).click();
      const arquivo = await csv;
      expect(arquivo.suggestedFilename()).toBe(`relatorio-receita-${inicio}-a-${hoje}.csv`);
      expect(parseCsv(await readFile(await arquivo.path(), 'utf8'))).toEqual([
        ['Mês', 'Procedimento', 'Médico', 'Parcelas recebidas', 'Recebido (R$)'],
        [`${hoje.slice(5, 7)}/${hoje.slice(0, 4)}`, procedimento.nome, 'Administrador', '2', '82,30'],
        ['Total', '', '', '2', '82,30'],
      ]);

      const xlsx = page.waitForEvent('download');
      await filtros.getByRole('button', { name: 'XLSX' }).click();
      const planilha = new ExcelJS.Workbook();
      await planilha.xlsx.readFile(await (await xlsx).path());
      const aba = planilha.getWorksheet('Receita')!;
      expect((aba.getRow(2).values as unknown[]).slice(2)).toEqual([procedimento.nome, 'Administrador', 2, 82.3]);
    } finally {
      // the pending instalment's entry cancelled (its alert with it); what was paid stays revenue
      await cancelarReceita(request, token, receita.id);
    }
  });
});
