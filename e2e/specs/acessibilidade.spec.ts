import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, loginAs, logout, signIn } from '../fixtures/portal.ts';
import { auth, bookingIds, clinicDate, medicoId } from '../fixtures/agenda.ts';

/** The white label's colour at its default, a dark and a light choice: every screen must read at each. */
const CORES = [
  ['padrão', '#008B90'],
  ['escura', '#1A237E'],
  ['clara', '#FFEB3B'],
] as const;

/** What axe counts as blocking here: serious and critical violations of WCAG 2.1 A and AA. */
async function violations(page: Page): Promise<string[]> {
  // what the screen shows at rest: loaded (no spinner), no control under a mouse left there by the last click
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.mouse.move(0, 0);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

const setColor = async (request: APIRequestContext, token: string, corDoSistema: string): Promise<void> => {
  const saved = await request.post('/api/gerenciar/customizacaoInterface/cadastroWhiteLabel', { ...auth(token), data: { corDoSistema } });
  expect(saved.status()).toBe(200);
};

/** A screen, how to open it, and what shows it is drawn (axe reads what is on screen). */
interface Tela {
  nome: string;
  abrir: (page: Page) => Promise<void>;
}

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  test.afterAll(async ({ request }) => {
    await setColor(request, await apiToken(request, 'admin'), '#008B90');
  });

  for (const [nomeCor, cor] of CORES) {
    test(`every built screen has no serious or critical violation, colour ${nomeCor} (${cor})`, async ({ page, request }) => {
      test.slow(); // a dozen screens, each read by axe
      const token = await apiToken(request, 'admin');
      await setColor(request, token, cor);
      const { procedimentoId } = await bookingIds(request, token);
      // the states each list can show are read too: an inactive form draws its switch unchecked
      // ('Inativo'); named to sort first, so it is on the list's first page
      const inativo = `0 Acessibilidade inativo ${Date.now()}`;
      const criado = await request.post('/api/gerenciar/formulario/cadastro', { ...auth(token), data: { nome: inativo, ativo: false, perguntas: [] } });
      expect(criado.status()).toBe(201);
      const helena = await medicoId(request, token, 'Dra. Helena Prado');
      const lista = (await (await request.post('/api/gerenciar/paciente/pesquisar?page=0&size=40', { ...auth(token), data: { ativo: true } })).json()) as {
        content: { id: number }[];
      };
      let paciente: number | undefined;
      for (const { id } of lista.content) {
        const procedimentos = (await (
          await request.get(`/api/gerenciar/procedimento/pesquisarProcedimentosDoPaciente/${id}`, auth(token))
        ).json()) as unknown[];
        if (procedimentos.length > 0) {
          paciente = id;
          break;
        }
      }
      expect(paciente).toBeDefined();
      const ficha = (aba: string) =>
        `/#/detalhes-paciente/${aba}?paciente=${encodeURIComponent(`"${paciente}"`)}&procedimento=${encodeURIComponent(`"${procedimentoId}"`)}`;

      const visible = (page: Page, testId: string) => expect(page.getByTestId(testId).first()).toBeVisible();
      const heading = (page: Page, name: string) => expect(page.getByRole('heading', { name, level: 2 }).first()).toBeVisible();
      const publicas: Tela[] = [
        { nome: 'login', abrir: async (p) => (await p.goto('/#/login'), await expect(p.getByLabel('E-mail ou CPF')).toBeVisible()) },
        { nome: 'esqueci a senha', abrir: async (p) => (await p.goto('/#/resetpwd'), await expect(p.getByRole('button').first()).toBeVisible()) },
        {
          nome: 'verificar documento',
          abrir: async (p) => (await p.goto('/#/verificar-documento'), await expect(p.getByText('Clique ou arraste aqui o PDF a verificar')).toBeVisible()),
        },
      ];
      const logadas: Tela[] = [
        {
          nome: 'dashboard',
          abrir: async (p) => (await p.goto('/#/dashboard'), await expect(p.getByTestId('inicio-hoje').locator('.ant-statistic')).toBeVisible()),
        },
        { nome: 'agenda (semana)', abrir: async (p) => (await p.goto(`/#/agendamentos?visao=semana&medico=${helena}`), await visible(p, 'agenda-calendar')) },
        { nome: 'agenda (lista)', abrir: async (p) => (await p.goto('/#/agendamentos?modo=lista'), await visible(p, 'agenda-lista')) },
        { nome: 'pacientes', abrir: async (p) => (await p.goto('/#/pacientes'), await visible(p, 'paciente-list')) },
        { nome: 'ficha: agendamentos', abrir: async (p) => (await p.goto(ficha('agendamentos')), await visible(p, 'ficha-cabecalho')) },
        { nome: 'ficha: etapas', abrir: async (p) => (await p.goto(ficha('etapas')), await visible(p, 'ficha-cabecalho')) },
        { nome: 'detalhe do médico', abrir: async (p) => (await p.goto('/#/detalhe-medico'), await heading(p, 'Detalhe do médico')) },
        { nome: 'configurações', abrir: async (p) => (await p.goto('/#/configuracoes'), await visible(p, 'white-label-card')) },
        {
          nome: 'configurações: salas',
          abrir: async (p) => (await p.goto('/#/configuracoes/salas'), await expect(p.getByTestId('catalogo-salas').locator('tbody tr').first()).toBeVisible()),
        },
        {
          nome: 'configurações: formulários',
          abrir: async (p) => (
            await p.goto('/#/configuracoes/formularios'),
            await expect(p.getByTestId('catalogo-formularios').locator('.ant-table')).toBeVisible(),
            await expect(p.getByRole('switch', { name: `Formulário ${inativo} ativo` })).not.toBeChecked(),
            await expect(p.getByTestId('catalogo-graus').locator('.ant-table')).toBeVisible(),
            // both lists answered (an empty one shows its 'Nenhum…')
            await expect(p.locator('.ant-spin-spinning')).toHaveCount(0)
          ),
        },
        {
          nome: 'configurações: layouts',
          abrir: async (p) => (
            await p.goto('/#/configuracoes/layouts'),
            await expect(p.getByTestId('catalogo-variaveis').locator('tbody tr').first()).toBeVisible(),
            await expect(p.locator('.ant-spin-spinning')).toHaveCount(0)
          ),
        },
        {
          nome: 'criar layouts',
          abrir: async (p) => (await p.goto('/#/criar-layouts'), await expect(p.getByTestId('layout-editor').locator('.ql-toolbar')).toBeVisible()),
        },
        {
          nome: 'relatórios',
          abrir: async (p) => (await p.goto('/#/relatorios'), await expect(p.getByTestId('relatorio-grafico')).toHaveAttribute('aria-label', /no total/)),
        },
        {
          nome: 'usuários',
          abrir: async (p) => (await p.goto('/#/usuarios'), await expect(p.getByTestId('usuarios-lista').locator('tbody tr').first()).toBeVisible()),
        },
        {
          nome: 'auditorias',
          abrir: async (p) => (await p.goto('/#/logs'), await expect(p.getByTestId('auditoria-lista').locator('tbody tr.ant-table-row').first()).toBeVisible()),
        },
        { nome: 'financeiro', abrir: async (p) => (await p.goto('/#/financeiro/campanha'), await visible(p, 'top-nav')) },
        { nome: 'estoque', abrir: async (p) => (await p.goto('/#/estoque/medicamentos'), await visible(p, 'top-nav')) },
      ];

      const found: Record<string, string[]> = {};
      for (const tela of publicas) {
        await tela.abrir(page);
        found[tela.nome] = await violations(page);
      }
      await loginAs(page, 'admin');
      for (const tela of logadas) {
        await tela.abrir(page);
        found[tela.nome] = await violations(page);
      }
      await logout(page);
      // one line per screen in the report: the counts the closing note quotes
      console.log(
        `axe ${nomeCor}: ${Object.entries(found)
          .map(([nome, list]) => `${nome} ${list.length}`)
          .join(', ')}`,
      );
      expect(Object.fromEntries(Object.entries(found).filter(([, list]) => list.length > 0))).toEqual({});
    });
  }
});

test.describe('accessibility: the agenda month view (issue 36 item 20)', () => {
  test('the month view, opened from the week, wide and narrow, has no serious or critical violation (other months’ days readable; any grid that scrolls reached by keyboard)', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const helena = await medicoId(request, token, 'Dra. Helena Prado');
    await signIn(page, 'admin');
    // as a person gets there: the week first (its hours scroll), then 'Mês'
    await page.goto(`/#/agendamentos?visao=semana&medico=${helena}`);
    await expect(page.getByTestId('agenda-calendar')).toBeVisible();
    const read = page.waitForResponse((r) => r.url().includes('popularCalendario'));
    await page.getByTestId('agenda-visao').getByText('Mês', { exact: true }).click();
    await read;
    const hoje = page.getByTestId('agenda-calendar').locator(`[data-date="${clinicDate()}"]`).first();
    await expect(hoje).toBeVisible();
    const largo = await violations(page);
    // and in a phone's narrow window
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(hoje).toBeVisible();
    expect({ largo, estreito: await violations(page) }).toEqual({ largo: [], estreito: [] });
    await logout(page);
  });
});
