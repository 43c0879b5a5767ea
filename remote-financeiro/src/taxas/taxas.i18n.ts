import { registerMessages } from '@clinica/shared';

/** Texts of what the clinic keeps of a proposal (pt, es, en), kept with the component. */
const pt = {
  liquido: {
    titulo: 'O que a clínica recebe',
    parcela: 'Parcela',
    entrada: 'Entrada',
    vencimento: 'Vencimento',
    paciente: 'Paciente paga',
    taxa: 'Taxa',
    liquido: 'Clínica recebe',
    recebimento: 'Entra em',
    resumo: 'A clínica recebe {{liquido}} de {{total}} (taxas {{taxas}}); o último valor entra em {{data}}.',
    semTermo: 'Sem taxa cadastrada para {{formas}}: considerada 0%, no mesmo dia (Configurações > Pagamentos).',
    erro: 'Não foi possível calcular o valor líquido.',
    carregando: 'Calculando…',
  },
};
type Texts = typeof pt;
const es: Texts = {
  liquido: {
    titulo: 'Lo que recibe la clínica',
    parcela: 'Cuota',
    entrada: 'Entrada',
    vencimento: 'Vencimiento',
    paciente: 'Paga el paciente',
    taxa: 'Tasa',
    liquido: 'Recibe la clínica',
    recebimento: 'Entra el',
    resumo: 'La clínica recibe {{liquido}} de {{total}} (tasas {{taxas}}); el último valor entra el {{data}}.',
    semTermo: 'Sin tasa registrada para {{formas}}: se considera 0%, el mismo día (Configuraciones > Pagos).',
    erro: 'No fue posible calcular el valor neto.',
    carregando: 'Calculando…',
  },
};
const en: Texts = {
  liquido: {
    titulo: 'What the clinic receives',
    parcela: 'Instalment',
    entrada: 'Entry',
    vencimento: 'Due',
    paciente: 'Patient pays',
    taxa: 'Fee',
    liquido: 'Clinic receives',
    recebimento: 'Arrives on',
    resumo: 'The clinic receives {{liquido}} of {{total}} (fees {{taxas}}); the last amount arrives on {{data}}.',
    semTermo: 'No fee registered for {{formas}}: taken as 0%, same day (Settings > Payments).',
    erro: 'The net amount could not be calculated.',
    carregando: 'Calculating…',
  },
};
registerMessages({ pt, es, en });
