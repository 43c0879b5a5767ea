import { FRAMEWORK_MSG } from '@clinica/server-kit';

/** Portuguese messages shared by several modules (the front end shows mensagemUsuario as is). */
export const MSG = {
  ...FRAMEWORK_MSG,
  sessaoEncerrada: 'Sessão encerrada',
  /** a deactivated user's sessions: the socket's refusal and the 401 of his next request */
  acessoDesativado: 'Seu acesso foi desativado.',
  semPermissao: 'Usuário sem permissão para esta operação.',
  erroInterno: 'Algo deu errado em nossos servidores.',
  loginInvalido: 'Usuário ou senha inválidos.',
  loginBloqueado: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
  emailNaoEncontrado: 'E-mail não encontrado na base de dados.',
  tokenInvalido: 'Token inválido, favor revalidar seu email.',
  regraSenha: 'A senha deve ter no mínimo 8 caracteres, com letras e números.',
  usuarioNaoEncontrado: 'Usuário não encontrado.',
  valorInvalido: 'Requisição inválida: um dos valores enviados está fora do formato aceito.',
  conflitoDeDados: 'Não foi possível salvar: os dados conflitam com um registro existente.',
  idempotenciaInvalida: 'Chave de idempotência inválida: use de 8 a 200 letras, números, "-", "_", "." ou ":".',
  idempotenciaOutraRequisicao: 'Esta chave de idempotência já foi usada em outra operação.',
  idempotenciaEmAndamento: 'Esta operação ainda está sendo processada. Aguarde um instante e atualize a tela.',
  idempotenciaSemResposta: 'Esta operação já foi registrada. Atualize a tela para ver o resultado.',
  ocupado: 'O sistema está ocupado com outras alterações neste momento. Tente novamente em instantes.',
} as const;
