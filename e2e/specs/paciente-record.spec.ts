import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, logout, routeOf, signIn, signInWith } from '../fixtures/portal.ts';
import { PNG } from '../fixtures/media.ts';
import { appointmentToday, book, bookingDialog, bookingIds, brDate, medicoId, typeDate, weekdayAhead } from '../fixtures/agenda.ts';
import { choose, selectOf } from '../fixtures/form.ts';
import { newPaciente } from '../fixtures/paciente.ts';
import { newMedico } from '../fixtures/own-user.ts';

interface Procedimento {
  id: number;
  nome: string;
}
interface Historico {
  id: number;
  etapa: string | null;
  medico: string | null;
  status: string;
  dataAgendamento: string;
  horaFinal: string;
}

const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
const address = (paciente: string | number, procedimento?: number, tab = ''): string =>
  `/#/detalhes-paciente${tab ? `/${tab}` : ''}?paciente=${encodeURIComponent(JSON.stringify(String(paciente)))}${
    procedimento ? `&procedimento=${encodeURIComponent(JSON.stringify(String(procedimento)))}` : ''
  }`;

/** A demo patient with at least two procedures, and their procedures. */
/**
 * A patient of the test's own with two procedures, one consultation each (Dra. Helena on Tuesdays,
 * booked by the administrator as exceptions, so no other booking is in the way): no other test books them, so
 * which procedure is the most recent is this test's to know.
 */
async function pacienteComProcedimentos(request: APIRequestContext, nome: string): Promise<{ id: number; nome: string; procedimentos: Procedimento[] }> {
  const admin = await apiToken(request, 'admin');
  const paciente = await newPaciente(request, admin, nome);
  const helena = await medicoId(request, admin, 'Dra. Helena Prado');
  const todos = (await (await request.get('/api/gerenciar/procedimento/listar', auth(admin))).json()) as Procedimento[];
  const [harmonizacao, limpeza] = ['Harmonização facial', 'Limpeza de pele'].map((n) => todos.find((p) => p.nome === n)!);
  for (const [procedimento, dias] of [
    [harmonizacao!, 34],
    [limpeza!, 41],
  ] as const)
    await book(request, admin, {
      medicoId: helena,
      pacienteId: paciente.id,
      data: weekdayAhead(dias, 2),
      inicio: '08:00',
      fim: '08:15',
      procedimentoId: procedimento.id,
      excecao: true,
    });
  const procedimentos = (await (
    await request.get(`/api/gerenciar/procedimento/pesquisarProcedimentosDoPaciente/${paciente.id}`, auth(admin))
  ).json()) as Procedimento[];
  expect(procedimentos.map((p) => p.nome).sort()).toEqual(['Harmonização facial', 'Limpeza de pele']);
  return { ...paciente, procedimentos };
}

async function expectRefused(page: Page, message: string, route: string): Promise<void> {
  const toast = page.locator('.ant-notification-notice', { hasText: message });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Sem acesso a esta tela');
  await expect.poll(() => routeOf(page)).toBe(route);
}

