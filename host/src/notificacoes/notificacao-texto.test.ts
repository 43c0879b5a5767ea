import i18next from 'i18next';
import { initI18n, loadLanguage } from '@clinica/shared';
import { notificacaoTexto } from './notificacao-texto.ts';
import { chegada, contaPagar, estoqueBaixo, lembrete, notificacaoFixture } from './test-support/notificacao-fixture.ts';

const texto = notificacaoTexto;

describe('notification texts', () => {
  beforeAll(async () => {
    await initI18n('pt');
    // the other languages' texts are fetched when chosen
    await Promise.all([loadLanguage('en'), loadLanguage('es')]);
  });

  it('writes each kind from its fields, times and dates in São Paulo', () => {
    const t = i18next.getFixedT('pt');
    expect(texto(chegada(1), t)).toEqual({ titulo: 'Paciente chegou', corpo: 'Ana Souza chegou para Avaliação (10:00)' });
    expect(texto(lembrete(2), t)).toEqual({ titulo: 'Lembrete de agendamento', corpo: 'Caio Prado · Botox às 14:30' });
    expect(texto(estoqueBaixo(3, 7), t)).toEqual({ titulo: 'Estoque baixo', corpo: 'Luva nitrílica abaixo do estoque mínimo' });
    expect(
      texto(
        notificacaoFixture({ idNotificacao: 4, tipoNotificacao: 'VENCIMENTO_ENTRADA_ESTOQUE', nomeProdutoEstoque: 'Botox 100U', vencimento: '2026-03-16' }),
        t,
      ),
    ).toEqual({
      titulo: 'Vencimento próximo',
      corpo: 'Botox 100U vence em 16/03/2026',
    });
    expect(texto(contaPagar(5), t)).toEqual({ titulo: 'Contas a pagar', corpo: 'Aluguel vence em 15/03/2026' });
    expect(texto(contaPagar(6, { tipoNotificacao: 'CONTAS_RECEBER', descricao: 'Parcela 2/3' }), t)).toEqual({
      titulo: 'Contas a receber',
      corpo: 'Parcela 2/3 vence em 15/03/2026',
    });
  });

  it("uses the server's wording for a reminder with its own heading, and when fields are missing", () => {
    const t = i18next.getFixedT('pt');
    expect(texto(lembrete(1, { cabecalho: 'Agendamento não finalizado', corpo: 'Finalize o atendimento de Caio Prado.' }), t)).toEqual({
      titulo: 'Agendamento não finalizado',
      corpo: 'Finalize o atendimento de Caio Prado.',
    });
    expect(texto(chegada(2, { nomePaciente: null, corpo: 'Paciente chegou à clínica.' }), t)).toEqual({
      titulo: 'Paciente chegou',
      corpo: 'Paciente chegou à clínica.',
    });
  });

  it("follows the user's language", () => {
    expect(texto(chegada(1), i18next.getFixedT('en'))).toEqual({ titulo: 'Patient arrived', corpo: 'Ana Souza arrived for Avaliação (10:00)' });
    expect(texto(contaPagar(2), i18next.getFixedT('es'))).toEqual({ titulo: 'Cuentas por pagar', corpo: 'Aluguel vence el 15/03/2026' });
  });
});
