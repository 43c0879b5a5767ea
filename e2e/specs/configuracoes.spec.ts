import { expect, test, type Locator, type Page } from '@playwright/test';
import { PNG, TEXT } from '../fixtures/media.ts';
import { auth, book, bookingDialog, medicoId, weekdayAhead } from '../fixtures/agenda.ts';
import { choose, expectFieldError, pacienteDialog } from '../fixtures/form.ts';
import { newPaciente } from '../fixtures/paciente.ts';
import { apiToken, loginAs } from '../fixtures/portal.ts';

/** A name no earlier run used (the suite runs repeated on one database). */
const unique = (prefix: string): string => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

const openSection = async (page: Page, secao: string, testId: string): Promise<Locator> => {
  await page.goto(`/#/configuracoes/${secao}`);
  const section = page.getByTestId(testId);
  await expect(section).toBeVisible();
  return section;
};

/** The row of the item named exactly so in a catalogue's table. */
const rowOf = (section: Locator, nome: string): Locator => section.locator('tbody tr', { has: section.page().getByRole('cell', { name: nome, exact: true }) });

/**
 * Opens a new booking and types in its room list: the options it offers for `nome`. The list is
 * first seen holding a demo room, so an empty answer means "not offered", not "not loaded yet".
 */
async function roomsOffered(page: Page, nome: string): Promise<Locator> {
  await page.goto('/#/agendamentos');
  await page.getByTestId('agenda-novo').click();
  const select = bookingDialog(page).getByLabel('Sala', { exact: true });
  await select.click();
  await select.fill('Sala de proc');
  const listId = await select.getAttribute('aria-controls');
  const dropdown = page.locator('.ant-select-dropdown', { has: page.locator(`[id="${listId}"]`) });
  await expect(dropdown.locator('.ant-select-item-option', { hasText: 'Sala de procedimentos' })).toBeVisible();
  await select.fill(nome);
  return dropdown.locator('.ant-select-item-option', { hasText: nome });
}

/** Adds a stage in the procedure form's picker: type, Enter on the match, seen in the ordered list. */
async function addEtapa(form: Locator, nome: string): Promise<void> {
  const select = form.getByLabel('Adicionar etapa', { exact: true });
  await select.click();
  await select.fill(nome);
  const listId = await select.getAttribute('aria-controls');
  const dropdown = form.page().locator('.ant-select-dropdown', { has: form.page().locator(`[id="${listId}"]`) });
  await expect(dropdown.locator('.ant-select-item-option-active')).toHaveText(nome);
  await select.press('Enter');
  await expect(form.getByRole('list', { name: 'Etapas do procedimento, em ordem' }).getByRole('listitem').filter({ hasText: nome })).toBeVisible();
}

