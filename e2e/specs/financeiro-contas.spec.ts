import { expect, test, type APIRequestContext } from '@playwright/test';
import { auth, brDate, clinicDate } from '../fixtures/agenda.ts';
import { buscarReceita, cancelarReceita, lancarReceita, orcamentoAprovado, pagarParcela } from '../fixtures/financeiro.ts';
import { uniqueName } from '../fixtures/own-user.ts';
import { apiToken, closeToasts, loginAs, routeOf } from '../fixtures/portal.ts';
import { pacienteComProcedimento as pacienteComConsulta } from '../fixtures/paciente-com-procedimento.ts';

const pacienteComProcedimento = (request: APIRequestContext, token: string) =>
  pacienteComConsulta(request, token, 'Débitos E2E', { dias: 75, diaDaSemana: 3, inicio: '10:00', fim: '10:30' });

const ficha = (paciente: number, procedimento: number, tab: string): string =>
  `/#/detalhes-paciente/${tab}?paciente=${encodeURIComponent(JSON.stringify(String(paciente)))}&procedimento=${encodeURIComponent(JSON.stringify(String(procedimento)))}`;

/** The open CONTAS_RECEBER alerts of an instalment, as the admin (a FINANCEIRO user) is told them. */
async function alertasDaParcela(request: APIRequestContext, token: string, nomeReceita: string): Promise<number> {
  const abertas = (await (await request.get('/api/gerenciar/notificacao/naoLidas', auth(token))).json()) as {
    tipoNotificacao: string | null;
    descricao: string | null;
  }[];
  return abertas.filter((n) => n.tipoNotificacao === 'CONTAS_RECEBER' && (n.descricao ?? '').startsWith(`${nomeReceita} (`)).length;
}

/** A due day far ahead that no other run is likely to use (the tables list by due day). */
const diaProprio = (): string => clinicDate(400 + Math.floor(Math.random() * 3000));

// finance alerts toast FINANCEIRO users on every screen: closed before reaching the table they cover
const tirarAvisos = closeToasts;

