import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { auth, book, brDate, clinicDate, medicoId, weekdayAhead } from '../fixtures/agenda.ts';
import { choose, expectFieldError, fieldError } from '../fixtures/form.ts';
import { newPaciente } from '../fixtures/paciente.ts';
import { apiToken, routeOf, signIn } from '../fixtures/portal.ts';

/** Each run's own names: specs run side by side and repeated on one database. */
const mark = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

const idDoToken = (token: string): number => Number((JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti);

interface Dados {
  token: string;
  adminId: number;
  procedimento: { id: number; nome: string };
  campanha: { id: number; nome: string };
}

/** A procedure of this test priced R$ 100,00, and a campaign of R$ 10,00 off it. */
async function procedimentoECampanha(request: APIRequestContext, m: string): Promise<Dados> {
  const token = await apiToken(request, 'admin');
  const nome = `Proc Orçamento ${m}`;
  const criado = await request.post('/api/gerenciar/procedimento/cadastro', { ...auth(token), data: { nome, valor: 10000 } });
  expect(criado.status(), await criado.text()).toBe(201);
  const procedimento = { id: ((await criado.json()) as { id: number }).id, nome };
  const nomeCampanha = `Campanha ${m}`;
  const campanha = await request.post('/api/gerenciar/campanha/cadastro', {
    ...auth(token),
    data: { nome: nomeCampanha, tipoDesconto: 'VALOR_REAL', desconto: 1000, procedimentosSelecionados: [procedimento.id] },
  });
  expect(campanha.status(), await campanha.text()).toBe(200);
  return { token, adminId: idDoToken(token), procedimento, campanha: { id: ((await campanha.json()) as { id: number }).id, nome: nomeCampanha } };
}

/** A quote through the api (the admin is a doctor): Pix at once and card in 2×, with the campaign when asked. */
async function orcamento(request: APIRequestContext, d: Dados, pacienteId: number, { comCampanha = false } = {}): Promise<{ id: number; propostas: number[] }> {
  const res = await request.post('/api/gerenciar/orcamento/criarOrcamento', {
    ...auth(d.token),
    data: {
      profissionalId: d.adminId,
      pacienteId,
      procedimentoId: d.procedimento.id,
      campanhaId: comCampanha ? d.campanha.id : null,
      valorBruto: comCampanha ? 9000 : 10000,
      desconto: 0,
      propostasDePagamentos: [
        { formaPagamento: 'PIX', quantidadeParcelas: 1 },
        { formaPagamento: 'CREDITO', quantidadeParcelas: 2 },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const o = (await res.json()) as { id: number; propostasDePagamentos: { id: number }[] };
  return { id: o.id, propostas: o.propostasDePagamentos.map((p) => p.id) };
}

/** The clinic's one ORCAMENTO layout, made once if no run made it yet (criar-layouts.spec makes the same). */
async function layoutDeOrcamento(request: APIRequestContext, token: string): Promise<void> {
  const [existing] = (await (await request.post('/api/layout/listar', { ...auth(token), data: { tipoDeLayout: 'ORCAMENTO' } })).json()) as unknown[];
  if (existing) return;
  const created = await request.post('/api/layout/cadastro', {
    ...auth(token),
    data: { nome: 'Orçamento E2E', texto: '<p>Orçamento de {{NOME_PACIENTE}}</p>', tipoLayout: 'ORCAMENTO' },
  });
  // another spec running beside may have made it a moment ago
  expect([201, 409]).toContain(created.status());
}

const lista = (page: Page): Locator => page.getByTestId('orcamentos');
const linha = (scope: Locator, nome: string): Locator => scope.locator('tr.ant-table-row', { hasText: nome });

/** The patient's search select answers from the api as the name is typed: its list shows once the answer is in. */
async function escolherPaciente(form: Locator, nome: string): Promise<void> {
  const select = form.getByLabel('Paciente', { exact: true });
  await select.click();
  await select.fill(nome);
  await form.page().locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: nome }).first().click();
}

async function abrirLista(page: Page, filtroPaciente?: string): Promise<void> {
  await page.goto('/#/financeiro/orcamentos');
  await expect(lista(page)).toBeVisible();
  if (filtroPaciente) await page.getByLabel('Nome do paciente').fill(filtroPaciente);
}

test.describe('Financeiro › Orçamentos', () => {
  test('the list opens on this month and filters by patient name, dates, procedure and campaign name', async ({ page, request }) => {
    const m = mark();
    const d = await procedimentoECampanha(request, m);
    const ana = await newPaciente(request, d.token, `Orç Ana ${m}`);
    const bia = await newPaciente(request, d.token, `Orç Bia ${m}`);
    await orcamento(request, d, ana.id, { comCampanha: true });
    await orcamento(request, d, bia.id);

    await signIn(page, 'admin');
    await abrirLista(page, m);
    const hoje = clinicDate();
    await expect(page.getByLabel('De (dd/mm/aaaa)')).toHaveValue(brDate(`${hoje.slice(0, 7)}-01`));
    await expect(page.getByLabel('Até (dd/mm/aaaa)')).toHaveValue(new RegExp(`^\\d\\d/${hoje.slice(5, 7)}/${hoje.slice(0, 4)}$`));
    await expect(lista(page).locator('tr.ant-table-row')).toHaveCount(2);
    const rowAna = linha(lista(page), ana.nome);
    await expect(rowAna).toContainText('Administrador');
    await expect(rowAna).toContainText(d.procedimento.nome);
    await expect(rowAna).toContainText(d.campanha.nome);
    await expect(rowAna).toContainText(new RegExp(`\\d\\d:\\d\\d ${brDate(hoje)}`));

    // the campaign's name narrows to Ana's quote
    await page.getByLabel('Nome da campanha').fill(d.campanha.nome);
    await expect(lista(page).locator('tr.ant-table-row')).toHaveCount(1);
    await expect(linha(lista(page), ana.nome)).toBeVisible();
    await page.getByLabel('Nome da campanha').fill('');
    await expect(lista(page).locator('tr.ant-table-row')).toHaveCount(2);

    // the patient's name
    await page.getByLabel('Nome do paciente').fill(bia.nome);
    await expect(lista(page).locator('tr.ant-table-row')).toHaveCount(1);
    await expect(linha(lista(page), bia.nome)).toBeVisible();

    // the procedure
    await page.getByLabel('Nome do paciente').fill(m);
    await choose(page.getByTestId('orcamentos-filtros'), 'Procedimento', d.procedimento.nome);
    await expect(lista(page).locator('tr.ant-table-row')).toHaveCount(2);

    // a period before today: none
    const inicio = page.getByLabel('De (dd/mm/aaaa)');
    const fim = page.getByLabel('Até (dd/mm/aaaa)');
    await inicio.fill('01/01/2020');
    await fim.fill('31/01/2020');
    await expect(lista(page)).toContainText('Nenhum orçamento encontrado.');
    await fim.fill('31/12/2099');
    await expect(lista(page).locator('tr.ant-table-row')).toHaveCount(2);
  });

  test("'Novo orçamento' with two proposals (card in 3× with a Pix entry, and cash): every rule's message as typed", async ({ page, request }) => {
    const m = mark();
    const d = await procedimentoECampanha(request, m);
    const paciente = await newPaciente(request, d.token, `Orç Novo ${m}`);

    await signIn(page, 'admin');
    await abrirLista(page, paciente.nome);
    await page.getByRole('button', { name: 'Novo orçamento' }).click();
    const form = page.getByTestId('orcamento-form');
    await expect(form).toBeVisible();
    // the professional is the logged-in doctor
    await expect(form.locator('.ant-select', { has: page.getByLabel('Profissional', { exact: true }) })).toContainText('Administrador');

    // the campaign list, before a procedure
    await form.getByLabel('Campanha', { exact: true }).click();
    await expect(page.getByTestId('campanha-vazio')).toHaveText('Selecione um procedimento');
    await page.keyboard.press('Escape');

    await escolherPaciente(form, paciente.nome);
    await expect(form.getByLabel('E-mail')).toHaveValue('paciente@exemplo.com');
    await expect(form.getByLabel('Celular')).toHaveValue('+351 912345678');
    await choose(form, 'Procedimento', d.procedimento.nome);
    await expect(form.getByLabel('Valor bruto')).toHaveValue('R$ 100,00');
    await choose(form, 'Campanha', d.campanha.nome);
    await expect(form.getByLabel('Valor bruto')).toHaveValue('R$ 90,00');

    // a discount above the gross value
    await form.getByLabel('Desconto').fill('95');
    await expectFieldError(form, 'Desconto', 'Desconto não deve ser maior que Valor Bruto subtraindo alguma entrada.');
    await form.getByLabel('Desconto').fill('0');
    await expect(fieldError(form, 'Desconto')).toHaveCount(0);

    // proposal 1: card, its instalments required and at least 1
    await choose(form.getByTestId('proposta-0'), 'Forma de pagamento', 'Crédito');
    const quantidade = form.getByTestId('proposta-0').getByLabel('Quantidade de parcelas');
    await quantidade.fill('');
    await quantidade.blur();
    await expectFieldError(form.getByTestId('proposta-0'), 'Quantidade de parcelas', 'A QUANTIDADE É OBRIGATÓRIA.');
    await quantidade.fill('0');
    await expectFieldError(form.getByTestId('proposta-0'), 'Quantidade de parcelas', 'ESSE VALOR NÃO É PERMITIDO.');
    await quantidade.fill('3');
    await expect(fieldError(form.getByTestId('proposta-0'), 'Quantidade de parcelas')).toHaveCount(0);

    // its entry: required, never above the net value, never by card
    await form.getByTestId('proposta-0').getByText('Existe entrada no pagamento').click();
    const entrada = form.getByTestId('proposta-0').getByLabel('Valor da entrada');
    await entrada.fill('100');
    await expectFieldError(form.getByTestId('proposta-0'), 'Valor da entrada', 'Entrada não deve ser maior que Valor Bruto menos o desconto.');
    await entrada.fill('30');
    await expect(fieldError(form.getByTestId('proposta-0'), 'Valor da entrada')).toHaveCount(0);
    await form.getByTestId('proposta-0').getByLabel('Forma de pagamento da entrada').click();
    const opcoesEntrada = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(opcoesEntrada).toHaveText(['Débito', 'Dinheiro', 'Pix']);
    await page.keyboard.press('Escape');
    await choose(form.getByTestId('proposta-0'), 'Forma de pagamento da entrada', 'Pix');
    await expect(form.getByTestId('proposta-0').getByTestId('proposta-resumo')).toHaveText('Entrada de R$ 30,00 (Pix) + 3x de R$ 20,00');

    // proposal 2: its method required
    await form.getByRole('button', { name: 'Adicionar proposta' }).click();
    const forma2 = form.getByTestId('proposta-1').getByLabel('Forma de pagamento', { exact: true });
    await forma2.focus();
    await forma2.blur();
    await expectFieldError(form.getByTestId('proposta-1'), 'Forma de pagamento', 'FORMA DE PAGAMENTO É OBRIGATÓRIO.');
    await choose(form.getByTestId('proposta-1'), 'Forma de pagamento', 'Dinheiro');
    await expect(form.getByTestId('proposta-1').getByTestId('proposta-resumo')).toHaveText('1x de R$ 90,00');

    const salvo = page.waitForResponse((r) => r.url().includes('/criarOrcamento'));
    await page.getByRole('button', { name: 'Salvar' }).click();
    expect((await salvo).status()).toBe(200);
    await expect(page.locator('.ant-notification')).toContainText('Orçamento gerado com sucesso');
    await expect(form).toBeHidden();
    await expect(linha(lista(page), paciente.nome)).toContainText(d.campanha.nome);
  });

  test("approving a proposal: 'Proposta aprovada com sucesso', then the quote opens read-only with only the approved proposal", async ({ page, request }) => {
    const m = mark();
    const d = await procedimentoECampanha(request, m);
    const paciente = await newPaciente(request, d.token, `Orç Aprovar ${m}`);
    await orcamento(request, d, paciente.id);

    await signIn(page, 'admin');
    await abrirLista(page, paciente.nome);
    await page.getByRole('button', { name: `Aprovar o orçamento de ${paciente.nome}` }).click();
    const dialogo = page.getByTestId('orcamento-ver');
    await expect(dialogo).toContainText('Valor líquido');
    const aprovar = page.getByRole('button', { name: 'Aprovar orçamento' });
    await expect(aprovar).toBeDisabled();
    await dialogo.getByTestId('escolher-proposta-1').click();
    await aprovar.click();
    await expect(page.locator('.ant-notification')).toContainText('Proposta aprovada com sucesso');
    await expect(dialogo).toBeHidden();

    const aprovado = linha(lista(page), paciente.nome).getByRole('button', { name: 'Orçamento aprovado' });
    await aprovado.click();
    await expect(dialogo.getByTestId('orcamento-aprovado')).toHaveText('Este orcamento foi aprovado');
    await expect(dialogo.getByTestId('proposta-aprovada')).toHaveCount(1);
    await expect(dialogo.getByTestId('proposta-aprovada')).toContainText('Crédito — 2x de R$ 50,00');
    await expect(page.getByRole('button', { name: 'Aprovar orçamento' })).toHaveCount(0);
  });

  test('two selected quotes print as one PDF through the PDF service (per-row print only while none is selected)', async ({ page, request }) => {
    const m = mark();
    const d = await procedimentoECampanha(request, m);
    await layoutDeOrcamento(request, d.token);
    const ana = await newPaciente(request, d.token, `Orç Print Ana ${m}`);
    const bia = await newPaciente(request, d.token, `Orç Print Bia ${m}`);
    await orcamento(request, d, ana.id);
    await orcamento(request, d, bia.id);

    await signIn(page, 'admin');
    await abrirLista(page, m);
    await expect(lista(page).locator('tr.ant-table-row')).toHaveCount(2);
    await expect(page.getByRole('button', { name: /^Imprimir o orçamento de / })).toHaveCount(2);
    await page.getByLabel(`Selecionar o orçamento de ${ana.nome}`).check();
    await page.getByLabel(`Selecionar o orçamento de ${bia.nome}`).check();
    await expect(page.getByRole('button', { name: /^Imprimir o orçamento de / })).toHaveCount(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Imprimir selecionados (2)' }).click()]);
    expect(download.suggestedFilename()).toBe('orcamento.pdf');
    await expect(page.getByTestId('pdf-banner')).toHaveCount(0);
    const bytes = new Uint8Array(fs.readFileSync(await download.path()));
    const { text, totalPages } = await extractText(bytes.slice(), { mergePages: false });
    expect(totalPages).toBe(2);
    const paginas = text.map((t) => t.replace(/\s+/g, ' '));
    expect(paginas.some((p) => p.includes(ana.nome))).toBe(true);
    expect(paginas.some((p) => p.includes(bia.nome))).toBe(true);
  });

  test("the 'financeiro' demo user (no ORCAMENTO) lands on the first finance tab it may open, and cannot open Orçamentos", async ({ page, request }) => {
    await signIn(page, 'financeiro');
    await page.goto('/#/financeiro/orcamentos');
    await expect.poll(() => routeOf(page)).toBe('/financeiro/campanha');
    await expect(page.getByRole('tab', { name: 'Orçamentos' })).toHaveCount(0);
    await expect(page.getByTestId('orcamentos')).toHaveCount(0);
    // nor through the api
    const token = await apiToken(request, 'financeiro');
    expect((await request.post('/api/gerenciar/orcamento/popularTabelaOrcamento?page=0&size=20', { ...auth(token), data: {} })).status()).toBe(403);
  });

  test("the record's Orçamentos: the patient's quotes in the procedure, no filter bar, 'Novo orçamento' preset with both", async ({ page, request }) => {
    const m = mark();
    const d = await procedimentoECampanha(request, m);
    const paciente = await newPaciente(request, d.token, `Orç Ficha ${m}`);
    const medico = await medicoId(request, d.token, 'Dra. Helena Prado');
    await book(request, d.token, {
      medicoId: medico,
      pacienteId: paciente.id,
      procedimentoId: d.procedimento.id,
      data: weekdayAhead(80, 3),
      inicio: '10:00',
      fim: '10:30',
      excecao: true,
    });
    await orcamento(request, d, paciente.id, { comCampanha: true });

    await signIn(page, 'admin');
    await page.goto(
      `/#/detalhes-paciente/orcamentos?paciente=${encodeURIComponent(JSON.stringify(String(paciente.id)))}&procedimento=${encodeURIComponent(JSON.stringify(String(d.procedimento.id)))}`,
    );
    const aba = page.getByTestId('orcamentos-ficha');
    await expect(linha(aba, paciente.nome)).toContainText(d.campanha.nome);
    await expect(aba.locator('tr.ant-table-row')).toHaveCount(1);
    await expect(page.getByTestId('orcamentos-filtros')).toHaveCount(0);

    await aba.getByRole('button', { name: 'Novo orçamento' }).click();
    const form = page.getByTestId('orcamento-form');
    await expect(form.locator('.ant-select', { has: page.getByLabel('Paciente', { exact: true }) })).toContainText(paciente.nome);
    await expect(form.getByLabel('Paciente', { exact: true })).toBeDisabled();
    await expect(form.getByLabel('E-mail')).toHaveValue('paciente@exemplo.com');
    await expect(form.locator('.ant-select', { has: page.getByLabel('Procedimento', { exact: true }) })).toContainText(d.procedimento.nome);
    await expect(form.getByLabel('Valor bruto')).toHaveValue('R$ 100,00');
  });
});
