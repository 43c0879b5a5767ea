/**
 * How the Auditorias screen names what the trail stores: each action (`auditoria.acao`) in
 * Portuguese words, and the area of the portal each entity (`auditoria.entidade`) belongs to.
 * auditoria-descricoes.test.ts fails when the api writes an action missing here.
 */

export const AREAS = ['Pacientes', 'Agenda', 'Usuários', 'Configurações', 'Estoque', 'Financeiro', 'Outros'] as const;
export type Area = (typeof AREAS)[number];
/** Rows with no entity or one not listed below (the demo seed's, say). */
const OUTROS: Area = 'Outros';

const AREA_DA_ENTIDADE: Record<string, Exclude<Area, 'Outros'>> = {
  paciente: 'Pacientes',
  etapa_resposta: 'Pacientes',
  estudo_caso: 'Pacientes',
  certificado_digital: 'Usuários',
  documento_emitido: 'Pacientes',
  contrato: 'Pacientes',
  atestado: 'Pacientes',
  prescricao: 'Pacientes',
  orientacao_medica: 'Pacientes',
  formulario_resposta: 'Pacientes',
  agendamento: 'Agenda',
  disponibilidade: 'Agenda',
  bloqueio_medico: 'Agenda',
  usuario: 'Usuários',
  perfil: 'Usuários',
  sessao: 'Usuários',
  procedimento: 'Configurações',
  configuracao_etapa: 'Configurações',
  sala: 'Configurações',
  tipo_compromisso: 'Configurações',
  exame: 'Configurações',
  formulario: 'Configurações',
  layout: 'Configurações',
  variavel_aplicacao: 'Configurações',
  grau_calvicie: 'Configurações',
  plano_saude: 'Configurações',
  pesquisa_atracao: 'Configurações',
  pulseira: 'Configurações',
  white_label: 'Configurações',
  receita: 'Financeiro',
  parcelamento: 'Financeiro',
  pix_configuracao: 'Configurações',
  estoque_produto: 'Estoque',
  estoque_lote: 'Estoque',
  estoque_movimentacao: 'Estoque',
  estoque_fabricante: 'Estoque',
  estoque_unidade_medida: 'Estoque',
  estoque_setor: 'Estoque',
  campanha: 'Financeiro',
  orcamento: 'Financeiro',
};

export const areaDaEntidade = (entidade: string | null): Area => (entidade !== null && AREA_DA_ENTIDADE[entidade]) || OUTROS;

/** The entities of an area; for 'Outros', the known ones it excludes. */
export function entidadesDaArea(area: Area): { in: string[] } | { notIn: string[] } {
  const known = Object.keys(AREA_DA_ENTIDADE);
  return area === OUTROS ? { notIn: known } : { in: known.filter((e) => AREA_DA_ENTIDADE[e] === area) };
}

