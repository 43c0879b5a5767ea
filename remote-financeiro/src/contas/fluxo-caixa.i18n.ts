import { registerMessages } from '@clinica/shared';

/** Texts of the cash flow (pt, es, en), kept with the component. */
const pt = {
  fluxoCaixa: {
    titulo: 'Fluxo de caixa — próximas {{semanas}} semanas',
    explicacao: 'Contas a receber e a pagar pendentes, pelo vencimento, semana a semana (segunda a domingo). Pagas e canceladas ficam fora.',
    semana: 'Semana',
    entradas: 'Entradas',
    saidas: 'Saídas',
    saldo: 'Saldo',
    saldoAcumulado: 'Saldo acumulado',
    periodo: '{{inicio}} a {{fim}}',
    tabela: 'Fluxo de caixa por semana',
    vencido: 'Vencido (antes de hoje, pendente)',
    vencidoReceber: 'A receber vencido',
    vencidoPagar: 'A pagar vencido',
    vencidoFora: 'Fora das semanas abaixo.',
    grafico:
      'Gráfico de barras do fluxo de caixa das próximas {{semanas}} semanas: entradas {{entradas}}, saídas {{saidas}}, saldo {{saldo}}. Semana com maior saída: {{maiorSaida}}. Os valores de cada semana estão na tabela ao lado.',
    nenhuma: 'nenhuma',
    erro: 'Não foi possível carregar o fluxo de caixa.',
  },
};
type Texts = typeof pt;
const es: Texts = {
  fluxoCaixa: {
    titulo: 'Flujo de caja — próximas {{semanas}} semanas',
    explicacao: 'Cuentas por cobrar y por pagar pendientes, por vencimiento, semana a semana (lunes a domingo). Las pagadas y canceladas quedan fuera.',
    semana: 'Semana',
    entradas: 'Entradas',
    saidas: 'Salidas',
    saldo: 'Saldo',
    saldoAcumulado: 'Saldo acumulado',
    periodo: '{{inicio}} a {{fim}}',
    tabela: 'Flujo de caja por semana',
    vencido: 'Vencido (antes de hoy, pendiente)',
    vencidoReceber: 'Por cobrar vencido',
    vencidoPagar: 'Por pagar vencido',
    vencidoFora: 'Fuera de las semanas de abajo.',
    grafico:
      'Gráfico de barras del flujo de caja de las próximas {{semanas}} semanas: entradas {{entradas}}, salidas {{saidas}}, saldo {{saldo}}. Semana con mayor salida: {{maiorSaida}}. Los valores de cada semana están en la tabla al lado.',
    nenhuma: 'ninguna',
    erro: 'No fue posible cargar el flujo de caja.',
  },
};
const en: Texts = {
  fluxoCaixa: {
    titulo: 'Cash flow — next {{semanas}} weeks',
    explicacao: 'Pending receivables and payables, by due day, week by week (Monday to Sunday). Paid and cancelled ones are left out.',
    semana: 'Week',
    entradas: 'In',
    saidas: 'Out',
    saldo: 'Balance',
    saldoAcumulado: 'Running balance',
    periodo: '{{inicio}} to {{fim}}',
    tabela: 'Cash flow by week',
    vencido: 'Overdue (before today, pending)',
    vencidoReceber: 'Overdue to receive',
    vencidoPagar: 'Overdue to pay',
    vencidoFora: 'Not in the weeks below.',
    grafico:
      'Bar chart of the cash flow of the next {{semanas}} weeks: in {{entradas}}, out {{saidas}}, balance {{saldo}}. Week with the largest outflow: {{maiorSaida}}. Each week’s figures are in the table beside it.',
    nenhuma: 'none',
    erro: 'The cash flow could not be loaded.',
  },
};
registerMessages({ pt, es, en });
