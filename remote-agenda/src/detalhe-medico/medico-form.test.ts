import type { Medico } from './medico.resource.ts';
import { formFromMedico, medicoErrors, payloadFromForm } from './medico-form.ts';

const medico: Medico = {
  id: 2,
  nome: 'Dra. Helena Prado',
  email: 'medico@clinica.dev',
  registroProfissional: 'CRM-SP 123456',
  cpf: '11144477735',
  rg: '12.345.678-9',
  telefone: '1133334444',
  celular: '11987654321',
  cep: '01310100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: null,
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  estado: 'SP',
  pais: 'Brasil',
  nascimento: '1980-04-15',
  minutosParaOAlerta: '10',
  foto: null,
  ativo: true,
  perfilId: { id: 2, nome: 'Médico' },
};

describe('doctor personal data form', () => {
  it('shows the stored doctor as typed text', () => {
    const values = formFromMedico(medico);
    expect(values).toMatchObject({ nome: 'Dra. Helena Prado', cpf: '111.444.777-35', nascimento: '15/04/1980', complemento: '' });
  });

  it('requires a name and checks CPF, e-mail and birth date only when given', () => {
    const values = formFromMedico(medico);
    expect(medicoErrors(values)).toEqual({});
    expect(medicoErrors({ ...values, nome: '  ', cpf: '111.444.777-36', email: 'helena@', nascimento: '31/02/1980' })).toEqual({
      nome: 'medico.erros.nome',
      cpf: 'medico.erros.cpf',
      email: 'medico.erros.email',
      nascimento: 'medico.erros.nascimento',
    });
    expect(medicoErrors({ ...values, cpf: '', email: '', nascimento: '' })).toEqual({});
  });

  it('sends digits for documents and phones, null for blanks, the birth date as an ISO date', () => {
    const values = { ...formFromMedico(medico), nome: '  Dra.   Helena  Prado ', telefone: '(11) 3333-4444', complemento: '  ' };
    expect(payloadFromForm(2, values)).toMatchObject({
      id: 2,
      nome: 'Dra. Helena Prado',
      cpf: '11144477735',
      telefone: '1133334444',
      complemento: null,
      nascimento: '1980-04-15',
    });
  });
});