export const ACAO_DESCRICAO: Readonly<Record<string, string>> = {
  // pacientes
  PACIENTE_ACESSADO: 'Ficha do paciente aberta',
  CONTRATO_CRIADO: 'Proposta/contrato criado na ficha',
  CONTRATO_EDITADO: 'Proposta/contrato editado',
  CONTRATO_NOVA_VERSAO: 'Nova versão de um contrato assinado',
  CONTRATO_EXCLUIDO: 'Proposta/contrato excluído',
  CONTRATO_ARQUIVO_ENVIADO: 'Arquivo de proposta/contrato enviado',
  CONTRATO_ASSINADO: 'Contrato marcado como assinado',
  ATESTADO_CRIADO: 'Atestado gerado',
  ATESTADO_EDITADO: 'Atestado editado',
  ATESTADO_EXCLUIDO: 'Atestado excluído',
  PRESCRICAO_CRIADA: 'Prescrição criada na ficha',
  PRESCRICAO_EDITADA: 'Prescrição editada',
  PRESCRICAO_EXCLUIDA: 'Prescrição excluída',
  EXAME_PACIENTE_CRIADO: 'Pedido de exame criado na ficha',
  EXAME_PACIENTE_EDITADO: 'Pedido de exame editado',
  EXAME_PACIENTE_CONFERIDO: 'Conferência dos exames registrada',
  EXAME_PACIENTE_RESULTADO_ANEXADO: 'Resultado de exame anexado',
  EXAME_PACIENTE_EXCLUIDO: 'Exame excluído da ficha',
  PACIENTE_CRIADO: 'Paciente cadastrado',
  PACIENTE_EDITADO: 'Paciente editado',
  PACIENTE_ATIVADO: 'Paciente ativado',
  PACIENTE_DESATIVADO: 'Paciente desativado',
  ETAPA_REGISTRADA: 'Etapa do paciente registrada',
  ESTUDO_CASO_CRIADO: 'Estudo de caso registrado',
  CERTIFICADO_GUARDADO: 'Certificado digital (A1) guardado',
  CERTIFICADO_REMOVIDO: 'Certificado digital (A1) removido',
  // both a patient's stage and a stage description of Configurações: the area tells them apart
  ETAPA_EDITADA: 'Etapa editada',
  // agenda
  AGENDAMENTO_CRIADO: 'Agendamento criado',
  AGENDAMENTO_EDITADO: 'Agendamento editado',
  AGENDAMENTO_CONFIRMADO: 'Agendamento confirmado',
  AGENDAMENTO_CANCELADO: 'Agendamento cancelado',
  PACIENTE_CHEGOU: 'Chegada do paciente registrada',
  CHEGADA_DESMARCADA: 'Chegada do paciente desmarcada',
  ATENDIMENTO_INICIADO: 'Atendimento iniciado',
  ATENDIMENTO_FINALIZADO: 'Atendimento finalizado',
  DISPONIBILIDADE_CRIADA: 'Disponibilidade do médico criada',
  DISPONIBILIDADE_EDITADA: 'Disponibilidade do médico editada',
  DISPONIBILIDADE_EXCLUIDA: 'Disponibilidade do médico excluída',
  BLOQUEIO_CRIADO: 'Bloqueio de agenda criado',
  BLOQUEIO_EDITADO: 'Bloqueio de agenda editado',
  BLOQUEIO_EXCLUIDO: 'Bloqueio de agenda excluído',
  // usuários e acesso
  LOGIN: 'Entrou no sistema',
  LOGIN_FALHOU: 'Tentativa de login recusada',
  LOGIN_BLOQUEADO: 'Login bloqueado por excesso de tentativas',
  LOGIN_COMO: 'Entrou como outro usuário',
  LOGOUT: 'Saiu do sistema',
  SENHA_ALTERADA: 'Senha alterada',
  SENHA_REDEFINIDA: 'Senha redefinida pelo link do e-mail',
  RESET_SENHA_SOLICITADO: 'Redefinição de senha solicitada',
  FUNCIONARIO_CRIADO: 'Funcionário cadastrado',
  FUNCIONARIO_EDITADO: 'Funcionário editado',
  FUNCIONARIO_EXCLUIDO: 'Funcionário excluído',
  MEDICO_CRIADO: 'Médico cadastrado',
  MEDICO_EDITADO: 'Médico editado',
  MEDICO_EXCLUIDO: 'Médico excluído',
  MEDICO_LEMBRETE: 'Lembrete de agendamentos do médico alterado',
  PERFIL_CRIADO: 'Perfil criado',
  PERFIL_EDITADO: 'Perfil editado',
  PERFIL_EXCLUIDO: 'Perfil excluído',
  // configurações
  PROCEDIMENTO_CRIADO: 'Procedimento criado',
  PROCEDIMENTO_EDITADO: 'Procedimento editado',
  PROCEDIMENTO_EXCLUIDO: 'Procedimento excluído',
  ETAPA_CRIADA: 'Etapa criada',
  SALA_CRIADA: 'Sala criada',
  SALA_EDITADA: 'Sala editada',
  SALA_EXCLUIDA: 'Sala excluída',
  COMPROMISSO_CRIADO: 'Tipo de compromisso criado',
  COMPROMISSO_EDITADO: 'Tipo de compromisso editado',
  COMPROMISSO_EXCLUIDO: 'Tipo de compromisso excluído',
  EXAME_CRIADO: 'Exame criado',
  EXAME_EDITADO: 'Exame editado',
  EXAME_EXCLUIDO: 'Exame excluído',
  FORMULARIO_CRIADO: 'Formulário criado',
  LAYOUT_CRIADO: 'Layout criado',
  LAYOUT_EDITADO: 'Layout alterado',
  LAYOUT_EXCLUIDO: 'Layout excluído',
  DOCUMENTO_EMITIDO: 'PDF emitido e registrado',
  VARIAVEL_CRIADA: 'Variável de documento criada',
  VARIAVEL_EDITADA: 'Variável de documento alterada',
  VARIAVEL_EXCLUIDA: 'Variável de documento excluída',
  FORMULARIO_EDITADO: 'Formulário editado',
  FORMULARIO_ATIVADO: 'Formulário ativado',
  FORMULARIO_DESATIVADO: 'Formulário desativado',
  FORMULARIO_RESPOSTA_CRIADA: 'Formulário preenchido na ficha',
  FORMULARIO_RESPOSTA_EDITADA: 'Formulário da ficha editado',
  FORMULARIO_RESPOSTA_EXCLUIDA: 'Formulário da ficha excluído',
  FORMULARIO_ARQUIVO_ENVIADO: 'Arquivo enviado aos formulários da ficha',
  GRAU_CALVICIE_CRIADO: 'Grau de calvície criado',
  GRAU_CALVICIE_EDITADO: 'Grau de calvície editado',
  GRAU_CALVICIE_EXCLUIDO: 'Grau de calvície excluído',
  PLANO_SAUDE_CRIADO: 'Plano de saúde criado',
  PLANO_SAUDE_EDITADO: 'Plano de saúde editado',
  PLANO_SAUDE_EXCLUIDO: 'Plano de saúde excluído',
  PESQUISA_ATRACAO_CRIADO: "Opção de 'Como conheceu' criada",
  PESQUISA_ATRACAO_EDITADO: "Opção de 'Como conheceu' editada",
  PESQUISA_ATRACAO_EXCLUIDO: "Opção de 'Como conheceu' excluída",
  PULSEIRA_CRIADA: 'Pulseira criada',
  PULSEIRA_EDITADA: 'Pulseira editada',
  PULSEIRA_EXCLUIDA: 'Pulseira excluída',
  WHITE_LABEL_ALTERADO: 'Aparência do portal alterada',
  // carga inicial
  SEED_DEMO: 'Dados de demonstração criados',
  RECEITA_LANCADA: 'Conta a receber lançada',
  RECEITA_EDITADA: 'Conta a receber editada',
  RECEITA_CANCELADA: 'Conta a receber cancelada',
  RECEITA_PAGA: 'Parcela a receber paga',
  DESPESA_LANCADA: 'Conta a pagar lançada',
  DESPESA_EDITADA: 'Conta a pagar editada',
  DESPESA_CANCELADA: 'Conta a pagar cancelada',
  DESPESA_PAGA: 'Parcela a pagar paga',
  PARCELAMENTO_SALVO: 'Condição de parcelamento salva',
  PIX_CONFIGURADO: 'Chave Pix da clínica salva',
  PRODUTO_ESTOQUE_CRIADO: 'Produto de estoque criado',
  PRODUTO_ESTOQUE_EDITADO: 'Produto de estoque editado',
  PRODUTO_ESTOQUE_EXCLUIDO: 'Produto de estoque excluído',
  FABRICANTE_CRIADO: 'Fabricante criado',
  FABRICANTE_EXCLUIDO: 'Fabricante excluído',
  UNIDADE_MEDIDA_CRIADO: 'Unidade de medida criada',
  UNIDADE_MEDIDA_EXCLUIDO: 'Unidade de medida excluída',
  SETOR_CRIADO: 'Setor criado',
  SETOR_EXCLUIDO: 'Setor excluído',
  ESTOQUE_ENTRADA: 'Entrada no estoque',
  ESTOQUE_SAIDA: 'Saída do estoque',
  ESTOQUE_DEVOLUCAO: 'Devolução ao estoque',
  ESTOQUE_INVENTARIO: 'Inventário ajustado',
  ESTOQUE_RECALL_CONSULTADO: 'Recolhimento de lote consultado',
  CAMPANHA_CRIADA: 'Campanha criada',
  CAMPANHA_EDITADA: 'Campanha editada',
  CAMPANHA_DESABILITADA: 'Campanha desabilitada',
  CAMPANHA_HABILITADA: 'Campanha habilitada',
  ORCAMENTO_CRIADO: 'Orçamento criado',
  ORCAMENTO_APROVADO: 'Orçamento aprovado',
  ORCAMENTO_CANCELADO: 'Orçamento cancelado',
  SEED_PACIENTES: 'Pacientes de teste criados',
};

/** 'ALGO_FEITO' → 'Algo feito': an action written before it had a description still reads. */
const legivel = (codigo: string): string => {
  const words = codigo.toLowerCase().replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const descricaoDaAcao = (acao: string): string => ACAO_DESCRICAO[acao] ?? legivel(acao);

/** The filter's choice of actions, by description. */
export const acoesConhecidas = (): { codigo: string; descricao: string }[] =>
  Object.entries(ACAO_DESCRICAO)
    .map(([codigo, descricao]) => ({ codigo, descricao }))
    .sort((a, b) => a.descricao.localeCompare(b.descricao, 'pt-BR'));
