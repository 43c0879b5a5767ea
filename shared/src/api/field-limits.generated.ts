// Generated from the api's OpenAPI document by `pnpm --filter @clinica/api gen:api`; do not edit.
// api/src/docs/generated-files.test.ts fails when this file no longer matches the api.

/** Longest text each request field takes: method and path → field path → characters. */
export const FIELD_LIMITS = {
  "POST auth/esqueciSenha": {
    "email": 254
  },
  "POST auth/login": {
    "email": 254,
    "cpf": 20,
    "senha": 256
  },
  "POST auth/reset/{token}": {
    "novaSenha": 256,
    "hash": 200
  },
  "POST auth/validarUsuarioReset": {
    "hash": 200
  },
  "POST documento-emitido/registrar": {
    "emissao": 4096,
    "pdf": 55924060
  },
  "POST gerenciar/agendamento/cancelarAgendamento": {
    "motivoCancelamento": 1000
  },
  "POST gerenciar/agendamento/criar": {
    "dataAgendamento": 40,
    "horaFinal": 40,
    "observacao": 2000,
    "infoPaciente.nome": 200,
    "infoPaciente.celular": 30,
    "infoPaciente.telefone": 30,
    "infoPaciente.email": 200,
    "infoPaciente.ddi": 8
  },
  "POST gerenciar/agendamento/pesquisarAgendamentos": {
    "nomePaciente": 200
  },
  "POST gerenciar/agendamento/popularCalendario": {
    "inicio": 40,
    "fim": 40
  },
  "POST gerenciar/campanha/cadastro": {
    "nome": 120
  },
  "POST gerenciar/campanha/pesquisarFiltro": {
    "nome": 120
  },
  "POST gerenciar/compromisso/cadastro": {
    "nome": 100,
    "cor": 20
  },
  "POST gerenciar/compromisso/listar": {
    "nome": 100
  },
  "POST gerenciar/contrato/cadastro": {
    "nomeContrato": 200,
    "texto": 5000000
  },
  "POST gerenciar/customizacaoInterface/cadastroWhiteLabel": {
    "nome": 120,
    "corDoSistema": 20,
    "tituloDaPagida": 120
  },
  "POST gerenciar/estoque/ajustarInventario": {
    "motivo": 500
  },
  "POST gerenciar/estoque/cadastro": {
    "nomeProduto": 200,
    "descricao": 2000,
    "gtin": 14
  },
  "POST gerenciar/estoque/cadastroFabricante": {
    "descricao": 120
  },
  "POST gerenciar/estoque/cadastroSetor": {
    "descricao": 120
  },
  "POST gerenciar/estoque/cadastroUnidadeMedida": {
    "descricao": 120
  },
  "POST gerenciar/estoque/lancarEntradaEstoque": {
    "lote": 60,
    "observacao": 1000
  },
  "POST gerenciar/estoque/lancarSaidaEstoque": {
    "observacao": 1000
  },
  "POST gerenciar/estudoCaso/cadastro": {
    "observacao": 5000
  },
  "POST gerenciar/exames/cadastroExames": {
    "nome": 200
  },
  "POST gerenciar/financeiro/lancarReceita": {
    "nomeReceita": 200,
    "observacao": 2000,
    "fornecedor": 200
  },
  "POST gerenciar/financeiro/pix/configuracao": {
    "chave": 77,
    "nomeRecebedor": 25,
    "cidade": 15
  },
  "POST gerenciar/financeiro/popularTabelaReceita": {
    "nomePaciente": 200,
    "fornecedor": 200
  },
  "POST gerenciar/formulario/cadastro": {
    "nome": 200
  },
  "POST gerenciar/formulario/grauCalvicie/cadastro": {
    "grau": 60,
    "imagemPreenchida": 3000000,
    "imagemNaoPreenchida": 3000000
  },
  "POST gerenciar/funcionario/cadastro": {
    "nome": 200,
    "email": 200,
    "cpf": 20,
    "perfilId.nome": 200,
    "foto": 200,
    "senha": 200
  },
  "POST gerenciar/imagens/cadastro": {
    "dataRegistro": 10,
    "horaInicial": 40,
    "horaFinal": 40,
    "observacao": 5000
  },
  "POST gerenciar/imagens/listarPorFiltro": {
    "dataInicio": 10,
    "dataFim": 10
  },
  "POST gerenciar/medico/cadastrarGatilhoLembrete": {
    "horarioGatilho": 3
  },
  "POST gerenciar/medico/cadastro": {
    "nome": 200,
    "email": 200,
    "cpf": 20,
    "registroProfissional": 200,
    "rg": 200,
    "telefone": 200,
    "celular": 200,
    "cep": 200,
    "logradouro": 200,
    "numero": 200,
    "complemento": 200,
    "bairro": 200,
    "cidade": 200,
    "estado": 200,
    "pais": 200,
    "foto": 200,
    "minutosParaOAlerta": 2,
    "perfilId.nome": 200,
    "senha": 200
  },
  "POST gerenciar/medico/cadastroDisponibilidade": {
    "nomeCompromisso": 200
  },
  "POST gerenciar/medico/criarBloqueioMedico": {
    "observacao": 500,
    "usuarioCadastro": 200,
    "horarioCadastro": 40,
    "usuarioAlteracao": 200,
    "horarioAlteracao": 40
  },
  "POST gerenciar/orcamento/criarOrcamento": {
    "status": 20
  },
  "POST gerenciar/orcamento/popularTabelaOrcamento": {
    "nomePaciente": 120,
    "nomeCampanha": 120
  },
  "POST gerenciar/paciente/cadastro": {
    "nome": 200,
    "nascimento": 10,
    "cpf": 20,
    "rg": 30,
    "nomeMae": 200,
    "profissao": 100,
    "email": 200,
    "ddi": 8,
    "telefone": 40,
    "celular": 40,
    "whatsApp": 40,
    "responsavelPagamento.nome": 200,
    "responsavelPagamento.email": 200,
    "responsavelPagamento.telefone": 40,
    "responsavelPagamento.cpf": 20,
    "responsavelPagamento.cep": 20,
    "responsavelPagamento.logradouro": 200,
    "responsavelPagamento.numero": 20,
    "responsavelPagamento.complemento": 200,
    "responsavelPagamento.bairro": 100,
    "responsavelPagamento.cidade": 100,
    "responsavelPagamento.estado": 50,
    "responsavelPagamento.pais": 100,
    "cep": 20,
    "logradouro": 200,
    "numero": 20,
    "complemento": 200,
    "bairro": 100,
    "cidade": 100,
    "estado": 50,
    "pais": 100,
    "nomeContatoEmergencia": 200,
    "telefoneContatoEmergencia": 40,
    "grauParentescoContatoEmergencia": 100,
    "redeSocial": 2000,
    "observacoes": 5000,
    "foto": 500
  },
  "POST gerenciar/paciente/cadastroPulseiras": {
    "tipo": 100
  },
  "POST gerenciar/paciente/gerarAtestado": {
    "texto": 5000000
  },
  "POST gerenciar/paciente/gerarOrientacaoMedica": {
    "nomePrescricao": 200,
    "texto": 2000000
  },
  "POST gerenciar/paciente/pesquisar": {
    "nome": 200,
    "cpf": 20
  },
  "POST gerenciar/paciente/verificarPacienteCadastrado": {
    "cpf": 20
  },
  "POST gerenciar/perfil/cadastro": {
    "nome": 100,
    "defaultHome": 100
  },
  "POST gerenciar/perfil/listar": {
    "nome": 100
  },
  "POST gerenciar/pesquisaAtracao/cadastroPesquisaAtracao": {
    "nome": 100
  },
  "POST gerenciar/planoSaude/cadastroPlanoSaude": {
    "nome": 100
  },
  "POST gerenciar/prescricao/cadastro": {
    "nomeLayout": 200,
    "texto": 2000000,
    "conferenciaExame": 30,
    "observacoes": 4000,
    "resultadoExame": 20000
  },
  "POST gerenciar/procedimento/cadastro": {
    "nome": 200
  },
  "POST gerenciar/procedimento/cadastroDescricaoEtapa": {
    "nomeEtapa": 100
  },
  "POST gerenciar/sala/cadastroEedicao": {
    "nome": 100
  },
  "POST layout/cadastro": {
    "nome": 200,
    "texto": 5000000,
    "nomeProcedimento": 200,
    "nomeFormulario": 200
  },
  "POST layout/cadastroVariaveisAplicacao": {
    "nome": 60,
    "descricao": 200,
    "valor": 2000
  },
  "POST layout/listar": {
    "nome": 200
  },
  "POST layout/preencherLayout": {
    "texto": 5000000,
    "orcamento.nomeProcedimento": 200,
    "orcamento.campanha": 200
  },
  "POST update/token/reset/{id}": {
    "senhaAtual": 256,
    "novaSenha": 256
  },
  "POST UsuarioManager/resetPwd": {
    "email": 254
  },
  "PUT gerenciar/agendamento/atualizar": {
    "dataAgendamento": 40,
    "horaFinal": 40,
    "observacao": 2000,
    "infoPaciente.nome": 200,
    "infoPaciente.celular": 30,
    "infoPaciente.telefone": 30,
    "infoPaciente.email": 200,
    "infoPaciente.ddi": 8
  },
  "PUT gerenciar/assinatura/certificado": {
    "arquivo": 349532,
    "senha": 200
  },
  "PUT gerenciar/compromisso/editar": {
    "nome": 100,
    "cor": 20
  },
  "PUT gerenciar/contrato/atualizar": {
    "nomeContrato": 200,
    "texto": 5000000
  },
  "PUT gerenciar/financeiro/editarReceita": {
    "nomeReceita": 200,
    "observacao": 2000,
    "fornecedor": 200
  },
  "PUT gerenciar/formulario/editar": {
    "nome": 200,
    "usuarioCadastro": 200,
    "horarioCadastro": 40,
    "usuarioAlteracao": 200,
    "horarioAlteracao": 40
  },
  "PUT gerenciar/formulario/grauCalvicie/editar": {
    "grau": 60,
    "imagemPreenchida": 3000000,
    "imagemNaoPreenchida": 3000000
  },
  "PUT gerenciar/funcionario/editar": {
    "nome": 200,
    "email": 200,
    "cpf": 20,
    "perfilId.nome": 200,
    "foto": 200,
    "horarioCadastro": 40,
    "horarioAlteracao": 40
  },
  "PUT gerenciar/imagens/editar": {
    "dataRegistro": 10,
    "horaInicial": 40,
    "horaFinal": 40,
    "observacao": 5000
  },
  "PUT gerenciar/medico/editar": {
    "nome": 200,
    "email": 200,
    "cpf": 20,
    "registroProfissional": 200,
    "rg": 200,
    "telefone": 200,
    "celular": 200,
    "cep": 200,
    "logradouro": 200,
    "numero": 200,
    "complemento": 200,
    "bairro": 200,
    "cidade": 200,
    "estado": 200,
    "pais": 200,
    "foto": 200,
    "minutosParaOAlerta": 2,
    "perfilId.nome": 200
  },
  "PUT gerenciar/paciente/editar": {
    "nome": 200,
    "nascimento": 10,
    "cpf": 20,
    "rg": 30,
    "nomeMae": 200,
    "profissao": 100,
    "email": 200,
    "ddi": 8,
    "telefone": 40,
    "celular": 40,
    "whatsApp": 40,
    "responsavelPagamento.nome": 200,
    "responsavelPagamento.email": 200,
    "responsavelPagamento.telefone": 40,
    "responsavelPagamento.cpf": 20,
    "responsavelPagamento.cep": 20,
    "responsavelPagamento.logradouro": 200,
    "responsavelPagamento.numero": 20,
    "responsavelPagamento.complemento": 200,
    "responsavelPagamento.bairro": 100,
    "responsavelPagamento.cidade": 100,
    "responsavelPagamento.estado": 50,
    "responsavelPagamento.pais": 100,
    "cep": 20,
    "logradouro": 200,
    "numero": 20,
    "complemento": 200,
    "bairro": 100,
    "cidade": 100,
    "estado": 50,
    "pais": 100,
    "nomeContatoEmergencia": 200,
    "telefoneContatoEmergencia": 40,
    "grauParentescoContatoEmergencia": 100,
    "redeSocial": 2000,
    "observacoes": 5000,
    "foto": 500
  },
  "PUT gerenciar/perfil/editar/{id}": {
    "nome": 100,
    "defaultHome": 100
  },
  "PUT gerenciar/prescricao/conferirErealizaarUploadArquivo/{id}": {
    "conferenciaExame": 30,
    "observacoes": 4000,
    "resultadoExame": 20000
  },
  "PUT gerenciar/procedimento/editar": {
    "nome": 200
  },
  "PUT gerenciar/usuario/minhaFoto": {
    "foto": 200
  },
  "PUT layout/atualizar": {
    "nome": 200,
    "texto": 5000000,
    "nomeProcedimento": 200,
    "nomeFormulario": 200
  }
} as const;

export type LimitedOperation = keyof typeof FIELD_LIMITS;
