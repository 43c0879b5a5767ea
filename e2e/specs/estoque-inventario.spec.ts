import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { appointmentToday, auth, brDate, clinicDate } from '../fixtures/agenda.ts';
import { newPaciente } from '../fixtures/paciente.ts';
import { choose } from '../fixtures/form.ts';
import { newCpf } from '../fixtures/cpf.ts';
import { apiToken, loginAs, routeOf, signIn } from '../fixtures/portal.ts';
import { DEMO_PASSWORD } from '../fixtures/users.ts';

/**
 * Estoque, the Inventário tab (issue 37): balances per product and lot, the stocktake, the lot
 * recall and its CSV, Início's stock tiles, the lot in the patient's record, and the low-stock alert.
 * Every product is this test's own (a unique name). An open stock alert toasts every ROLE_ESTOQUE
 * user (the admin of the specs running beside this one included): products are made with minimum
 * 0, a lot inside the 6-day window is counted down to 0 before the test ends, and the one alert this
 * spec opens on purpose is resolved (restocked) as soon as its toast is seen, and in a finally.
 */

/** A name no earlier run used (the suite runs repeated on one database). */
const unique = (prefix: string): string => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

interface Lote {
  id: number;
  lote: string;
  saldo: number;
}

const estoqueApi = (request: APIRequestContext, token: string) => ({
  /** a product of its own unit (the unit's name shows beside each quantity) */
  async produto(nomeProduto: string, estoqueMinimo = 0): Promise<{ id: number; unidade: string }> {
    const descricao = unique('Frasco E2E');
    const unidade = await request.post('/api/gerenciar/estoque/cadastroUnidadeMedida', { ...auth(token), data: { descricao } });
    expect(unidade.status()).toBe(201);
    const codigoUnidadeMedida = ((await unidade.json()) as { codigo: number }).codigo;
    const response = await request.post('/api/gerenciar/estoque/cadastro', { ...auth(token), data: { nomeProduto, codigoUnidadeMedida, estoqueMinimo } });
    expect(response.status()).toBe(200);
    return { id: ((await response.json()) as { id: number }).id, unidade: descricao };
  },
  async entrada(produtoId: number, quantidade: number, lote: string, validade = clinicDate(400)): Promise<number> {
    const response = await request.post('/api/gerenciar/estoque/lancarEntradaEstoque', { ...auth(token), data: { produtoId, quantidade, lote, validade } });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { loteId: number }).loteId;
  },
  async saida(data: { produtoId: number; quantidade: number; loteId?: number; pacienteId?: number; procedimentoId?: number }): Promise<number> {
    const response = await request.post('/api/gerenciar/estoque/lancarSaidaEstoque', { ...auth(token), data });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: number }[])[0]!.id;
  },
  async devolucao(idSaida: number, quantidade: number): Promise<void> {
    const response = await request.post(`/api/gerenciar/estoque/devolucao?idSaida=${idSaida}&quantidadeDevolucao=${quantidade}`, auth(token));
    expect(response.status()).toBe(201);
  },
  async lotes(produtoId: number): Promise<Lote[]> {
    const response = await request.get(`/api/gerenciar/estoque/listarInventario?id=${produtoId}`, auth(token));
    expect(response.status()).toBe(200);
    return ((await response.json()) as { lotes: Lote[] }[])[0]!.lotes;
  },
  /** a run cut short (a timeout ends the test before its finally) left stock in a lot near its expiry: counted down to 0 */
  async esvaziarSobras(prefixo: string): Promise<void> {
    const todos = (await (await request.get('/api/gerenciar/estoque/listarInventario', auth(token))).json()) as {
      produtoId: number;
      nomeProduto: string;
      totalEstoque: number;
    }[];
    // only a run's long over (the name carries its time): a test running beside this one keeps its own
    const antigo = (nome: string) => Date.now() - parseInt(nome.slice(prefixo.length + 1, prefixo.length + 9).toLowerCase(), 36) > 10 * 60_000;
    for (const sobra of todos.filter((p) => p.nomeProduto.startsWith(prefixo) && p.totalEstoque > 0 && antigo(p.nomeProduto))) {
      const lotes = await this.lotes(sobra.produtoId);
      if (lotes.length > 0) await this.contar(lotes.map((l) => ({ loteId: l.id, quantidadeContada: 0 })));
    }
  },
  async contar(contagens: { loteId: number; quantidadeContada: number }[], motivo = 'Limpeza do teste e2e'): Promise<void> {
    const response = await request.post('/api/gerenciar/estoque/ajustarInventario', { ...auth(token), data: { motivo, contagens } });
    expect(response.status()).toBe(200);
  },
});

