/** Portuguese messages shared by several modules (the front end shows mensagemUsuario as is). */
export const MSG = {
  sessaoEncerrada: 'Sessão encerrada',
  semPermissao: 'Usuário sem permissão para esta operação.',
  erroInterno: 'Algo deu errado em nossos servidores.',
  requisicaoInvalida: 'Requisição inválida.',
  naoEncontrado: 'Recurso não encontrado.',
  corpoGrande: 'O conteúdo enviado é maior que o permitido.',
  tipoConteudo: 'Tipo de conteúdo não suportado. Envie JSON.',
  muitasRequisicoes: 'Muitas solicitações. Aguarde alguns minutos e tente novamente.',
  loginInvalido: 'Usuário ou senha inválidos.',
  loginBloqueado: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
  emailNaoEncontrado: 'E-mail não encontrado na base de dados.',
  tokenInvalido: 'Token inválido, favor revalidar seu email.',
  regraSenha: 'A senha deve ter no mínimo 8 caracteres, com letras e números.',
  usuarioNaoEncontrado: 'Usuário não encontrado.',
} as const;