test.describe('patient record', () => {
  test('entry checks refuse, in order, a bad patient, one without procedures, no session and no tab permission', async ({ page, request }) => {
    const token = await apiToken(request, 'recepcao');
    const semProcedimento = await newPaciente(request, token, 'Sem Procedimento');
    const { id } = await pacienteComProcedimentos(request, 'Ficha Entrada');

    // No session: back to the login.
    await page.goto(address(id));
    await expectRefused(page, 'Sessão expirada ou usuário não autenticado.', '/login');

    await signIn(page, 'recepcao');
    await page.goto(address('abc'));
    await expectRefused(page, 'Deve selecionar um paciente válido.', '/pacientes');
    await page.goto(address(semProcedimento.id));
    await expectRefused(page, 'Não existe nenhum procedimento para este paciente, gere um orçamento ou agendamento.', '/pacientes');

    // The stock clerk holds no record tab permission.
    await logout(page);
    await signIn(page, 'estoque');
    await page.goto(address(id));
    await expectRefused(page, 'Você não tem permissão para acessar as telas deste paciente.', '/estoque/medicamentos');
    const api = await request.get(`/api/gerenciar/procedimento/pesquisarProcedimentosDoPaciente/${id}`, auth(await apiToken(request, 'estoque')));
    expect(api.status()).toBe(403);
  });

  test('opens from the list: header card, procedures, appointment history and its details; switching procedure keeps the tab', async ({ page, request }) => {
    const token = await apiToken(request, 'recepcao');
    const paciente = await pacienteComProcedimentos(request, 'Ficha Lista');
    const [first, second] = paciente.procedimentos as [Procedimento, Procedimento];
    const historico = (await (
      await request.post('/api/gerenciar/paciente/historicoAgendamento', { ...auth(token), data: { procedimento: first.id, idPaciente: paciente.id } })
    ).json()) as Historico[];
    expect(historico.length).toBeGreaterThan(0);

    await signIn(page, 'recepcao');
    await page.goto(`/#/pacientes?busca=${encodeURIComponent(paciente.nome)}`);
    await page.getByTestId('paciente-list').locator('tbody tr', { hasText: paciente.nome }).first().click();

    // No procedure in the address: the most recent one, on the first tab the user can open.
    await expect.poll(() => routeOf(page)).toBe('/detalhes-paciente/agendamentos');
    await expect(page.getByTestId('ficha-cabecalho')).toContainText(paciente.nome);
    // 'Ver Mais' (its dialog loads when first opened): the patient's other data, closed with Esc
    await page.getByTestId('ficha-cabecalho').getByRole('button', { name: 'Ver Mais' }).click();
    const dados = page.getByRole('dialog', { name: 'Dados do paciente' });
    await expect(dados).toContainText('01/01/1990');
    await expect(dados).toContainText('paciente@exemplo.com');
    await page.keyboard.press('Escape');
    await expect(dados).toBeHidden();
    const procedimentos = page.getByTestId('ficha-procedimentos');
    for (const p of paciente.procedimentos) await expect(procedimentos).toContainText(p.nome);
    await expect(procedimentos.locator('.ant-menu-item-selected')).toHaveText(first.nome);

    const tabela = page.getByTestId('aba-agendamentos');
    await expect(tabela.locator('tbody tr.ant-table-row')).toHaveCount(historico.length);
    await tabela.locator('tbody tr.ant-table-row').first().click();
    const detalhes = page.getByTestId('agendamento-detalhes');
    await expect(detalhes).toContainText(paciente.nome);
    await expect(detalhes).toContainText(first.nome);
    await page.keyboard.press('Escape');

    // The filter is case- and accent-insensitive; choosing another procedure keeps the tab.
    await page.getByLabel('Filtrar procedimentos').fill(second.nome.toUpperCase().normalize('NFD').replace(/\p{M}/gu, ''));
    await expect(procedimentos.locator('.ant-menu-item')).toHaveCount(1);
    await procedimentos.getByText(second.nome).click();
    await expect.poll(() => routeOf(page)).toBe('/detalhes-paciente/agendamentos');
    expect(new URL(page.url()).hash).toContain(`procedimento=${encodeURIComponent(JSON.stringify(String(second.id)))}`);
    await expect(procedimentos.locator('.ant-menu-item-selected')).toHaveText(second.nome);

    // A tab the user cannot open (or that does not exist) leads to the first one they can.
    await page.goto(address(paciente.id, second.id, 'orcamentos'));
    await expect.poll(() => routeOf(page)).toBe('/detalhes-paciente/agendamentos');
  });

  test('edits the patient from the header card and opens WhatsApp with the greeting', async ({ page, request }) => {
    const paciente = await pacienteComProcedimentos(request, 'Ficha Edição');
    await signIn(page, 'recepcao');
    await page.goto(address(paciente.id));
    const header = page.getByTestId('ficha-cabecalho');
    await expect(header).toContainText(paciente.nome);
    const whatsapp = header.getByRole('link', { name: 'WhatsApp' });
    const names = paciente.nome.split(' ');
    const greeting = `Olá, ${`${names[0]} ${names[names.length - 1]}`.toUpperCase()}!`;
    await expect(whatsapp).toHaveAttribute(
      'href',
      new RegExp(`^https://api\\.whatsapp\\.com/send\\?phone=\\d+&text=${encodeURIComponent(greeting).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );

    await header.getByRole('button', { name: 'Editar paciente' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Dados pessoais' });
    await expect(dialog.getByLabel('Nome', { exact: true })).toHaveValue(paciente.nome);
    await dialog.getByLabel('Profissão').fill('Fisioterapeuta');
    // a photo: uploaded, shown in the dialog, then in the header once saved
    await dialog.getByTestId('paciente-foto').locator('input[type=file]').setInputFiles({ name: 'rosto.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByTestId('paciente-foto').locator('img')).toHaveJSProperty('naturalWidth', 1);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Paciente editado com sucesso.')).toBeVisible();
    await expect(header.locator('img').first()).toHaveJSProperty('naturalWidth', 1);
    await header.getByRole('button', { name: 'Ver Mais' }).click();
    await expect(page.getByRole('dialog').filter({ hasText: 'Dados do paciente' })).toContainText('Fisioterapeuta');
  });

  test('the header card shows the patient’s wristband as its coloured tag; at 960 px the side column sits above it', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const pulseiras = (await (await request.get('/api/gerenciar/paciente/listarPulseiras', auth(token))).json()) as { id: number; tipo: string; cor: string }[];
    const pulseira = pulseiras[0]!;
    const paciente = await newPaciente(request, token, 'Ficha Pulseira', { pulseiraId: pulseira.id });
    const agendamento = await appointmentToday(request, token, 'Dr. Rafael Lima', paciente, { inicio: 6 * 60, fim: 6 * 60 + 15 });
    const { procedimentoId } = await bookingIds(request, token);
    await signIn(page, 'admin');
    await page.goto(address(paciente.id, procedimentoId, 'agendamentos'));
    const tag = page.getByTestId('ficha-pulseira');
    await expect(tag).toHaveText(pulseira.tipo);
    // its colour as a swatch beside the name
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    await expect(tag.getByTestId('ficha-pulseira-cor')).toHaveCSS('background-color', rgb(pulseira.cor));

    // at 960 px the side column sits above the card, whole, instead of a floating toggle over it
    await page.setViewportSize({ width: 960, height: 800 });
    const lateral = page.getByTestId('ficha-lateral');
    await expect(page.getByTestId('ficha-procedimentos')).toBeVisible();
    await expect(page.locator('.ant-layout-sider-zero-width-trigger')).toHaveCount(0);
    // read both boxes together until the page has laid itself out again at the new width
    const cartao = page.getByTestId('ficha-cabecalho');
    const folga = async (): Promise<number> => {
      const [c, k] = [await lateral.boundingBox(), await cartao.boundingBox()];
      return c && k ? k.y - (c.y + c.height) : -1;
    };
    await expect.poll(folga).toBeGreaterThanOrEqual(0);
    await agendamento.cleanup();
  });

  test('Novo agendamento in the sidebar opens the agenda’s booking dialog with the patient and procedure; the Agendamentos tab shows the booking', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await newPaciente(request, token, 'Ficha Novo Agendamento');
    const agendamento = await appointmentToday(request, token, 'Dr. Rafael Lima', paciente, { inicio: 6 * 60, fim: 6 * 60 + 15 });
    const { procedimentoId } = await bookingIds(request, token);
    const data = weekdayAhead(47, 2); // a Tuesday
    await signIn(page, 'recepcao');
    await page.goto(address(paciente.id, procedimentoId, 'agendamentos'));
    const tab = page.getByTestId('aba-agendamentos');
    await expect(tab.locator('tbody tr.ant-table-row')).toHaveCount(1);

    await page.getByTestId('ficha-lateral').getByRole('button', { name: 'Novo agendamento' }).click();
    const dialog = bookingDialog(page);
    await expect(dialog).toBeVisible();
    await expect(selectOf(dialog, 'Paciente')).toContainText(paciente.nome);
    await expect(selectOf(dialog, 'Procedimento')).toContainText('Limpeza de pele');
    await choose(dialog, 'Profissional', 'Dra. Helena Prado');
    await choose(dialog, 'Compromisso', 'Consulta');
    await typeDate(dialog, 'Data', data);
    await dialog.getByLabel('Hora inicial', { exact: true }).fill('16:00');
    await dialog.getByLabel('Hora final', { exact: true }).fill('16:30');
    await dialog.getByLabel('Hora final', { exact: true }).blur();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.locator('.ant-notification-notice', { hasText: 'Agendamento salvo com sucesso' }).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    // the record's own tab reads again: the new booking is listed
    await expect(tab.locator('tbody tr.ant-table-row')).toHaveCount(2);
    await expect(tab.locator('tbody tr.ant-table-row', { hasText: brDate(data) })).toBeVisible();
    // the booking made on screen is cancelled: Dra. Helena's slot is free for the next run on this database
    const historico = (await (
      await request.post('/api/gerenciar/paciente/historicoAgendamento', { ...auth(token), data: { procedimento: procedimentoId, idPaciente: paciente.id } })
    ).json()) as Historico[];
    const novo = historico.find((r) => r.id !== agendamento.id);
    expect(novo, 'the booking made on screen').toBeDefined();
    const cancelado = await request.post(`/api/gerenciar/agendamento/cancelarAgendamento?agendamentoId=${novo!.id}`, {
      ...auth(token),
      data: { motivoCancelamento: 'Teste: agendado pela ficha' },
    });
    expect(cancelado.status()).toBe(200);
    await agendamento.cleanup();
  });

  test('starts and finishes the consultation under way from the header card', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    // the test's own patient, with an appointment whose time is now, and its own doctor (starting is the
    // doctor's; should the test stop half-way, the consultation left open warns no other test's doctor)
    const paciente = await newPaciente(request, token, 'Ficha Atendimento');
    const doutor = await newMedico(request, 'Dr. Cabeçalho');
    const agendamento = await appointmentToday(request, token, doutor.nome, paciente);
    const { procedimentoId } = await bookingIds(request, token);
    const found = { paciente: paciente.id, procedimento: procedimentoId, agendamento };
    await signInWith(page, doutor.email, doutor.senha);
    await page.goto(address(found.paciente, found.procedimento, 'agendamentos'));
    const header = page.getByTestId('ficha-cabecalho');
    await header.getByRole('button', { name: 'Iniciar atendimento' }).click();
    await expect(page.getByText('Atendimento iniciado.')).toBeVisible();
    // the history reloads on the status event
    await expect(page.getByTestId('aba-agendamentos').locator('tbody tr.ant-table-row').filter({ hasText: 'Em atendimento' }).first()).toBeVisible();
    await header.getByRole('button', { name: 'Finalizar atendimento' }).click();
    await expect(page.getByText('Atendimento finalizado.')).toBeVisible();
    await expect(header.getByRole('button', { name: /atendimento/ })).toHaveCount(0);
    const rows = (await (
      await request.post('/api/gerenciar/paciente/historicoAgendamento', {
        ...auth(token),
        data: { procedimento: found.procedimento, idPaciente: found.paciente },
      })
    ).json()) as (Historico & {
      inicioConsulta: string | null;
      fimConsulta: string | null;
    })[];
    expect(rows.find((r) => r.id === found.agendamento.id)).toMatchObject({
      status: 'FINALIZADO',
      inicioConsulta: expect.any(String),
      fimConsulta: expect.any(String),
    });
    await agendamento.cleanup();
  });
  test("the header offers 'Iniciar atendimento' only to the appointment's doctor: reception sees none, and the api refuses it (issue 36 item 19)", async ({
    page,
    request,
  }) => {
    const adminToken = await apiToken(request, 'admin');
    const paciente = await newPaciente(request, adminToken, 'Ficha Recepção');
    // an appointment whose time is now, the administrator its doctor
    const agendamento = await appointmentToday(request, adminToken, 'Administrador', paciente);
    const { procedimentoId } = await bookingIds(request, adminToken);

    // reception holds the agenda and the record's Agendamentos tab, so the control would be drawn for them
    await signIn(page, 'recepcao');
    await page.goto(address(paciente.id, procedimentoId, 'agendamentos'));
    // the control reads the same history the tab shows: once the row is there, the header has decided
    await expect(page.getByTestId('aba-agendamentos').locator('tbody tr.ant-table-row')).toHaveCount(1);
    const header = page.getByTestId('ficha-cabecalho');
    await expect(header.getByRole('button', { name: 'Ver Mais' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Iniciar atendimento' })).toHaveCount(0);
    const recusa = await request.post(`/api/gerenciar/agendamento/iniciarAgendamento/${agendamento.id}`, auth(await apiToken(request, 'recepcao')));
    expect(recusa.status()).toBe(403);
    expect(JSON.stringify(await recusa.json())).toContain('Somente o médico do agendamento pode iniciar o atendimento.');
    await agendamento.cleanup();
  });

  test("a consultation started from the record is in progress, as from the agenda: no unfinished-appointment warning over it once its slot's end has passed (issue 36 item 7)", async ({
    page,
    request,
  }) => {
    const adminToken = await apiToken(request, 'admin');
    // a doctor of the test's own, so that no other test's consultation (nor this one's, for others) is in the warning
    const medico = await newMedico(request, 'Dr. Ficha');
    const paciente = await newPaciente(request, adminToken, 'Ficha Atrasada');
    // the latest quarter hour of today already over (from 00:15 in São Paulo)
    const agora = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date());
    const fim = Math.floor((Number(agora.slice(0, 2)) * 60 + Number(agora.slice(3, 5))) / 15) * 15;
    expect(fim, 'a quarter hour of today has passed in São Paulo').toBeGreaterThanOrEqual(15);
    const agendamento = await appointmentToday(request, adminToken, medico.nome, paciente, { inicio: fim - 15, fim });
    const { procedimentoId } = await bookingIds(request, adminToken);
    const historico = (await (
      await request.post('/api/gerenciar/paciente/historicoAgendamento', {
        ...auth(adminToken),
        data: { procedimento: procedimentoId, idPaciente: paciente.id },
      })
    ).json()) as Historico[];
    const horaFinal = Date.parse(historico.find((r) => r.id === agendamento.id)!.horaFinal);

    await page.goto('/#/login');
    await page.getByLabel('E-mail ou CPF').fill(medico.email);
    await page.getByLabel('Senha').fill(medico.senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByTestId('top-nav')).toBeVisible();
    await expect.poll(() => routeOf(page)).not.toBe('/login');
    // the doctor's screen reads the last minute of the slot (the record offers the start within it); the api's clock has passed its end
    await page.clock.setFixedTime(new Date(horaFinal - 60_000));
    await page.goto(address(paciente.id, procedimentoId, 'agendamentos'));
    const header = page.getByTestId('ficha-cabecalho');
    const checked = page.waitForResponse((r) => r.url().includes('/naoFinalizados') && r.request().method() === 'GET');
    await header.getByRole('button', { name: 'Iniciar atendimento' }).click();
    await expect(page.getByText('Atendimento iniciado.')).toBeVisible();
    // the server lists it among the unfinished (its end has passed): the doctor, who has just started it, is not stopped by it
    expect(((await (await checked).json()) as { id: number }[]).map((a) => a.id)).toContain(agendamento.id);
    await expect(header.getByRole('button', { name: 'Finalizar atendimento' })).toBeVisible();
    const dialog = page.getByTestId('nao-finalizados-dialog');
    // the warning's dialog would load from the agenda remote: wait until the page has loaded all it asked for
    await page.waitForLoadState('networkidle');
    await expect(dialog).toHaveCount(0);
    // nor on the next screen, where the warning is asked again
    const again = page.waitForResponse((r) => r.url().includes('/naoFinalizados'));
    await page.getByTestId('main-menu').getByRole('menuitem', { name: 'Pacientes' }).click();
    await again;
    await page.waitForLoadState('networkidle');
    await expect(dialog).toHaveCount(0);

    const finalizado = await request.post('/api/gerenciar/agendamento/finalizarAgendamento', { ...auth(adminToken), data: [agendamento.id] });
    expect(finalizado.status()).toBe(200);
    await agendamento.cleanup();
  });
});
