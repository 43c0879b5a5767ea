/**
 * The names the Auditorias screen gives to codes stored in the trail: a profile's areas and
 * permissions (ROLE_*, CRIAR_…), its start page ('home.agendamentos') and its team; a user's language, a patient's sex. The same names
 * the Perfis screen shows (host/public/assets/telas.json and funcao.json, in Portuguese):
 * auditoria-rotulos.test.ts fails when they part.
 */

/** Areas (roles) by the name of their menu entry, and finer permissions by their checklist label. */
export const AUTORIDADE_ROTULO: Readonly<Record<string, string>> = {
  ROLE_DASHBOARD: 'Início',
  ROLE_AGENDAMENTOS: 'Agendamentos',
  ROLE_PACIENTES: 'Pacientes',
  ROLE_FINANCEIRO: 'Financeiro',
  ROLE_USUARIOS: 'Usuários',
  ROLE_ESTOQUE: 'Estoque',
  ROLE_RELATORIOS: 'Relatórios',
  ROLE_CONFIGURACOES: 'Configurações',
  ROLE_LOG: 'Auditorias',
  CRIAR_AGENDAMENTOS: 'Criar agendamentos',
  EDITAR_AGENDAMENTOS: 'Editar agendamentos',
  EXCECAO_AGENDAMENTO: 'Agendar como exceção',
  VISUALIZAR_AGENDAMENTOS_PROFISSIONAIS: 'Ver a agenda e o detalhe dos profissionais',
  AGENDAMENTOS_PACIENTES: 'Ver agendamentos dos pacientes',
  CRIAR_NOVO_PACIENTE: 'Cadastrar pacientes',
  ACESSO_FICHA_PACIENTE: 'Abrir a ficha do paciente',
  AGENDAMENTOS_FICHA_PACIENTE: 'Ficha: aba Agendamentos',
  IMAGENS_FICHA_PACIENTE: 'Ficha: aba Etapas (imagens)',
  FORMULARIO_FICHA_PACIENTE: 'Ficha: formulários e evoluções',
  EXAME_FICHA_PACIENTE: 'Ficha: exames',
  PRESCRISOES_FICHA_PACIENTE: 'Ficha: prescrições',
  ATESTADO_FICHA_PACIENTE: 'Ficha: atestados',
  PROPOSTA_CONTRATO_FICHA_PACIENTE: 'Ficha: propostas e contratos',
  DEBITO_FICHA_PACIENTE: 'Ficha: débitos',
  FINANCEIRO_FICHA_PACIENTE: 'Ficha: financeiro',
  HISTORICO_FICHA_PACIENTE: 'Ficha: histórico',
  CRIAR_ESTUDO_CASO: 'Criar estudo de caso',
  PRENCHEER_FORMULARIO_DE_CONTATO: 'Preencher formulário de contato',
  DELETAR_FORMULARIOS: 'Excluir formulários',
  DELETAR_EXAME: 'Excluir exames',
  DELETAR_ATESTADO: 'Excluir atestados',
  DELETAR_PRESCRICAO: 'Excluir prescrições',
  DELETAR_PRESCRICOES: 'Excluir prescrições (nome antigo)',
  DELETAR_CONTRATOS: 'Excluir contratos e documentos',
  ORCAMENTO: 'Orçamentos',
  CRIAR_ORCAMENTOS: 'Criar orçamentos',
  EDITAR_VISUALIZAR_ORCAMENTOS: 'Abrir e aprovar orçamentos',
  CANCELAR_ORCAMENTOS: 'Cancelar orçamentos',
  CRIAR_RECEITA: 'Lançar receitas',
  EDITAR_RECEITA: 'Editar receitas',
  CANCELAR_RECEITA: 'Cancelar receitas',
  CRIAR_DESPESA: 'Lançar despesas',
  EDITAR_DESPESA: 'Editar despesas',
  CANCELAR_DESPESA: 'Cancelar despesas',
  CRIAR_CAMPANHA: 'Criar campanhas',
  EDITAR_E_VISUALIZAR_CAMPANHAS: 'Ver e editar campanhas',
  GERENCIAR_USUARIOS_DO_SISTEMA: 'Cadastrar e editar usuários e perfis',
  EDITAR_ESTOQUE: 'Editar o estoque',
  GERENCIAR_CONFIGURACOES: 'Alterar as configurações',
};

/** 'home.<rota>' → the area's name; 'home.agenda' is the demo profiles' older spelling of the agenda. */
const PAGINA_INICIAL: Readonly<Record<string, string>> = {
  dashboard: 'Início',
  agendamentos: 'Agendamentos',
  agenda: 'Agendamentos',
  pacientes: 'Pacientes',
  financeiro: 'Financeiro',
  usuarios: 'Usuários',
  estoque: 'Estoque',
  relatorios: 'Relatórios',
  configuracoes: 'Configurações',
  logs: 'Auditorias',
  log: 'Auditorias',
};

const EQUIPE: Readonly<Record<string, string>> = { ATENDIMENTO: 'Atendimento', COMERCIAL: 'Comercial' };

const IDIOMA = { pt: 'Português', es: 'Espanhol', en: 'Inglês', PORTUGUES: 'Português', ESPANHOL: 'Espanhol', INGLES: 'Inglês' };

/** Fields whose stored value is a code of a fixed list: the code's name in words. */
const VALOR_ROTULO: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  perfilEquipe: EQUIPE,
  idioma: IDIOMA,
  sexo: { MASCULINO: 'Masculino', FEMININO: 'Feminino' },
};

/** The word for a coded value of this field ('idioma' 'es' → 'Espanhol'); undefined when the field or value has none. */
export const rotuloDoValor = (campo: string, valor: string): string | undefined => VALOR_ROTULO[campo]?.[valor];

export const rotuloDaAutoridade = (codigo: string): string => AUTORIDADE_ROTULO[codigo] ?? codigo;

export const rotuloDaPaginaInicial = (home: string): string => {
  const rota = home.startsWith('home.') ? home.slice('home.'.length) : home;
  return PAGINA_INICIAL[rota] ?? home;
};
