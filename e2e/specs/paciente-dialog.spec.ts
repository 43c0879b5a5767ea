import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, signIn } from '../fixtures/portal.ts';
import { maskCpf, newCpf } from '../fixtures/cpf.ts';
import { choose, expectFieldError, fieldError, pacienteDialog } from '../fixtures/form.ts';
import { appointmentToday, clinicDate, medicoId, openAgenda } from '../fixtures/agenda.ts';

interface Paciente {
  id: number;
  nome: string;
  cpf: string | null;
  rg: string | null;
  celular: string | null;
  whatsApp: string | null;
  cep: string | null;
  logradouro: string | null;
  cidade: string | null;
  estado: string | null;
  pais: string | null;
  estrangeiro: boolean;
  ddi: string;
  versao: number;
  profissao: string | null;
  isResponsavelPeloPagamento: boolean;
  responsavelPagamento: { nome: string; cpf: string } | null;
}

async function findByName(request: APIRequestContext, token: string, nome: string): Promise<Paciente> {
  const page = (await (
    await request.post('/api/gerenciar/paciente/pesquisar?page=0&size=5', { headers: { Authorization: `Bearer ${token}` }, data: { nome } })
  ).json()) as { content: { id: number }[] };
  expect(page.content).toHaveLength(1);
  return (await (
    await request.get(`/api/gerenciar/paciente/listar/${page.content[0]!.id}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as Paciente;
}

async function createPaciente(request: APIRequestContext, token: string, nome: string): Promise<Paciente> {
  const response = await request.post('/api/gerenciar/paciente/cadastro', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      nome,
      nascimento: '1985-07-20',
      cpf: newCpf(),
      rg: 'MG-12.345.678',
      nomeMae: 'Lúcia Andrade',
      email: 'paciente@exemplo.com.br',
      ddi: '55',
      celular: '31987654321',
      pesquisaAtracao: 1,
      cep: '30130010',
      logradouro: 'Praça Sete de Setembro',
      numero: '10',
      bairro: 'Centro',
      cidade: 'Belo Horizonte',
      estado: 'MG',
      pais: 'Brasil',
      profissao: 'Arquiteta',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Paciente;
}

test.describe('patient registration dialog', () => {
  test('a postal-code lookup that fails says so and leaves the address to type; an unknown CEP too', async ({ page }) => {
    await signIn(page, 'recepcao');
    await page.goto('/#/pacientes');
    await page.getByRole('button', { name: 'Novo paciente' }).click();
    const dialog = pacienteDialog(page);
    const aviso = dialog.getByTestId('cep-aviso');
    // the public service is outside this machine: here it is down
    await page.route('**/cep/ws/**', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
    await dialog.getByLabel('CEP', { exact: true }).fill('01310100');
    await expect(aviso).toHaveText('Não foi possível consultar o CEP agora: digite o endereço.');
    await expect(dialog.getByLabel('Rua', { exact: true })).toHaveValue('');
    await dialog.getByLabel('Rua', { exact: true }).fill('Avenida Paulista');
    await expect(dialog.getByLabel('Rua', { exact: true })).toHaveValue('Avenida Paulista');
    // back up: a code it does not know is told apart, a known one fills the address and the notice goes
    await page.unroute('**/cep/ws/**');
    await dialog.getByLabel('CEP', { exact: true }).fill('99999999');
    await expect(aviso).toHaveText('CEP não encontrado: digite o endereço.');
    await dialog.getByLabel('CEP', { exact: true }).fill('30130010');
    await expect(dialog.getByLabel('Cidade', { exact: true })).toHaveValue('Belo Horizonte');
    await expect(aviso).toHaveCount(0);
  });

  test('registers a Brazilian patient: every rule on screen, address from the CEP, data normalised', async ({ page, request }) => {
    const token = await apiToken(request, 'recepcao');
    const existing = (await (
      await request.post('/api/gerenciar/paciente/pesquisar?page=0&size=50', { headers: { Authorization: `Bearer ${token}` }, data: { ativo: true } })
    ).json()) as { content: { cpf: string | null }[] };
    const takenCpf = existing.content.find((p) => p.cpf)!.cpf!;
    const cpf = newCpf();
    const nome = `Bruna Teixeira ${Date.now()}`;

    await signIn(page, 'recepcao');
    await page.goto('/#/pacientes');
    await page.getByRole('button', { name: 'Novo paciente' }).click();
    const dialog = pacienteDialog(page);
    await expect(dialog).toBeVisible();
    const salvar = dialog.getByRole('button', { name: 'Salvar' });
    await expect(salvar).toBeDisabled();

    // Required fields say so once left empty.
    for (const [label, message] of [
      ['Nome', 'NOME É OBRIGATÓRIO.'],
      ['Nascimento', 'NASCIMENTO É OBRIGATÓRIO.'],
      ['CPF', 'CAMPO É OBRIGATÓRIO.'],
      ['RG', 'RG É OBRIGATÓRIO.'],
      ['Nome da mãe', 'NOME DA MÃE É OBRIGATÓRIO.'],
      ['E-mail', 'EMAIL É OBRIGATÓRIO.'],
      ['Celular', 'CELULAR É OBRIGATÓRIO.'],
      ['Rua', 'RUA É OBRIGATÓRIO.'],
      ['Número', 'NÚMERO É OBRIGATÓRIO.'],
      ['Bairro', 'BAIRRO É OBRIGATÓRIO.'],
      ['Cidade', 'CIDADE É OBRIGATÓRIO.'],
      ['Estado', 'ESTADO É OBRIGATÓRIO.'],
      ['País', 'PAÍS É OBRIGATÓRIO.'],
    ] as const) {
      await dialog.getByLabel(label, { exact: true }).fill('x');
      await dialog.getByLabel(label, { exact: true }).fill('');
      await dialog.getByLabel(label, { exact: true }).blur();
      await expectFieldError(dialog, label, message);
    }
    // The AVISO box names every invalid field.
    await expect(dialog.getByTestId('form-aviso')).toContainText('Campo Nome Inválido.');
    await expect(dialog.getByTestId('form-aviso')).toContainText('Campo Como conheceu a clínica Inválido.');

    await dialog.getByLabel('Nome', { exact: true }).fill(`  ${nome.replace(' ', '   ')}  `);
    await dialog.getByLabel('Nascimento').fill('12051990');
    await expect(dialog.getByLabel('Nascimento')).toHaveValue('12/05/1990');

    // CPF: length, check digits, then one that another patient already has.
    await dialog.getByLabel('CPF', { exact: true }).fill('123');
    await expectFieldError(dialog, 'CPF', 'CPF PRECISA TER 11 CARACTERES.');
    await dialog.getByLabel('CPF', { exact: true }).fill('12345678900');
    await expect(dialog.getByLabel('CPF', { exact: true })).toHaveValue('123.456.789-00');
    await expectFieldError(dialog, 'CPF', 'CPF INVÁLIDO.');
    await dialog.getByLabel('CPF', { exact: true }).fill(takenCpf);
    await expectFieldError(dialog, 'CPF', 'CPF JÁ EXISTE.');
    await expect(page.getByText('CPF já cadastrado.')).toBeVisible();
    await dialog.getByLabel('CPF', { exact: true }).fill(cpf);
    await expect(dialog.getByLabel('CPF', { exact: true })).toHaveValue(maskCpf(cpf));
    await expect(fieldError(dialog, 'CPF')).toHaveCount(0);

    await dialog.getByLabel('RG', { exact: true }).fill('MG-11.222.333');
    await dialog.getByLabel('Nome da mãe').fill('Marta Teixeira');
    await dialog.getByLabel('E-mail', { exact: true }).fill('bruna@exemplo');
    await expectFieldError(dialog, 'E-mail', 'EMAIL INVÁLIDO.');
    await dialog.getByLabel('E-mail', { exact: true }).fill('bruna@exemplo.com.br');
    await dialog.getByLabel('Celular', { exact: true }).fill('11987654321');
    await expect(dialog.getByLabel('Celular', { exact: true })).toHaveValue('(11) 98765-4321');
    await choose(dialog, 'Como conheceu a clínica', 'Instagram');

    // The CEP fills the address; the number is the user's.
    await dialog.getByLabel('CEP', { exact: true }).fill('01310100');
    await expect(dialog.getByLabel('Rua', { exact: true })).toHaveValue('Avenida Paulista');
    await expect(dialog.getByLabel('Bairro', { exact: true })).toHaveValue('Bela Vista');
    await expect(dialog.getByLabel('Cidade', { exact: true })).toHaveValue('São Paulo');
    await expect(dialog.getByLabel('Estado', { exact: true })).toHaveValue('SP');
    await expect(dialog.getByLabel('País', { exact: true })).toHaveValue('Brasil');
    await expect(dialog.getByTestId('form-aviso')).toHaveText(/Campo Número Inválido\./);
    await expect(salvar).toBeDisabled();
    await dialog.getByLabel('Número', { exact: true }).fill('1000');

    await expect(salvar).toBeEnabled();
    await salvar.click();
    await expect(page.getByText('Paciente Criado com sucesso!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const saved = await findByName(request, token, nome);
    expect(saved).toMatchObject({
      nome,
      cpf,
      rg: 'MG-11.222.333',
      celular: '11987654321',
      whatsApp: '11987654321',
      cep: '01310100',
      logradouro: 'Avenida Paulista',
      cidade: 'São Paulo',
      estado: 'SP',
      pais: 'Brasil',
      estrangeiro: false,
      isResponsavelPeloPagamento: true,
      responsavelPagamento: null,
    });
    await page.getByLabel('Buscar por nome ou CPF').fill(nome);
    await expect(page.getByTestId('paciente-list').locator('tbody tr')).toHaveCount(1);
  });

  test('registers a foreigner whose bill goes to a payer', async ({ page, request }) => {
    const token = await apiToken(request, 'recepcao');
    const nome = `Lucía Fernández ${Date.now()}`;
    const payerCpf = newCpf();
    await signIn(page, 'recepcao');
    await page.goto('/#/pacientes');
    await page.getByRole('button', { name: 'Novo paciente' }).click();
    const dialog = pacienteDialog(page);

    await dialog.getByLabel('CPF', { exact: true }).fill('123');
    await dialog.getByLabel('Estrangeiro').click();
    // CPF and RG leave the form, and so does the address block.
    await expect(dialog.getByLabel('CPF', { exact: true })).toHaveCount(0);
    await expect(dialog.getByLabel('RG', { exact: true })).toHaveCount(0);
    await expect(dialog.getByLabel('Rua', { exact: true })).toHaveCount(0);

    await dialog.getByLabel('Nome', { exact: true }).fill(nome);
    await dialog.getByLabel('Nascimento').fill('03031992');
    await dialog.getByLabel('Nome da mãe').fill('Carmen Fernández');
    await dialog.getByLabel('E-mail', { exact: true }).fill('lucia@ejemplo.com.ar');
    await choose(dialog, 'Código do país', 'Argentina');
    await dialog.getByLabel('Celular', { exact: true }).fill('91123456789');
    await expect(dialog.getByLabel('Celular', { exact: true })).toHaveValue('91123456789');
    await choose(dialog, 'Como conheceu a clínica', 'Indicação');

    // Someone else pays: the payer block appears with its own rules.
    await dialog.getByLabel('Este paciente é responsável pelo pagamento?').click();
    const payer = dialog.getByRole('region', { name: 'Responsável pelo pagamento' });
    await expect(payer).toBeVisible();
    await payer.getByLabel('Nome do responsável').fill('x');
    await payer.getByLabel('Nome do responsável').fill('');
    await payer.getByLabel('Nome do responsável').blur();
    await expectFieldError(payer, 'Nome do responsável', 'NOME É OBRIGATÓRIO.');
    await payer.getByLabel('CPF do responsável').fill('11111111111');
    await expectFieldError(payer, 'CPF do responsável', 'CPF INVÁLIDO.');
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await payer.getByLabel('Nome do responsável').fill('Diego Fernández');
    await payer.getByLabel('CPF do responsável').fill(payerCpf);

    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Paciente Criado com sucesso!')).toBeVisible();
    const saved = await findByName(request, token, nome);
    expect(saved).toMatchObject({
      estrangeiro: true,
      cpf: null,
      rg: null,
      ddi: '54',
      celular: '91123456789',
      isResponsavelPeloPagamento: false,
      responsavelPagamento: expect.objectContaining({ nome: 'Diego Fernández', cpf: payerCpf }),
    });
  });

  test('edits a patient: the change shows in Atividades; a stale copy is refused and keeps what was typed', async ({ page, request }) => {
    const token = await apiToken(request, 'recepcao');
    const nome = `Helena Moura ${Date.now()}`;
    const created = await createPaciente(request, token, nome);
    await signIn(page, 'recepcao');
    await page.goto(`/#/pacientes?busca=${encodeURIComponent(nome)}`);
    await page.getByRole('button', { name: `Editar ${nome}` }).click();
    const dialog = pacienteDialog(page);
    await expect(dialog.getByLabel('Profissão')).toHaveValue('Arquiteta');
    await expect(dialog.getByLabel('CPF', { exact: true })).toHaveValue(maskCpf(created.cpf!));
    await expect(dialog.getByTestId('paciente-ultima-alteracao')).toContainText('Última alteração por Recepção');

    await dialog.getByLabel('Profissão').fill('Engenheira civil');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Paciente editado com sucesso.')).toBeVisible();

    await page.getByRole('button', { name: `Editar ${nome}` }).click();
    await dialog.getByText('Atividades').click();
    const atividades = dialog.getByTestId('paciente-atividades');
    await expect(atividades).toContainText("ALTERADO Profissão DE 'Arquiteta' PARA 'Engenheira civil'");
    await expect(atividades).toContainText('CRIAÇÃO DO PACIENTE');
    await expect(atividades.locator('.ant-list-item').first()).toContainText('Recepção');

    // Someone else saves the same patient meanwhile.
    const current = (await (
      await request.get(`/api/gerenciar/paciente/listar/${created.id}`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as Paciente;
    const other = await request.put('/api/gerenciar/paciente/editar', {
      headers: { Authorization: `Bearer ${token}` },
      data: { ...current, profissao: 'Professora', auditorias: undefined },
    });
    expect(other.status()).toBe(200);

    await dialog.getByLabel('Profissão').fill('Médica');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Este paciente foi alterado por outro usuário. Recarregue os dados antes de salvar.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Profissão')).toHaveValue('Médica');
    const after = (await (
      await request.get(`/api/gerenciar/paciente/listar/${created.id}`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as Paciente;
    expect(after.profissao).toBe('Professora');
  });

  test('the form explains itself: required marks, a message on leaving a field, the AVISO on top, typing cut at the limit', async ({ page }) => {
    await signIn(page, 'recepcao');
    await page.goto('/#/pacientes');
    await page.getByRole('button', { name: 'Novo paciente' }).click();
    const dialog = pacienteDialog(page);
    await expect(dialog.getByLabel('Nome', { exact: true })).toBeVisible();

    // Required fields carry the marker; optional ones do not.
    const requiredMark = (label: string) => dialog.locator('.ant-form-item-required', { hasText: label });
    await expect(requiredMark('Nome da mãe')).toHaveCount(1);
    await expect(dialog.locator('.ant-form-item-required', { hasText: /^Profissão$/ })).toHaveCount(0);

    // Leaving an empty required field says so at once, and the AVISO appears at the top of the dialog.
    await dialog.getByLabel('Nome', { exact: true }).focus();
    await dialog.getByLabel('Nome', { exact: true }).blur();
    await expectFieldError(dialog, 'Nome', 'NOME É OBRIGATÓRIO.');
    const aviso = dialog.getByTestId('form-aviso');
    await expect(aviso).toContainText('Campo Nome Inválido.');
    const avisoBox = (await aviso.boundingBox())!;
    const nomeBox = (await dialog.getByLabel('Nome', { exact: true }).boundingBox())!;
    expect(avisoBox.y).toBeLessThan(nomeBox.y);

    // Clicking the disabled 'Salvar' shows every message and takes the user to the first invalid field.
    await dialog.getByTestId('form-dialog-salvar').click();
    await expectFieldError(dialog, 'E-mail', 'EMAIL É OBRIGATÓRIO.');
    await expectFieldError(dialog, 'Rua', 'RUA É OBRIGATÓRIO.');
    await expect(dialog.getByLabel('Nome', { exact: true })).toBeFocused();
    // an AVISO entry takes the user to its field
    await aviso.getByText('Campo E-mail Inválido.').click();
    await expect(dialog.getByLabel('E-mail', { exact: true })).toBeFocused();

    // 600 characters in Profissão: the field stops at the api's 100.
    await dialog.getByLabel('Profissão').fill('a'.repeat(600));
    await expect(dialog.getByLabel('Profissão')).toHaveValue('a'.repeat(100));
  });

  test('an edited patient shows phone, mobile and CEP masked as stored digits load; phones read alike in the list, the dialog and the agenda', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'recepcao');
    const nome = `Marina Dutra ${Date.now()}`;
    const created = await createPaciente(request, token, nome);
    const withPhone = await request.put('/api/gerenciar/paciente/editar', {
      headers: { Authorization: `Bearer ${token}` },
      data: { ...created, telefone: '3132221100', auditorias: undefined },
    });
    expect(withPhone.status()).toBe(200);
    await signIn(page, 'recepcao');
    await page.goto(`/#/pacientes?busca=${encodeURIComponent(nome)}`);
    // one phone format everywhere: the list, the dialog, the agenda's panel
    const row = page.locator('tbody tr.ant-table-row', { hasText: nome });
    await expect(row).toContainText('(31) 98765-4321');
    await page.getByRole('button', { name: `Editar ${nome}` }).click();
    const dialog = pacienteDialog(page);
    await expect(dialog.getByLabel('Celular', { exact: true })).toHaveValue('(31) 98765-4321');
    await expect(dialog.getByLabel('Telefone', { exact: true })).toHaveValue('(31) 3222-1100');
    await expect(dialog.getByLabel('CEP', { exact: true })).toHaveValue('30130-010');
    await page.keyboard.press('Escape');

    const admin = await apiToken(request, 'admin');
    const agendamento = await appointmentToday(request, admin, 'Dr. Rafael Lima', { id: created.id, celular: '31987654321', telefone: '3132221100' });
    // the day view draws every appointment of the hour (the week, two side by side: other tests book today too)
    await openAgenda(page, { visao: 'dia', data: clinicDate(), medico: await medicoId(request, admin, 'Dr. Rafael Lima') });
    await page.getByTestId('agenda-calendar').locator(`[data-agendamento-id="${agendamento.id}"]`).click();
    const panel = page.getByTestId('agendamento-acoes');
    await expect(panel).toContainText('(31) 98765-4321');
    await expect(panel).toContainText('(31) 3222-1100');
    await agendamento.cleanup();
  });
});