/**
 * A patient of this test's own with a procedure (the record opens only for one): an appointment today
 * at 05:00 with Dr. Rafael Lima, as the record's own spec makes them, removed again by `cleanup`.
 */
async function pacienteComProcedimento(
  request: APIRequestContext,
  token: string,
): Promise<{ id: number; nome: string; procedimento: { id: number; nome: string }; cleanup: () => Promise<void> }> {
  const paciente = await newPaciente(request, token, 'Paciente Recall E2E');
  const { cleanup } = await appointmentToday(request, token, 'Dr. Rafael Lima', paciente, { inicio: 5 * 60, fim: 5 * 60 + 15 });
  const procedimentos = (await (await request.get(`/api/gerenciar/procedimento/pesquisarProcedimentosDoPaciente/${paciente.id}`, auth(token))).json()) as {
    id: number;
    nome: string;
  }[];
  expect(procedimentos).toHaveLength(1);
  return { ...paciente, procedimento: procedimentos[0]!, cleanup };
}

/**
 * Earlier runs of this spec gave their product to a demo patient, whose record other specs count the
 * rows of: what is left of those exits goes back (a patient's lots list only what stayed with them).
 */
async function devolverSobrasDeDemo(request: APIRequestContext, token: string): Promise<void> {
  const list = (await (await request.post('/api/gerenciar/paciente/pesquisar?page=0&size=40', { ...auth(token), data: { ativo: true } })).json()) as {
    content: { id: number; nome: string }[];
  };
  // this spec's own patients (a test running beside this one is using its own) stay as they are
  for (const paciente of list.content.filter((p) => !p.nome.startsWith('Paciente Recall E2E'))) {
    const lotes = (await (await request.get(`/api/gerenciar/paciente/${paciente.id}/lotes`, auth(token))).json()) as {
      saidaId: number;
      nomeProduto: string;
      quantidade: number;
    }[];
    for (const sobra of lotes.filter((l) => l.nomeProduto.startsWith('RECALL E2E')))
      expect(
        (await request.post(`/api/gerenciar/estoque/devolucao?idSaida=${sobra.saidaId}&quantidadeDevolucao=${sobra.quantidade}`, auth(token))).status(),
      ).toBe(201);
  }
}

const recordAddress = (paciente: number, procedimento: number): string =>
  `/#/detalhes-paciente/agendamentos?paciente=${encodeURIComponent(JSON.stringify(String(paciente)))}&procedimento=${encodeURIComponent(JSON.stringify(String(procedimento)))}`;

/** Opens the notifications side panel from the bell, by keyboard (a toast over the bell takes no keys). */
async function abrirPainel(page: Page): Promise<void> {
  const bell = page.getByTestId('notification-bell');
  await bell.focus();
  await bell.press('Enter');
  await expect(page.getByTestId('notificacoes-panel')).toBeVisible();
}

async function openInventario(page: Page, query = ''): Promise<Locator> {
  await page.goto(`/#/estoque/inventario${query}`);
  const saldo = page.getByTestId('inventario-saldo');
  await expect(saldo).toBeVisible();
  return saldo;
}

