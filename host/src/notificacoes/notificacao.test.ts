import { isServerMarked, notificacaoKey, parseMessage } from './notificacao.ts';

describe('parseMessage', () => {
  it('reads one notification or an array of them, absent fields as null', () => {
    const one = parseMessage(JSON.stringify({ idNotificacao: 5, tipoNotificacao: 'PACIENTE_CHEGOU', nomePaciente: 'Ana', idPaciente: 41 }));
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ idNotificacao: 5, tipoNotificacao: 'PACIENTE_CHEGOU', nomePaciente: 'Ana', idPaciente: 41, produtoId: null, corpo: null });

    const list = parseMessage(
      JSON.stringify([
        { idNotificacao: 1, tipoNotificacao: null },
        { idNotificacao: 2, tipoNotificacao: 'CONTAS_PAGAR' },
      ]),
    );
    expect(list.map((n) => [n.idNotificacao, n.tipoNotificacao])).toEqual([
      [1, null],
      [2, 'CONTAS_PAGAR'],
    ]);
  });

  it('drops junk instead of throwing', () => {
    expect(parseMessage('not json')).toEqual([]);
    expect(parseMessage('')).toEqual([]);
    expect(parseMessage('null')).toEqual([]);
    expect(parseMessage('42')).toEqual([]);
    const kept = parseMessage(
      JSON.stringify([
        { tipoNotificacao: null }, // no id
        { idNotificacao: 3, tipoNotificacao: 'SOMETHING_NEW' }, // unknown kind
        'text',
        { idNotificacao: 4, nomePaciente: 12, idPaciente: 'x' }, // wrong field types become null
      ]),
    );
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ idNotificacao: 4, tipoNotificacao: null, nomePaciente: null, idPaciente: null });
  });
});

describe('kinds', () => {
  it('marks arrivals and reminders on the server, stock and finance only here', () => {
    expect(isServerMarked({ tipoNotificacao: 'PACIENTE_CHEGOU' })).toBe(true);
    expect(isServerMarked({ tipoNotificacao: null })).toBe(true);
    for (const tipo of ['ABAIXO_ESTOQUE', 'VENCIMENTO_ENTRADA_ESTOQUE', 'CONTAS_RECEBER', 'CONTAS_PAGAR'] as const) {
      expect(isServerMarked({ tipoNotificacao: tipo })).toBe(false);
    }
  });

  it('tells an own notification from an alert with the same id', () => {
    expect(notificacaoKey({ idNotificacao: 3, tipoNotificacao: null })).not.toBe(notificacaoKey({ idNotificacao: 3, tipoNotificacao: 'CONTAS_PAGAR' }));
  });
});