test.describe('Financeiro: contas a receber e a pagar, Débitos da ficha', () => {
  test('a quote approved through the api shows in the record’s Débitos; paying its instalment there resolves its CONTAS_RECEBER alert', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await pacienteComProcedimento(request, token);
    const { orcamento, receita, procedimento } = await orcamentoAprovado(request, token, paciente.id, 30000);
    const detalhe = receita.detalhesReceitas[0]!;
    try {
      // one instalment due today: its alert is open for finance
      expect(receita.detalhesReceitas).toHaveLength(1);
      expect(detalhe.vencimento).toBe(clinicDate());
      await expect.poll(() => alertasDaParcela(request, token, receita.nomeReceita)).toBe(1);

      // a doctor (Débitos, no finance role) opens the record's Débitos tab
      await loginAs(page, 'medico');
      await page.goto(ficha(paciente.id, paciente.procedimento, 'debitos'));
      const aba = page.getByTestId('debitos-tab');
      const linha = aba.getByRole('row', { name: new RegExp(`^.*${receita.nomeReceita}\\b`) });
      await expect(linha).toContainText('R$ 300,00');
      await expect(linha.getByTestId('status-debito')).toHaveText('Pendente');
      await expect(aba.getByRole('columnheader')).toHaveText(['Data', 'Descrição', 'Valor líquido', 'Status', 'Ações']);

      // info opens the approved quote in the Orçamentos area's own dialog, read-only: only the approved proposal
      await linha.getByRole('button', { name: `Ver orçamento de ${receita.nomeReceita}` }).click();
      const quote = page.getByTestId('orcamento-ver');
      await expect(quote.getByTestId('orcamento-aprovado')).toHaveText('Este orcamento foi aprovado');
      await expect(quote).toContainText(procedimento.nome);
      await expect(quote.getByTestId('proposta-aprovada')).toHaveCount(1);
      await expect(quote.getByTestId('proposta-aprovada')).toContainText(/pix/i);
      await expect(page.getByRole('dialog').getByRole('button', { name: 'Aprovar orçamento' })).toHaveCount(0);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /close|fechar/i })
        .click();
      await expect(quote).toBeHidden();

      // 'Detalhes dos débitos' lists the instalment and pays it (a double click pays once)
      await linha.getByRole('button', { name: `Detalhes dos débitos de ${receita.nomeReceita}` }).click();
      const detalhes = page.getByTestId('detalhes-debitos');
      await expect(detalhes.getByTestId('status-parcela')).toHaveText(['Pendente']);
      await detalhes.getByRole('button', { name: 'Pagar parcela 1' }).click();
      const pagar = page.getByRole('dialog').filter({ has: page.getByTestId('pagar-dialog') });
      await expect(pagar).toContainText('R$ 300,00');
      await pagar.getByRole('button', { name: 'Confirmar pagamento' }).dblclick();
      await expect(page.locator('.ant-notification')).toContainText('Receita paga!');
      await expect(page.locator('.ant-notification')).toContainText('Receita paga com sucesso');
      await expect(pagar).toBeHidden();
      await expect(detalhes.getByTestId('status-parcela')).toHaveText(['PAGO']);
      await expect(detalhes.getByTestId('recebido')).toContainText('Dra. Helena Prado');
      await expect(detalhes.getByRole('button', { name: 'Pagar parcela 1' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(linha.getByTestId('status-debito')).toHaveText('PAGO');

      // paid once, by her; its alert is resolved
      const paga = await buscarReceita(request, token, receita.id);
      expect(paga.detalhesReceitas[0]).toMatchObject({ status: 'PAGO', resposavelRecebimento: 'Dra. Helena Prado' });
      await expect.poll(() => alertasDaParcela(request, token, receita.nomeReceita)).toBe(0);
      expect(orcamento.status).toBe('APROVADO');
    } finally {
      // whatever happened, no open alert of this test is left behind
      await cancelarReceita(request, token, receita.id);
    }
  });

  test('the Débitos tab is offered only with DEBITO_FICHA_PACIENTE', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await pacienteComProcedimento(request, token);
    // reception holds AGENDAMENTOS_FICHA_PACIENTE only: no Débitos tab, its address lands on theirs
    await loginAs(page, 'recepcao');
    await page.goto(ficha(paciente.id, paciente.procedimento, 'debitos'));
    await expect.poll(() => routeOf(page)).toBe('/detalhes-paciente/agendamentos');
    await expect(page.getByRole('navigation', { name: 'Prontuário' }).getByRole('menuitem', { name: 'Debitos' })).toHaveCount(0);
    await expect(page.getByTestId('debitos-tab')).toHaveCount(0);
    // and the api refuses them the patient's debits
    const recepcao = await apiToken(request, 'recepcao');
    expect((await request.get(`/api/gerenciar/financeiro/debitosPaciente?pacienteId=${paciente.id}`, auth(recepcao))).status()).toBe(403);
    // a doctor holds it: the tab is there, empty for a patient without approved quotes
    const medico = await page.context().browser()!.newPage();
    try {
      await loginAs(medico, 'medico');
      await medico.goto(ficha(paciente.id, paciente.procedimento, 'debitos'));
      await expect(medico.getByTestId('debitos-tab')).toContainText('Nenhum débito deste paciente.');
    } finally {
      await medico.close();
    }
  });

  test('a recurring payable launched on screen: one instalment per month until the limit day, with the filter’s totals', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const nome = uniqueName('Aluguel E2E');
    const fornecedor = uniqueName('Imobiliária E2E');
    const inicio = clinicDate(40);
    const [ano, mes, dia] = inicio.split('-').map(Number) as [number, number, number];
    // the limit falls 3 months and a few days after the first due day: 4 occurrences
    const limite = new Date(Date.UTC(ano, mes - 1 + 3, Math.min(dia, 28) + 2)).toISOString().slice(0, 10);
    await loginAs(page, 'admin');
    await page.goto('/#/financeiro/contas-pagar');
    const tela = page.getByTestId('contas-pagar');
    await tirarAvisos(page);
    await tela.getByRole('button', { name: 'Nova conta a pagar' }).click();
    const form = page.getByTestId('lancamento-form');
    await form.getByLabel('Nome').fill(nome);
    await form.getByText('Recorrente').click();
    await form.getByLabel('Valor de cada lançamento').fill('1500');
    await expect(form.getByLabel('Valor de cada lançamento')).toHaveValue('R$ 1.500');
    await form.getByLabel('Primeiro vencimento').fill(brDate(inicio));
    await form.getByLabel('Data limite').fill(brDate(limite));
    await form.getByLabel('Fornecedor').fill(fornecedor);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.locator('.ant-notification')).toContainText('Conta a pagar lançada.');
    await expect(form).toBeHidden();

    // found by its supplier (kept in the address): four monthly instalments of R$ 1.500,00
    try {
      await tela.getByRole('searchbox', { name: 'Fornecedor' }).fill(fornecedor);
      await expect.poll(() => new URL(page.url().replace('/#/', '/')).searchParams.get('nome')).toBe(fornecedor);
      const linhas = page.getByTestId('tabela-pagar').locator('tbody tr.ant-table-row');
      await expect(linhas).toHaveCount(4);
      await expect(linhas.first()).toContainText(brDate(inicio));
      await expect(linhas.first()).toContainText('Parcela 1 de 4');
      await expect(linhas.nth(3)).toContainText('Parcela 4 de 4');
      await expect(tela.getByTestId('total-geral')).toContainText('R$ 6.000,00');
      await expect(tela.getByTestId('total-pendente')).toContainText('R$ 6.000,00');
      await expect(tela.getByTestId('total-pago')).toContainText('R$ 0,00');
      // the address keeps the filter: a reload shows the same rows
      await page.reload();
      await expect(page.getByTestId('tabela-pagar').locator('tbody tr.ant-table-row')).toHaveCount(4);
      await expect(page.getByRole('searchbox', { name: 'Fornecedor' })).toHaveValue(fornecedor);
    } finally {
      const pagina = (await (
        await request.post('/api/gerenciar/financeiro/popularTabelaReceita?page=0&size=20', { ...auth(token), data: { tipoReceita: 'DESPESA', fornecedor } })
      ).json()) as { content: { idReceita: number }[] };
      for (const id of new Set(pagina.content.map((l) => l.idReceita))) await cancelarReceita(request, token, id);
    }
  });

  test('cancelling an entry asks first; the cancelled entry stays in the table, marked, with nothing left to pay; a pending one is paid from the table', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const dia = diaProprio();
    const cancelada = await lancarReceita(request, token, {
      nomeReceita: 'Cancelada E2E',
      valorBruto: 50000,
      ocorrencia: 'PARCELADA',
      quantidadeParcela: 2,
      vencimentoApartir: dia,
      formaPagamento: 'DINHEIRO',
    });
    const paga = await lancarReceita(request, token, { nomeReceita: 'Paga E2E', valorBruto: 12345, vencimentoApartir: dia, formaPagamento: 'PIX' });
    // its first instalment is paid before the entry is cancelled
    await pagarParcela(request, token, cancelada.detalhesReceitas[0]!.id, 'DINHEIRO');
    const fim = cancelada.detalhesReceitas[1]!.vencimento;
    try {
      await loginAs(page, 'admin');
      await page.goto(`/#/financeiro/contas-receber?inicio=${dia}&fim=${fim}`);
      const tela = page.getByTestId('contas-receber');
      await tirarAvisos(page);
      const linhas = tela.getByRole('row', { name: new RegExp(cancelada.nomeReceita) });
      await expect(linhas.getByTestId('status-parcela')).toHaveText(['PAGO', 'Pendente']);
      await expect(linhas.nth(1)).toContainText('R$ 250,00');
      await expect(linhas.nth(1)).toContainText('Parcela 2 de 2');

      // cancel asks first: 'Voltar' keeps it
      await linhas
        .nth(1)
        .getByRole('button', { name: `Cancelar ${cancelada.nomeReceita}` })
        .click();
      const pergunta = page.getByRole('dialog').filter({ hasText: 'Cancelar esta conta a receber?' });
      await pergunta.getByRole('button', { name: 'Voltar' }).click();
      await expect(pergunta).toBeHidden();
      await expect(linhas.getByTestId('status-parcela')).toHaveText(['PAGO', 'Pendente']);
      await linhas
        .nth(1)
        .getByRole('button', { name: `Cancelar ${cancelada.nomeReceita}` })
        .click();
      await pergunta.getByRole('button', { name: 'Cancelar lançamento' }).click();
      await expect(page.locator('.ant-notification')).toContainText(`${cancelada.nomeReceita} cancelado.`);
      // both rows stay, marked: the paid one still PAGO, the pending one cancelled; nothing left to do on either
      await expect(linhas.getByTestId('status-parcela')).toHaveText(['PAGO', 'Cancelado']);
      await expect(linhas.getByTestId('lancamento-cancelado')).toHaveText(['Lançamento cancelado', 'Lançamento cancelado']);
      await expect(linhas.getByRole('button')).toHaveCount(0);
      // the status filter finds it among the cancelled ones
      await tela.getByLabel('Status').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Cancelado"]').click();
      await expect.poll(() => new URL(page.url().replace('/#/', '/')).searchParams.get('status')).toBe('CANCELADO');
      await expect(linhas.getByTestId('status-parcela')).toHaveText(['Cancelado']);
      await expect(tela.getByRole('row', { name: new RegExp(paga.nomeReceita) })).toHaveCount(0);
      expect((await buscarReceita(request, token, cancelada.id)).cancelada).toBe(true);

      // the other, pending, is paid from the table: who received it and when are shown
      await page.goto(`/#/financeiro/contas-receber?inicio=${dia}&fim=${fim}&status=Pendente`);
      const pendente = page.getByTestId('contas-receber').getByRole('row', { name: new RegExp(paga.nomeReceita) });
      await tirarAvisos(page);
      await pendente.getByRole('button', { name: `Pagar ${paga.nomeReceita} parcela 1` }).click();
      const pagar = page.getByRole('dialog').filter({ has: page.getByTestId('pagar-dialog') });
      await expect(pagar).toContainText('R$ 123,45');
      await pagar.getByRole('button', { name: 'Confirmar pagamento' }).click();
      await expect(page.locator('.ant-notification')).toContainText('Receita paga com sucesso');
      // it leaves the pending filter; in the PAGO one it shows its receiver
      await expect(pendente).toHaveCount(0);
      await page.goto(`/#/financeiro/contas-receber?inicio=${dia}&fim=${fim}&status=PAGO`);
      const pagaLinha = page.getByTestId('contas-receber').getByRole('row', { name: new RegExp(paga.nomeReceita) });
      await expect(pagaLinha.getByTestId('status-parcela')).toHaveText('PAGO');
      await expect(pagaLinha.getByTestId('pagamento')).toContainText('Administrador');
    } finally {
      await cancelarReceita(request, token, cancelada.id);
      await cancelarReceita(request, token, paga.id);
    }
  });

  test('Início shows the finance tiles to a FINANCEIRO user; each opens its table filtered', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/#/dashboard');
    const receber = page.getByTestId('inicio-financeiro-receber-hoje');
    await expect(receber).toContainText('A receber hoje');
    await expect(page.getByTestId('inicio-financeiro-vencidos')).toContainText('Recebimentos vencidos');
    await expect(page.getByTestId('inicio-financeiro-pagar-semana')).toContainText('A pagar nos próximos 7 dias');
    await expect(receber.getByTestId('inicio-financeiro-receber-hoje-quantas')).toContainText(/parcela/);
    await tirarAvisos(page);
    await page.getByTestId('inicio-financeiro-pagar-semana').getByText('A pagar nos próximos 7 dias').click();
    await expect.poll(() => routeOf(page)).toBe('/financeiro/contas-pagar');
    const params = new URL(page.url().replace('/#/', '/')).searchParams;
    expect([params.get('inicio'), params.get('fim'), params.get('status')]).toEqual([clinicDate(), clinicDate(6), 'Pendente']);
    await expect(page.getByLabel('Vencimento de')).toHaveValue(brDate(clinicDate()));
  });
});
