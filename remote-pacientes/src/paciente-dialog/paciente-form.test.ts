import { emptyForm, pacienteErrors, pacienteLimit, payloadFromForm, requiredFields, type PacienteFormValues } from './paciente-form.ts';

const valid = (): PacienteFormValues => ({
  ...emptyForm(),
  nome: '  Ana   Lima ',
  nascimento: '14/03/1988',
  cpf: '529.982.247-25',
  rg: 'MG-1',
  nomeMae: 'Rosa Lima',
  email: 'ana@exemplo.com.br',
  celular: '(11) 98765-4321',
  pesquisaAtracao: 1,
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  estado: 'SP',
  pais: 'Brasil',
});

describe('patient form rules (spec 02 section 5)', () => {
  it('marks exactly the fields the rules refuse when blank (Brazilian, foreigner, with a payer)', () => {
    const blankPayer = (values: PacienteFormValues): PacienteFormValues => ({
      ...values,
      isResponsavelPeloPagamento: false,
      responsavel: { ...emptyForm().responsavel },
    });
    for (const values of [emptyForm(), { ...emptyForm(), estrangeiro: true, ddi: '' }, blankPayer(emptyForm()), blankPayer({ ...emptyForm(), ddi: '' })]) {
      // the dial code starts as 55 (not blank) and is required all the same
      const refused = new Set([...pacienteErrors(values).keys(), 'ddi']);
      expect(requiredFields(values)).toEqual(refused);
    }
  });

  it('cuts typing where the api stops (limits generated from its schema)', () => {
    expect(pacienteLimit('profissao')).toBe(100);
    expect(pacienteLimit('responsavel.logradouro')).toBe(200);
    expect(pacienteLimit('temPlanoSaude')).toBeUndefined();
  });

  it('accepts a complete Brazilian patient', () => {
    expect([...pacienteErrors(valid())]).toEqual([]);
  });

  it('names every required field with the spec message, in the form order', () => {
    expect(Object.fromEntries(pacienteErrors(emptyForm()))).toEqual({
      nome: 'paciente.erros.nome',
      nascimento: 'paciente.erros.nascimento',
      cpf: 'paciente.erros.cpfObrigatorio',
      rg: 'paciente.erros.rg',
      nomeMae: 'paciente.erros.nomeMae',
      email: 'paciente.erros.email',
      celular: 'paciente.erros.celular',
      pesquisaAtracao: 'paciente.erros.pesquisaAtracao',
      cep: 'paciente.erros.cep',
      logradouro: 'paciente.erros.logradouro',
      numero: 'paciente.erros.numero',
      bairro: 'paciente.erros.bairro',
      cidade: 'paciente.erros.cidade',
      estado: 'paciente.erros.estado',
      pais: 'paciente.erros.pais',
    });
  });

  it('checks CPF length, check digits and ownership; skips it for foreigners', () => {
    expect(pacienteErrors({ ...valid(), cpf: '529.982' }).get('cpf')).toBe('paciente.erros.cpfTamanho');
    expect(pacienteErrors({ ...valid(), cpf: '529.982.247-24' }).get('cpf')).toBe('paciente.erros.cpfInvalido');
    expect(pacienteErrors(valid(), true).get('cpf')).toBe('paciente.erros.cpfExiste');
    const foreigner = pacienteErrors({ ...valid(), estrangeiro: true, cpf: '', rg: '', ddi: '54', cep: '', logradouro: '' });
    expect([...foreigner]).toEqual([]);
  });

  it('requires the address only for dial code 55, and the payer only when the patient does not pay', () => {
    expect(pacienteErrors({ ...valid(), ddi: '351', cep: '', logradouro: '', celular: '912345678' }).size).toBe(0);
    const payer = pacienteErrors({ ...valid(), isResponsavelPeloPagamento: false });
    expect(payer.get('responsavel.nome')).toBe('paciente.erros.nome');
    expect(payer.get('responsavel.cpf')).toBe('paciente.erros.cpfObrigatorio');
    expect(payer.get('responsavel.logradouro')).toBe('paciente.erros.logradouro');
  });

  it('normalises before saving: name collapsed, digits only, WhatsApp follows the mobile, payer null when self-paying', () => {
    const payload = payloadFromForm({ ...valid(), responsavel: { ...valid().responsavel, nome: 'Someone' } });
    expect(payload).toMatchObject({
      nome: 'Ana Lima',
      nascimento: '1988-03-14',
      cpf: '52998224725',
      celular: '11987654321',
      whatsApp: '11987654321',
      cep: '01310100',
      responsavelPagamento: null,
      planoSaude: 0,
    });
    expect(payloadFromForm({ ...valid(), estrangeiro: true }).cpf).toBeNull();
    expect(payloadFromForm({ ...valid(), ehWhatsapp: false, whatsApp: '' }).whatsApp).toBeNull();
  });
});