/** The product's row in the balance table, found through the search (the list grows run after run). */
async function produtoRow(saldo: Locator, nome: string): Promise<Locator> {
  await saldo.getByLabel('Buscar produto').fill(nome);
  const row = saldo.locator('tbody tr.ant-table-row', { hasText: nome });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('estoque: inventário', () => {
  test('the inventory shows the lots with their expiry; a stocktake makes the adjustment; Início counts the product expiring this week', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const api = estoqueApi(request, token);
    await api.esvaziarSobras('INVENTARIO E2E');
    const nome = unique('Inventario E2E');
    const { id: produtoId, unidade } = await api.produto(nome);
    const perto = unique('LP');
    const longe = unique('LL');
    const lotePerto = await api.entrada(produtoId, 5, perto, clinicDate(3));
    const loteLonge = await api.entrada(produtoId, 4, longe, clinicDate(400));
    try {
      await loginAs(page, 'admin');
      const saldo = await openInventario(page);
      const row = await produtoRow(saldo, nome);
      await expect(row).toContainText(`9 ${unidade}`);
      await expect(row).toContainText(brDate(clinicDate(3)));
      await expect(row.getByTestId('tag-vencendo')).toBeVisible();

      await row.getByText(nome).click();
      const lotes = page.getByTestId(`lotes-${produtoId}`);
      await expect(lotes.locator('tr', { hasText: perto })).toContainText(`5 ${unidade}`);
      await expect(lotes.locator('tr', { hasText: perto }).getByTestId('tag-vencendo')).toBeVisible();
      await expect(lotes.locator('tr', { hasText: longe })).toContainText(brDate(clinicDate(400)));

      // the stocktake: one lot counted one short, with the reason
      await lotes.getByRole('button', { name: 'Contagem de estoque' }).click();
      const dialog = page.getByRole('dialog', { name: `Contagem de estoque: ${nome}` });
      const salvar = dialog.getByRole('button', { name: 'Salvar' });
      const contado = dialog.getByLabel(new RegExp(`Lote ${perto} `));
      await expect(contado).toHaveValue('5');
      await contado.fill('4');
      await expect(salvar).toBeDisabled();
      await dialog.getByLabel('Motivo').fill('Frasco quebrado na contagem');
      await expect(salvar).toBeEnabled();
      await salvar.click();
      await expect(dialog).toBeHidden();
      await expect(lotes.getByTestId('ajustes-feitos')).toContainText(`Lote ${perto}: 5 → 4 (-1)`);
      await expect(lotes.locator('tr', { hasText: perto })).toContainText(`4 ${unidade}`);
      await expect(row).toContainText(`8 ${unidade}`);
      expect((await api.lotes(produtoId)).map((l) => [l.lote, l.saldo])).toEqual([
        [perto, 4],
        [longe, 4],
      ]);
      const ajustes = await request.post('/api/gerenciar/estoque/exportMovimentacao?tipoExport=CSV', { ...auth(token), data: { produtoId } });
      expect(await ajustes.text()).toContain('Frasco quebrado na contagem');

      // Início: the tile counts this product and opens the inventory filtered to it
      await page.goto('/#/dashboard');
      const tile = page.getByTestId('inicio-estoque-vencendo');
      await expect(tile.locator('.ant-statistic-content-value')).toHaveText(/^[1-9]\d*$/);
      await tile.click();
      await expect.poll(() => routeOf(page)).toBe('/estoque/inventario');
      expect(new URL(page.url()).hash).toContain('filtro=vencendo');
      const filtrado = page.getByTestId('inventario-saldo');
      await expect(await produtoRow(filtrado, nome)).toBeVisible();
    } finally {
      // the lot inside the window leaves with no stock: the daily expiry check opens no alert for it
      await api.contar([
        { loteId: lotePerto, quantidadeContada: 0 },
        { loteId: loteLonge, quantidadeContada: 0 },
      ]);
    }
  });

  test("an exit to a patient shows in the record's Agendamentos tab; the recall finds the patient and the CSV holds them", async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const api = estoqueApi(request, token);
    const nome = unique('Recall E2E');
    const { id: produtoId, unidade } = await api.produto(nome);
    const lote = unique('RC');
    const loteId = await api.entrada(produtoId, 6, lote, clinicDate(200));
    await devolverSobrasDeDemo(request, token);
    const paciente = await pacienteComProcedimento(request, token);
    const saida = await api.saida({ produtoId, quantidade: 3, loteId, pacienteId: paciente.id, procedimentoId: paciente.procedimento.id });
    await api.devolucao(saida, 1);

    await signIn(page, 'admin');
    await page.goto(recordAddress(paciente.id, paciente.procedimento.id));
    const usados = page.getByTestId('lotes-usados');
    const linha = usados.locator('tr', { hasText: nome });
    // the record loads its tabs from their remotes first: a slower first screen than most
    await expect(linha).toContainText(lote, { timeout: 30_000 });
    await expect(linha).toContainText(brDate(clinicDate(200)));
    // net of the return
    await expect(linha).toContainText(`2 ${unidade}`);
    await expect(linha).toContainText('Administrador');

    await openInventario(page);
    const recall = page.getByTestId('recall');
    await choose(recall, 'Produto', nome);
    await recall.getByLabel('Número do lote').fill(lote.toLowerCase());
    await recall.getByRole('button', { name: 'Pesquisar' }).click();
    await expect(recall.getByTestId('recall-total')).toHaveText(`1 paciente recebeu o lote ${lote.toLowerCase()}.`);
    const recebedor = recall.locator('tbody tr', { hasText: paciente.nome });
    await expect(recebedor).toContainText(lote);
    const fone = (await recebedor.locator('td').nth(1).innerText()).trim();
    expect(fone).toMatch(/^\+351 \d+$/);
    await expect(recebedor).toContainText('Administrador');
    await expect(recebedor).toContainText(paciente.procedimento.nome);
    const [download] = await Promise.all([page.waitForEvent('download'), recall.getByTestId('recall-exportar').click()]);
    expect(download.suggestedFilename()).toMatch(/^recall-.*\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const linhas = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(linhas[0]).toBe('Paciente;Celular;Telefone;Produto;Lote;Quantidade;Quando;Por quem;Procedimento');
    expect(linhas).toHaveLength(2);
    expect(linhas[1]).toContain(`${paciente.nome};${fone};`);
    expect(linhas[1]).toContain(`;${nome};${lote};2;`);

    // the rest goes out without a patient: nothing left in stock to be counted next run
    await api.saida({ produtoId, quantidade: 4, loteId });
    await paciente.cleanup();
  });

  test("an exit below the minimum shows the low-stock alert in a stock user's open page, and an entry resolves it", async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const api = estoqueApi(request, token);
    const nome = unique('Alerta E2E');
    const { id: produtoId, unidade } = await api.produto(nome, 5);
    const loteId = await api.entrada(produtoId, 6, unique('AL'));

    // a stock user of this test's own (the alert goes to every ROLE_ESTOQUE holder alike)
    const mark = unique('E');
    const perfil = await request.post('/api/gerenciar/perfil/cadastro', {
      ...auth(token),
      data: { nome: `Estoque ${mark}`, defaultHome: 'home.estoque', authorities: ['ROLE_ESTOQUE'] },
    });
    expect(perfil.status()).toBe(201);
    const email = `estoque.${mark.replace(/\W/g, '').toLowerCase()}@clinica.dev`;
    const usuario = await request.post('/api/gerenciar/funcionario/cadastro', {
      ...auth(token),
      data: { nome: `Almoxarife ${mark}`, email, cpf: newCpf(), perfilId: ((await perfil.json()) as { id: number }).id, ativo: true, senha: DEMO_PASSWORD },
    });
    expect(usuario.status()).toBe(201);
    const login = await request.post('/api/auth/login', { data: { email, senha: DEMO_PASSWORD } });
    const userToken = ((await login.json()) as { token: string }).token;
    const abertos = async () =>
      (
        (await (await request.get('/api/gerenciar/notificacao/naoLidas', auth(userToken))).json()) as { tipoNotificacao: string; produtoId: number | null }[]
      ).filter((n) => n.tipoNotificacao === 'ABAIXO_ESTOQUE' && n.produtoId === produtoId);

    await page.goto('/#/login');
    await page.getByLabel('E-mail ou CPF').fill(email);
    await page.getByLabel('Senha').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByTestId('top-nav')).toBeVisible();
    await expect.poll(() => routeOf(page)).not.toBe('/login');
    await openInventario(page);

    let aberto = false;
    try {
      await api.saida({ produtoId, quantidade: 2, loteId });
      aberto = true;
      expect(await abertos()).toHaveLength(1);
      // pushed live to the open page: in the side panel (a toast shows one low-stock alert at a time, and
      // another test's may be the one shown); the bell by keyboard, which no toast over it can take
      await abrirPainel(page);
      await expect(page.getByTestId('notificacoes-panel')).toContainText(nome);
      await api.entrada(produtoId, 10, unique('AL'));
      aberto = false;
    } finally {
      if (aberto) await api.entrada(produtoId, 10, unique('AL'));
    }
    expect(await abertos()).toHaveLength(0);
    // read again (a reload), the resolved alert is gone, and the product no longer shows below its minimum
    const saldo = await openInventario(page);
    await page.reload();
    await expect(saldo).toBeVisible();
    await abrirPainel(page);
    await expect(page.getByTestId('notificacoes-panel')).toBeVisible();
    await expect(page.getByTestId('notificacoes-panel')).not.toContainText(nome);
    await page.keyboard.press('Escape');
    const row = await produtoRow(saldo, nome);
    await expect(row).toContainText(`14 ${unidade}`);
    await expect(row.getByTestId('tag-abaixo')).toHaveCount(0);
  });
});