test.describe('configurações: catalogues', () => {
  test('a procedure made of stages is offered when booking, and its record follows its stages in order and their image slots', async ({ page, request }) => {
    // one journey across three areas (settings, agenda, record): ~20 s on an idle machine
    test.setTimeout(120_000);
    await loginAs(page, 'admin');
    const etapas = await openSection(page, 'procedimentos', 'catalogo-etapas');
    const etapa = unique('Retorno E2E');
    await etapas.getByRole('button', { name: 'Nova etapa' }).click();
    const etapaForm = page.getByTestId('etapa-form');
    await etapaForm.getByLabel('Nome da etapa').fill(etapa);
    await etapaForm.getByLabel('Imagens', { exact: true }).fill('2');
    await etapaForm.getByLabel('No estudo de caso').click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(etapaForm).toBeHidden();
    await etapas.getByLabel('Buscar em Etapas').fill(etapa);
    await expect(rowOf(etapas, etapa)).toContainText(/2\s*Sim\s*Ativo/);

    const procedimentos = page.getByTestId('catalogo-procedimentos');
    const nome = unique('Microagulhamento E2E');
    await procedimentos.getByRole('button', { name: 'Novo procedimento' }).click();
    const form = page.getByTestId('procedimento-form');
    await form.getByLabel('Nome').fill(nome);
    // the price is required: said once the field is left, and 'Salvar' waits for it
    await form.getByLabel('Valor').focus();
    await form.getByLabel('Nome').focus();
    await expectFieldError(form, 'Valor', 'VALOR É OBRIGATÓRIO.');
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    // the price as it is read (350 is R$ 350), whole once the field is left
    await form.getByLabel('Valor').pressSequentially('350');
    await expect(form.getByLabel('Valor')).toHaveValue('R$ 350');
    await form.getByLabel('Nome').focus();
    await expect(form.getByLabel('Valor')).toHaveValue('R$ 350,00');
    await addEtapa(form, 'Avaliação');
    await addEtapa(form, etapa);
    await form.getByRole('button', { name: `Subir ${etapa}` }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(form).toBeHidden();
    await procedimentos.getByLabel('Buscar em Procedimentos').fill(nome);
    await expect(rowOf(procedimentos, nome)).toContainText('R$ 350,00');
    await expect(rowOf(procedimentos, nome)).toContainText(`1. ${etapa} · 2. Avaliação`);

    // the booking dialog offers it
    await page.goto('/#/agendamentos');
    await page.getByTestId('agenda-novo').click();
    await choose(bookingDialog(page), 'Procedimento', nome);
    await bookingDialog(page).getByRole('button', { name: 'Cancelar' }).click();

    // booked for a patient: the record lists it, with one card per stage in the procedure's order
    const token = await apiToken(request, 'admin');
    const procedimentoId = ((await (await request.get('/api/gerenciar/procedimento/listar', auth(token))).json()) as { id: number; nome: string }[]).find(
      (p) => p.nome === nome,
    )!.id;
    const paciente = await newPaciente(request, token, 'Paciente Procedimento');
    const medico = await medicoId(request, token, 'Dra. Helena Prado');
    await book(request, token, {
      medicoId: medico,
      pacienteId: paciente.id,
      data: weekdayAhead(20, 3),
      inicio: '10:00',
      fim: '10:30',
      procedimentoId,
      excecao: true,
    });
    await page.goto(`/#/detalhes-paciente/etapas?paciente=${encodeURIComponent(`"${paciente.id}"`)}&procedimento=${encodeURIComponent(`"${procedimentoId}"`)}`);
    await expect(page.getByTestId('ficha-procedimentos')).toContainText(nome);
    const cards = page.getByTestId('etapa-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText(etapa);
    await expect(cards.nth(1)).toContainText('Avaliação');

    // the stage set to 2 images takes no third
    await cards
      .nth(0)
      .locator('input[type=file]')
      .setInputFiles([
        { name: 'a.png', mimeType: 'image/png', buffer: PNG },
        { name: 'b.png', mimeType: 'image/png', buffer: PNG },
        { name: 'c.png', mimeType: 'image/png', buffer: PNG },
      ]);
    await expect(page.locator('.ant-notification')).toContainText('Máximo de 2 imagens nesta etapa.');
    await expect(cards.nth(0).getByTestId('etapa-midia')).toHaveCount(2);

    // a stage saved before: after a reload with nothing changed there is nothing to save (issue 36 item 20)
    const avaliacaoId = (
      (await (await request.get('/api/gerenciar/procedimento/ListarDescricaoEtapa', auth(token))).json()) as { id: number; nomeEtapa: string }[]
    ).find((e) => e.nomeEtapa === 'Avaliação')!.id;
    const dia = weekdayAhead(20, 3);
    const salvo = await request.post('/api/gerenciar/imagens/cadastro', {
      ...auth(token),
      data: {
        configuracoesEtapaId: avaliacaoId,
        pacienteId: paciente.id,
        procedimentoId,
        dataRegistro: dia,
        horaInicial: `${dia}T10:00:00-03:00`,
        horaFinal: `${dia}T10:30:00-03:00`,
        observacao: 'Avaliação feita',
        imagens: [],
      },
    });
    expect(salvo.ok()).toBe(true);
    await page.reload();
    const avaliacao = page.getByTestId('etapa-card').filter({ hasText: 'Avaliação' });
    await expect(avaliacao.getByLabel('Observação')).toHaveValue('Avaliação feita');
    await expect(avaliacao.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await expect(avaliacao).not.toContainText('Não salvo');
    await avaliacao.getByLabel('Observação').fill('Avaliação refeita');
    await expect(avaliacao.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  test('a room created in Configurações is offered when booking, a deactivated one is not; duplicates and rooms in use are refused', async ({ page }) => {
    await loginAs(page, 'admin');
    const salas = await openSection(page, 'salas', 'catalogo-salas');
    const nome = unique('Sala E2E');

    await salas.getByRole('button', { name: 'Nova sala' }).click();
    const form = page.getByTestId('salas-form');
    await form.getByLabel('Nome').fill(nome);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(form).toBeHidden();
    await expect(rowOf(salas, nome)).toContainText('Ativo');

    // the name of a room that exists: refused under the field, what was typed stays
    await salas.getByRole('button', { name: 'Nova sala' }).click();
    await form.getByLabel('Nome').fill('consultório 1');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expectFieldError(form, 'Nome', 'Já existe uma sala com este nome.');
    await expect(form.getByLabel('Nome')).toHaveValue('consultório 1');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(form).toBeHidden();

    await expect(await roomsOffered(page, nome)).toHaveCount(1);

    // deactivated: no longer offered
    await openSection(page, 'salas', 'catalogo-salas');
    await rowOf(salas, nome)
      .getByRole('button', { name: `Editar ${nome}` })
      .click();
    await form.getByLabel('Ativa (oferecida ao agendar)').click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(form).toBeHidden();
    await expect(rowOf(salas, nome)).toContainText('Inativo');
    await expect(await roomsOffered(page, nome)).toHaveCount(0);

    // a room of the demo agenda has appointments: refused with the reason, still listed
    await openSection(page, 'salas', 'catalogo-salas');
    await rowOf(salas, 'Consultório 1').getByRole('button', { name: 'Excluir Consultório 1' }).click();
    await page.locator('.ant-popconfirm').filter({ visible: true }).getByRole('button', { name: 'Excluir', exact: true }).click();
    await expect(page.locator('.ant-notification')).toContainText('Não é possível excluir: há agendamentos nesta sala. Desative-a.');
    await expect(rowOf(salas, 'Consultório 1')).toBeVisible();

    // one never used is deleted
    await rowOf(salas, nome)
      .getByRole('button', { name: `Excluir ${nome}` })
      .click();
    await page.locator('.ant-popconfirm').filter({ visible: true }).getByRole('button', { name: 'Excluir', exact: true }).click();
    await expect(rowOf(salas, nome)).toHaveCount(0);
  });

  test('a wristband from Configurações is offered in the patient form and tagged on the record; deactivated, it is no longer offered but the patient keeps it', async ({
    page,
    request,
  }) => {
    await loginAs(page, 'admin');
    const pulseiras = await openSection(page, 'pulseiras', 'catalogo-pulseiras');
    const tipo = unique('Alergia E2E');
    await pulseiras.getByRole('button', { name: 'Nova pulseira' }).click();
    const form = page.getByTestId('pulseira-form');
    await form.getByLabel('Tipo').fill(tipo);
    await form.getByLabel('Cor', { exact: true }).fill('#7b1fa2');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(form).toBeHidden();
    await pulseiras.getByLabel('Buscar em Pulseiras').fill(tipo);
    await expect(rowOf(pulseiras, tipo)).toContainText('#7B1FA2');

    /** The wristbands the patient form offers, as its list shows them. */
    const offered = async (): Promise<string[]> => {
      await page.goto('/#/pacientes');
      await page.getByRole('button', { name: 'Novo paciente' }).click();
      const select = pacienteDialog(page).getByLabel('Pulseira', { exact: true });
      await select.click();
      const listId = await select.getAttribute('aria-controls');
      const dropdown = page.locator('.ant-select-dropdown', { has: page.locator(`[id="${listId}"]`) });
      // the list is seen holding its first option, 'Nenhum', so an absent one is absent, not unloaded
      await expect(dropdown.locator('.ant-select-item-option').first()).toBeVisible();
      return dropdown.locator('.ant-select-item-option').allInnerTexts();
    };
    expect(await offered()).toContain(tipo);

    // a patient wears it: the record shows its tag
    const token = await apiToken(request, 'admin');
    const lista = (await (await request.get('/api/gerenciar/paciente/listarPulseiras', auth(token))).json()) as { id: number; tipo: string }[];
    const paciente = await newPaciente(request, token, 'Paciente Pulseira', { pulseiraId: lista.find((p) => p.tipo === tipo)!.id });
    // the record opens on a procedure of the patient's
    const medico = await medicoId(request, token, 'Dra. Helena Prado');
    await book(request, token, { medicoId: medico, pacienteId: paciente.id, data: weekdayAhead(21, 3), inicio: '11:00', fim: '11:30', excecao: true });

    // deactivated: not offered to new patients
    await openSection(page, 'pulseiras', 'catalogo-pulseiras');
    await pulseiras.getByLabel('Buscar em Pulseiras').fill(tipo);
    await rowOf(pulseiras, tipo)
      .getByRole('button', { name: `Editar ${tipo}` })
      .click();
    await form.getByLabel('Ativa (oferecida no cadastro do paciente)').click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(rowOf(pulseiras, tipo)).toContainText('Inativo');
    expect(await offered()).not.toContain(tipo);

    await page.goto(`/#/detalhes-paciente/agendamentos?paciente=${encodeURIComponent(`"${paciente.id}"`)}`);
    await expect(page.getByTestId('ficha-pulseira')).toHaveText(tipo);
  });

  test('a commitment type gets a name and a colour; an invalid colour is refused on screen', async ({ page }) => {
    await loginAs(page, 'admin');
    const compromissos = await openSection(page, 'compromissos', 'catalogo-compromissos');
    const nome = unique('Retorno E2E');
    await compromissos.getByRole('button', { name: 'Novo tipo de compromisso' }).click();
    const form = page.getByTestId('compromisso-form');
    await form.getByLabel('Nome').fill(nome);
    await form.getByLabel('Cor na agenda', { exact: true }).fill('#12345');
    await form.getByLabel('Nome').click();
    await expectFieldError(form, 'Cor na agenda', 'COR INVÁLIDA.');
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await form.getByLabel('Cor na agenda', { exact: true }).fill('#7b1fa2');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(form).toBeHidden();
    await expect(rowOf(compromissos, nome)).toContainText('#7B1FA2');

    await rowOf(compromissos, nome)
      .getByRole('button', { name: `Editar ${nome}` })
      .click();
    await expect(form.getByLabel('Cor na agenda', { exact: true })).toHaveValue('#7B1FA2');
    await form.getByLabel('Nome').fill(`${nome} editado`);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(rowOf(compromissos, `${nome} editado`)).toBeVisible();

    // never used: deleted (a type with appointments is refused like a room, api tests)
    await rowOf(compromissos, `${nome} editado`)
      .getByRole('button', { name: `Excluir ${nome} editado` })
      .click();
    await page.locator('.ant-popconfirm').filter({ visible: true }).getByRole('button', { name: 'Excluir', exact: true }).click();
    await expect(rowOf(compromissos, `${nome} editado`)).toHaveCount(0);
  });

  test('a form built with each kind of question, reordered by dragging, saves in that order; editing makes a new version and the old one stays readable', async ({
    page,
    request,
  }) => {
    await loginAs(page, 'admin');
    const formularios = await openSection(page, 'formularios', 'catalogo-formularios');
    const nome = unique('Anamnese E2E');
    await formularios.getByRole('button', { name: 'Novo formulário' }).click();
    const form = page.getByTestId('formulario-form');
    const pergunta = (numero: number) => form.getByRole('group', { name: `Pergunta ${numero}` });
    // the questions' texts in the order shown
    const textos = () =>
      expect.poll(() => form.getByLabel('Texto da pergunta').evaluateAll((areas) => areas.map((area) => (area as HTMLTextAreaElement).value)));
    await form.getByLabel('Nome do formulário').fill(nome);
    await pergunta(1).getByLabel('Texto da pergunta').fill('Tem alergia a medicamentos?');
    await pergunta(1).getByRole('checkbox', { name: 'Sim/Não' }).check();
    await pergunta(1).getByRole('checkbox', { name: 'Restrição' }).check();
    await pergunta(1).getByRole('checkbox', { name: 'Sinaliza pulseira vermelha' }).check();
    await form.getByRole('button', { name: 'Adicionar pergunta' }).click();
    await pergunta(2).getByLabel('Texto da pergunta').fill('Grau de calvície atual');
    await pergunta(2).getByRole('checkbox', { name: 'Grau de calvície' }).check();
    await form.getByRole('button', { name: 'Adicionar pergunta' }).click();
    await pergunta(3).getByLabel('Texto da pergunta').fill('Como avalia a dor?');
    await pergunta(3).getByLabel('Texto complementar').fill('De 0 a 10');
    await pergunta(3).getByLabel('Opções adicionais').fill('Leve, Moderada, Forte');
    await expect(pergunta(3)).toContainText('Menu na ficha: LeveModeradaForte');

    // the arrows move a question one place (the keyboard's way)
    await form.getByRole('button', { name: 'Subir pergunta 3' }).click();
    await form.getByRole('button', { name: 'Subir pergunta 2' }).click();
    await textos().toEqual(['Como avalia a dor?', 'Tem alergia a medicamentos?', 'Grau de calvície atual']);
    // dragging by the handle: the third question dropped on the second (a tall window shows both)
    await page.setViewportSize({ width: 1280, height: 1600 });
    await pergunta(2).scrollIntoViewIfNeeded();
    const de = (await form.getByRole('button', { name: 'Arrastar pergunta 3' }).boundingBox())!;
    const para = (await pergunta(2).boundingBox())!;
    await page.mouse.move(de.x + de.width / 2, de.y + de.height / 2);
    await page.mouse.down();
    await page.mouse.move(de.x + de.width / 2, de.y + de.height / 2 - 10, { steps: 3 });
    await page.mouse.move(de.x + de.width / 2, para.y + 8, { steps: 12 });
    await page.mouse.up();
    await textos().toEqual(['Como avalia a dor?', 'Grau de calvície atual', 'Tem alergia a medicamentos?']);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Formulario criado com sucesso')).toBeVisible();
    await expect(rowOf(formularios, nome)).toContainText('3');

    const token = await apiToken(request, 'admin');
    type FormularioApi = { id: number; nome: string; versao: number; ativo: boolean; perguntas: Record<string, unknown>[] };
    const todos = async (query = ''): Promise<FormularioApi[]> =>
      (await (await request.get(`/api/gerenciar/formulario/listarTodos${query}`, auth(token))).json()) as FormularioApi[];
    const salvo = (await todos()).find((f) => f.nome === nome)!;
    expect(salvo.perguntas.map((p) => [p.pergunta, p.ordenacao])).toEqual([
      ['Como avalia a dor?', 0],
      ['Grau de calvície atual', 1],
      ['Tem alergia a medicamentos?', 2],
    ]);
    expect(salvo.perguntas[0]).toMatchObject({ textoComplementar: 'De 0 a 10', opcoesAdicionais: 'Leve, Moderada, Forte', exibirCamposSimouNao: false });
    expect(salvo.perguntas[1]).toMatchObject({ exibirGrauCalvicie: true, exibirCamposSimouNao: false });
    expect(salvo.perguntas[2]).toMatchObject({
      exibirCamposSimouNao: true,
      exibirCampoRestricao: true,
      exibePulseiraVermelha: true,
      exibirGrauCalvicie: false,
    });

    // editing the questions saves version 2; version 1 keeps its own text
    await rowOf(formularios, nome)
      .getByRole('button', { name: `Editar ${nome}` })
      .click();
    await expect(form).toContainText('Mudar o nome ou as perguntas cria a versão 2');
    await textos().toEqual(['Como avalia a dor?', 'Grau de calvície atual', 'Tem alergia a medicamentos?']);
    await pergunta(1).getByLabel('Texto da pergunta').fill('Como avalia a dor hoje?');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(form).toBeHidden();
    await expect(rowOf(formularios, nome).getByRole('cell', { name: '2', exact: true })).toBeVisible();
    const v1 = (await (await request.get(`/api/gerenciar/formulario/listar/${salvo.id}?versao=1`, auth(token))).json()) as FormularioApi;
    expect(v1.perguntas[0]!.pergunta).toBe('Como avalia a dor?');

    // deactivated, it is no longer among the forms offered to fill
    await rowOf(formularios, nome)
      .getByRole('switch', { name: `Formulário ${nome} ativo` })
      .click();
    await expect(page.getByText(`Formulário ${nome} desativado`)).toBeVisible();
    expect((await todos('?status=true')).some((f) => f.nome === nome)).toBe(false);
  });

  test('a baldness degree gets its two pictures, shown in the catalogue; a file that is not an image is refused', async ({ page }) => {
    await loginAs(page, 'admin');
    const graus = await openSection(page, 'formularios', 'catalogo-graus');
    const nome = unique('Grau E2E');
    await graus.getByRole('button', { name: 'Novo grau' }).click();
    const form = page.getByTestId('grau-form');
    await form.getByLabel('Grau', { exact: true }).fill(nome);
    const escolhida = form.locator('.ant-form-item', { hasText: 'Imagem escolhida' });
    await escolhida.locator('input[type=file]').setInputFiles({ name: 'texto.png', mimeType: 'image/png', buffer: TEXT });
    await expect(page.getByText('Formato de imagem', { exact: false }).first()).toBeVisible();
    await expect(escolhida.locator('img')).toHaveCount(0);
    await escolhida.locator('input[type=file]').setInputFiles({ name: 'grau.png', mimeType: 'image/png', buffer: PNG });
    await expect(escolhida.locator('img')).toHaveCount(1);
    const naoEscolhida = form.locator('.ant-form-item', { hasText: 'Imagem não escolhida' });
    await naoEscolhida.locator('input[type=file]').setInputFiles({ name: 'grau-vazio.png', mimeType: 'image/png', buffer: PNG });
    await expect(naoEscolhida.locator('img')).toHaveCount(1);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(form).toBeHidden();
    const linha = rowOf(graus, nome);
    // both pictures come back from the api and load
    for (const tipo of ['Imagem escolhida', 'Imagem não escolhida']) {
      const img = linha.getByRole('img', { name: `${tipo} do ${nome}` });
      await expect(img).toBeVisible();
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    // edited without touching the pictures, they stay
    await linha.getByRole('button', { name: `Editar ${nome}` }).click();
    await form.getByLabel('Grau', { exact: true }).fill(`${nome} vértex`);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(form).toBeHidden();
    await expect(rowOf(graus, `${nome} vértex`).getByRole('img', { name: `Imagem escolhida do ${nome} vértex` })).toBeVisible();
    await rowOf(graus, `${nome} vértex`)
      .getByRole('button', { name: `Excluir ${nome} vértex` })
      .click();
    await page.locator('.ant-popconfirm').filter({ visible: true }).getByRole('button', { name: 'Excluir', exact: true }).click();
    await expect(rowOf(graus, `${nome} vértex`)).toHaveCount(0);
  });

  test('the exam catalogue: create, search, rename and delete an exam', async ({ page }) => {
    await loginAs(page, 'admin');
    const exames = await openSection(page, 'exames', 'catalogo-exames');
    const nome = unique('Hemograma E2E');
    await exames.getByRole('button', { name: 'Novo exame' }).click();
    const form = page.getByTestId('exame-form');
    await form.getByLabel('Nome do exame').fill(nome);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(form).toBeHidden();
    await exames.getByLabel('Buscar em Exames').fill(nome.toUpperCase());
    await expect(exames.locator('tbody tr')).toHaveCount(1);
    await rowOf(exames, nome)
      .getByRole('button', { name: `Editar ${nome}` })
      .click();
    await form.getByLabel('Nome do exame').fill(`${nome} completo`);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(rowOf(exames, `${nome} completo`)).toBeVisible();
    await rowOf(exames, `${nome} completo`)
      .getByRole('button', { name: `Excluir ${nome} completo` })
      .click();
    await page.locator('.ant-popconfirm').filter({ visible: true }).getByRole('button', { name: 'Excluir', exact: true }).click();
    await expect(rowOf(exames, `${nome} completo`)).toHaveCount(0);
  });
});
