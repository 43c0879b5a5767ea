import { describe, expect, it } from '@jest/globals';
import { cpfFromBase } from '../auth/cpf.js';
import type { PacienteInput } from './paciente.schemas.js';
import { describeChanges, normalizePaciente, PACIENTE_DEFAULTS, validatePaciente } from './paciente.validation.js';

const CPF = cpfFromBase('295379155'); // valid
const PAYER_CPF = cpfFromBase('817283641');

const valid = (extra: PacienteInput = {}): PacienteInput => ({
  nome: 'Maria da Silva',
  nascimento: '1990-05-20',
  cpf: CPF,
  rg: '123456789',
  nomeMae: 'Ana da Silva',
  email: 'maria@exemplo.com.br',
  ddi: '55',
  celular: '11987654321',
  pesquisaAtracao: 1,
  cep: '01310100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  estado: 'SP',
  pais: 'Brasil',
  ...extra,
});

const messages = (input: PacienteInput) => validatePaciente(normalizePaciente(input)).map((e) => e.mensagemUsuario);

describe('normalizePaciente', () => {
  it('applies the creation defaults', () => {
    const d = normalizePaciente({ nome: 'X' });
    expect(d).toMatchObject({ ddi: '55', ehWhatsapp: true, estrangeiro: false, isResponsavelPeloPagamento: true, cpf: null, rg: null, celular: null });
  });

  it('trims and collapses the name, keeps digits of CPF, phones and CEP', () => {
    const d = normalizePaciente({
      nome: '  Maria   da\tSilva  ',
      cpf: '295.379.155-49',
      telefone: '(11) 3333-4444',
      celular: '(11) 9 8765-4321',
      telefoneContatoEmergencia: '11 9-1234-5678',
      cep: '01310-100',
      ehWhatsapp: false,
      whatsApp: '+55 (11) 91111-2222',
    });
    expect(d).toMatchObject({
      nome: 'Maria da Silva',
      cpf: '29537915549',
      telefone: '1133334444',
      celular: '11987654321',
      telefoneContatoEmergencia: '11912345678',
      cep: '01310100',
      whatsApp: '5511911112222',
    });
  });

  it('WhatsApp follows the mobile while ehWhatsapp', () => {
    expect(normalizePaciente({ celular: '(11) 98888-7777', whatsApp: '1' }).whatsApp).toBe('11988887777');
  });

  it('clears the payer when the patient pays, and CPF/RG for foreigners', () => {
    expect(normalizePaciente({ isResponsavelPeloPagamento: true, responsavelPagamento: { nome: 'X' } }).responsavelPagamento).toBeNull();
    const f = normalizePaciente({ estrangeiro: true, cpf: CPF, rg: '1' });
    expect([f.cpf, f.rg]).toEqual([null, null]);
  });

  it('keeps the stored values of fields the client left out (edit)', () => {
    const base = normalizePaciente(valid());
    expect(normalizePaciente({ nome: 'Outra' }, base)).toMatchObject({ nome: 'Outra', cpf: CPF, cidade: 'São Paulo' });
  });
});

describe('validatePaciente: the form rules and messages', () => {
  it('a complete patient is valid', () => {
    expect(messages(valid())).toEqual([]);
  });

  it('every required field of an empty form, one message per field', () => {
    expect(messages({ ddi: null })).toEqual([
      'NOME É OBRIGATÓRIO.',
      'NASCIMENTO É OBRIGATÓRIO.',
      'CAMPO É OBRIGATÓRIO.',
      'RG É OBRIGATÓRIO.',
      'NOME DA MÃE É OBRIGATÓRIO.',
      'EMAIL É OBRIGATÓRIO.',
      'CODIGO É OBRIGATÓRIO.',
      'CELULAR É OBRIGATÓRIO.',
      'COMO CONHECEU É OBRIGATÓRIO.',
    ]);
  });

  it('the address is required with dial code 55', () => {
    const empty = { cep: null, logradouro: ' ', numero: null, bairro: null, cidade: null, estado: null, pais: null };
    expect(messages(valid(empty))).toEqual([
      'CEP É OBRIGATÓRIO.',
      'RUA É OBRIGATÓRIO.',
      'NÚMERO É OBRIGATÓRIO.',
      'BAIRRO É OBRIGATÓRIO.',
      'CIDADE É OBRIGATÓRIO.',
      'ESTADO É OBRIGATÓRIO.',
      'PAÍS É OBRIGATÓRIO.',
    ]);
    expect(messages(valid({ ...empty, ddi: '351', celular: '912345678' }))).toEqual([]);
    expect(messages(valid({ cep: '0131010' }))).toEqual(['CEP INVÁLIDO.']);
  });

  it('CPF: 11 digits, check digits, already registered', () => {
    expect(messages(valid({ cpf: '295.379.155' }))).toEqual(['CPF PRECISA TER 11 CARACTERES.']);
    expect(messages(valid({ cpf: '295.379.155-48' }))).toEqual(['CPF INVÁLIDO.']);
    expect(messages(valid({ cpf: '111.111.111-11' }))).toEqual(['CPF INVÁLIDO.']);
    expect(validatePaciente(normalizePaciente(valid()), { cpfExiste: true }).map((e) => e.mensagemUsuario)).toEqual(['CPF JÁ EXISTE.']);
  });

  it('foreigners: no CPF, RG nor address needed, even with dial code 55', () => {
    expect(messages(valid({ estrangeiro: true, cpf: 'abc', rg: null, cep: null, logradouro: null, cidade: null }))).toEqual([]);
  });

  it('e-mail pattern and Brazilian mobile length', () => {
    expect(messages(valid({ email: 'maria@exemplo' }))).toEqual(['EMAIL INVÁLIDO.']);
    expect(messages(valid({ email: 'maria@exemplo.comercial' }))).toEqual(['EMAIL INVÁLIDO.']);
    expect(messages(valid({ celular: '1198765432' }))).toEqual(['CELULAR INVÁLIDO.']);
    expect(messages(valid({ nascimento: '2990-01-01' }))).toEqual(['NASCIMENTO INVÁLIDO.']);
    expect(messages(valid({ nascimento: '1990-02-30' }))).toEqual(['NASCIMENTO INVÁLIDO.']);
  });

  it('payer block when the patient does not pay: name, CPF and address (dial code 55)', () => {
    expect(messages(valid({ isResponsavelPeloPagamento: false }))).toEqual([
      'NOME É OBRIGATÓRIO.',
      'CAMPO É OBRIGATÓRIO.',
      'CEP É OBRIGATÓRIO.',
      'RUA É OBRIGATÓRIO.',
      'NÚMERO É OBRIGATÓRIO.',
      'BAIRRO É OBRIGATÓRIO.',
      'CIDADE É OBRIGATÓRIO.',
      'ESTADO É OBRIGATÓRIO.',
      'PAÍS É OBRIGATÓRIO.',
    ]);
    const payer = {
      nome: 'José',
      cpf: '817.283.641',
      cep: '01310100',
      logradouro: 'Rua A',
      numero: '1',
      bairro: 'B',
      cidade: 'C',
      estado: 'SP',
      pais: 'Brasil',
    };
    const errors = validatePaciente(normalizePaciente(valid({ isResponsavelPeloPagamento: false, responsavelPagamento: payer })));
    // the field is named for the form, which shows the message under the payer's CPF
    expect(errors).toEqual([
      {
        mensagemUsuario: 'CPF PRECISA TER 11 CARACTERES.',
        mensagemDesenvolvedor: 'Campo inválido: responsavelPagamento.cpf',
        campo: 'responsavelPagamento.cpf',
      },
    ]);
    expect(messages(valid({ isResponsavelPeloPagamento: false, responsavelPagamento: { ...payer, cpf: PAYER_CPF } }))).toEqual([]);
    expect(
      messages(valid({ ddi: '1', celular: '3055550142', isResponsavelPeloPagamento: false, responsavelPagamento: { nome: 'J', cpf: PAYER_CPF } })),
    ).toEqual([]);
  });
});

describe('describeChanges', () => {
  it("lists the changed fields in the spec's format", () => {
    const before = normalizePaciente(valid({ pulseiraId: 1 }));
    const after = normalizePaciente({ nome: 'Maria Souza', pulseiraId: 2, foto: '/f.png', cidade: 'Santos; SP' }, before);
    expect(describeChanges(before, after)).toBe(
      "ALTERADO <<nome>> DE 'Maria da Silva' PARA 'Maria Souza';ALTERADO <<pulseiraId>> DE [[1]] PARA [[2]];ALTERADO <<cidade>> DE 'São Paulo' PARA 'Santos, SP';ALTERADO <<foto>>",
    );
    expect(describeChanges(before, before)).toBe('');
    expect(Object.keys(PACIENTE_DEFAULTS)).toContain('responsavelPagamento');
  });
});
