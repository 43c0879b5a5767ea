// Generated from the api's OpenAPI document by `pnpm --filter @clinica/api gen:api` (openapi-typescript); do not edit.
// api/src/docs/generated-files.test.ts fails when this file no longer matches the api.
/* eslint-disable */

export interface paths {
    "/api/arquivos/grau-calvicie/{id}/{tipo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Uma imagem de um grau de calvície, com o seu tipo de conteúdo */
        get: {
            parameters: {
                query?: {
                    v?: string;
                };
                header?: never;
                path: {
                    id: string;
                    tipo: "preenchida" | "nao-preenchida";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Os bytes da imagem */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/arquivos/white-label/{tipo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Logo ou favicon com o seu tipo de conteúdo */
        get: {
            parameters: {
                query?: {
                    v?: string;
                };
                header?: never;
                path: {
                    tipo: "logo" | "favicon";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Os bytes da imagem (image/png, image/jpeg, image/webp, image/gif ou image/x-icon) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auditoria": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trilha de auditoria paginada, mais recentes primeiro (filtros por período, usuário, área, ação e paciente) */
        get: {
            parameters: {
                query?: {
                    /** @description código da ação (GET /auditoria/filtros lista as conhecidas) */
                    acao?: string;
                    /** @description uma de: Pacientes, Agenda, Usuários, Configurações, Estoque, Financeiro, Outros */
                    area?: string;
                    /** @description último dia, aaaa-mm-dd (inclusive, dia inteiro em America/Sao_Paulo) */
                    fim?: string;
                    /** @description primeiro dia, aaaa-mm-dd (dia inteiro em America/Sao_Paulo) */
                    inicio?: string;
                    /** @description 'true': deixa de fora as entradas e saídas do sistema (LOGIN, LOGOUT), salvo quando 'acao' pede uma delas; ausente ou 'false': todas */
                    ocultarLogins?: string;
                    /** @description id do paciente a que as linhas se referem */
                    pacienteId?: string;
                    /** @description página, a partir de 0 (padrão 0) */
                    page?: string;
                    /** @description itens por página, 1 a 100 (padrão 20) */
                    size?: string;
                    /** @description id do usuário: o que agiu ou o administrador por trás de um "Entrar como" */
                    usuarioId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: components["schemas"]["AuditoriaLinha"][];
                            totalElements: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auditoria/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A trilha filtrada como planilha (CSV para o Excel) */
        get: {
            parameters: {
                query?: {
                    /** @description código da ação (GET /auditoria/filtros lista as conhecidas) */
                    acao?: string;
                    /** @description uma de: Pacientes, Agenda, Usuários, Configurações, Estoque, Financeiro, Outros */
                    area?: string;
                    /** @description último dia, aaaa-mm-dd (inclusive, dia inteiro em America/Sao_Paulo) */
                    fim?: string;
                    /** @description primeiro dia, aaaa-mm-dd (dia inteiro em America/Sao_Paulo) */
                    inicio?: string;
                    /** @description 'true': deixa de fora as entradas e saídas do sistema (LOGIN, LOGOUT), salvo quando 'acao' pede uma delas; ausente ou 'false': todas */
                    ocultarLogins?: string;
                    /** @description id do paciente a que as linhas se referem */
                    pacienteId?: string;
                    /** @description id do usuário: o que agiu ou o administrador por trás de um "Entrar como" */
                    usuarioId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description CSV (UTF-8 com BOM, separador ';'), até 50.000 linhas; cabeçalho X-Truncado: true quando há mais */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auditoria/filtros": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Opções dos filtros: usuários que aparecem na trilha, áreas e ações */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description por descrição */
                            acoes: {
                                codigo: string;
                                descricao: string;
                            }[];
                            areas: ("Pacientes" | "Agenda" | "Usuários" | "Configurações" | "Estoque" | "Financeiro" | "Outros")[];
                            /** @description usuários que aparecem na trilha, por nome */
                            usuarios: {
                                id: number;
                                nome: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auditoria/paciente/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Relatório de acesso do paciente: quem viu ou alterou os dados dele e quando (LGPD art. 18/37), mais recentes primeiro */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description mais recentes primeiro */
                            eventos: components["schemas"]["AuditoriaLinha"][];
                            paciente: {
                                cpf: string | null;
                                id: number;
                                nome: string;
                            };
                            /** @description há mais eventos que os listados (o CSV traz até 50.000) */
                            truncado: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auditoria/paciente/{id}/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Relatório de acesso do paciente como planilha (CSV para o Excel) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description CSV (UTF-8 com BOM, separador ';'), até 50.000 linhas; cabeçalho X-Truncado: true quando há mais */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auditoria/pacientes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pacientes que aparecem na trilha, por parte do nome ou início do CPF (o seletor do relatório de acesso) */
        get: {
            parameters: {
                query: {
                    /** @description parte do nome (sem distinguir acentos) ou início do CPF; menos de 2 caracteres: nada */
                    busca: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description até 20, por nome */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cpf: string | null;
                            id: number;
                            nome: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/esqueciSenha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pedir o e-mail de redefinição de senha */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Entrar com e-mail ou CPF e senha */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        cpf?: string;
                        email?: string;
                        senha: string;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description JWT HS256 (claims nome, jti, ehMedico, foto, authorities, sid, iat, exp) */
                            token: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Definir a nova senha com o token do e-mail
         * @description O token é o `hash` do corpo; sem ele, o do caminho.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        hash?: string;
                        novaSenha: string;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/validarUsuarioReset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Validar o token do e-mail de redefinição */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        hash: string;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            nome: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/agenda": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** O dia na agenda: agendamentos por status, pacientes aguardando, atendimentos não finalizados, próximos do médico */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description pacientes que chegaram e ainda não foram atendidos, por ordem de chegada */
                            aguardando: {
                                /** Format: date-time */
                                chegada: string;
                                /** Format: date-time */
                                dataAgendamento: string;
                                id: number;
                                medicoNome: string;
                                paciente: {
                                    id: number;
                                    nome: string;
                                };
                            }[];
                            /**
                             * Format: date
                             * @description dia do calendário da clínica, 'YYYY-MM-DD'
                             */
                            data: string;
                            /** @description o médico cujo dia é (um médico sem VISUALIZAR_AGENDAMENTOS_PROFISSIONAIS vê o seu), ou null: a clínica toda */
                            medicoId: number | null;
                            /** @description atendimentos iniciados cujo horário já passou sem finalizar */
                            naoFinalizados: number;
                            porStatus: {
                                CANCELADO: number;
                                CONFIRMADO: number;
                                EM_ATENDIMENTO: number;
                                FINALIZADO: number;
                                PENDENTE: number;
                            };
                            /** @description próximos agendamentos do médico logado (vazio para quem não é médico) */
                            proximos: {
                                /** Format: date-time */
                                dataAgendamento: string;
                                id: number;
                                paciente: {
                                    id: number;
                                    nome: string;
                                };
                                procedimentoNome: string;
                                status: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/pacientes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pacientes novos nesta semana (desde segunda-feira) e hoje */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description dia do calendário da clínica, 'YYYY-MM-DD'
                             */
                            inicioSemana: string;
                            novosHoje: number;
                            /** @description pacientes cadastrados desde a segunda-feira desta semana */
                            novosSemana: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Este documento OpenAPI (JSON) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documento-emitido/registrar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrar um PDF emitido (só o serviço de PDF: cabeçalho x-pdf-service-key, com o token de quem pediu e o trabalho que a api assinou) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bytes: number;
                        /** @description impressão digital do conteúdo, cabeçalho e altura que o serviço renderizou */
                        conteudoSha256: string;
                        /** @description o trabalho que a api assinou ao montar o documento (ex.: o laudo) */
                        emissao: string;
                        paginas: number;
                        /** @description o PDF em base64, quando o trabalho pede a assinatura de um médico: a api assina e devolve o arquivo assinado */
                        pdf?: string;
                        /** @description SHA-256 dos bytes do PDF, em hexadecimal minúsculo */
                        sha256: string;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description o titular do certificado que assinou */
                            assinante?: string;
                            /** Format: date-time */
                            emitidoEm: string;
                            /** Format: uuid */
                            id: string;
                            /** @description o PDF assinado pelo médico (PAdES), em base64: é este o arquivo emitido */
                            pdf?: string;
                            /** @description do arquivo registrado (o assinado, quando assinado) */
                            sha256: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documento-emitido/verificar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verificar um arquivo (multipart, campo arquivo): foi emitido pela clínica e está inalterado? */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description as assinaturas digitais do arquivo (PAdES), como estão */
                            assinaturas: {
                                /** @description o titular (CN) do certificado que assinou */
                                assinante: string;
                                /** @description a assinatura cobre o arquivo inteiro (nada foi acrescentado depois) */
                                cobreDocumento: boolean;
                                /** @description a assinatura confere com os bytes que cobre e com a chave do titular */
                                integra: boolean;
                            }[];
                            documento?: {
                                /** @description o médico que assinou, quando assinado */
                                assinante: string | null;
                                /** Format: date-time */
                                emitidoEm: string;
                                emitidoPor: string;
                                id: string;
                                layout: string | null;
                                paciente: string | null;
                                paginas: number;
                                titulo: string;
                            };
                            /** @description se este arquivo, byte a byte, foi emitido pelo serviço de PDF da clínica */
                            emitido: boolean;
                            sha256: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/agendamento/atualizar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar um agendamento (id e versao; campos ausentes ficam como estão). 409: versão desatualizada, cancelado/finalizado, horário ocupado */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dataAgendamento?: string | null;
                        ecirurgia?: boolean | null;
                        etapaId?: number | null;
                        horaFinal?: string | null;
                        id: number;
                        infoPaciente?: {
                            celular?: string | null;
                            ddi?: string | null;
                            email?: string | null;
                            id?: number | null;
                            nome?: string | null;
                            telefone?: string | null;
                        } | null;
                        medicoId?: number | null;
                        observacao?: string | null;
                        pacienteId?: number | null;
                        procedimentoId?: number | null;
                        salaId?: number | null;
                        /** @enum {string|null} */
                        statusAgendamento?: "PENDENTE" | "CONFIRMADO" | "EM_ATENDIMENTO" | "FINALIZADO" | "CANCELADO" | null;
                        /** @enum {string|null} */
                        tipoAgendamento?: "NOVO" | "RETORNO" | null;
                        tipoCompromissoId?: number | null;
                        versao: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Agendamento"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/agendamento/cancelarAgendamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancelar (PENDENTE ou CONFIRMADO) com o motivo */
        post: {
            parameters: {
                query: {
                    agendamentoId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        motivoCancelamento?: string | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Agendamento"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/agendamento/confirmarAgendamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Com o código de confirmação (uuid do link, público): só lê o agendamento (410 depois do início, cancelado ou finalizado). Com o id numérico (exige ROLE_AGENDAMENTOS): PENDENTE → CONFIRMADO */
        get: {
            parameters: {
                query: {
                    agendamentoId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            dataAgendamento: string;
                            /** Format: date-time */
                            horaFinal: string;
                            id: number;
                            nomeMedico: string;
                            /** @description só o primeiro nome no link público */
                            nomePaciente: string;
                            nomeProcedimento: string;
                            statusAgendamento: components["schemas"]["StatusAgendamento"];
                        };
                    };
                };
            };
        };
        put?: never;
        /** O paciente confirma pelo link (código de confirmação): PENDENTE → CONFIRMADO; 410 depois do início, cancelado ou finalizado */
        post: {
            parameters: {
                query: {
                    agendamentoId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            dataAgendamento: string;
                            /** Format: date-time */
                            horaFinal: string;
                            id: number;
                            nomeMedico: string;
                            /** @description só o primeiro nome no link público */
                            nomePaciente: string;
                            nomeProcedimento: string;
                            statusAgendamento: components["schemas"]["StatusAgendamento"];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/agendamento/criar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Agendar (PENDENTE). Regras na ordem do contrato; 409 HORÁRIO OCUPADO se o médico ou a sala já tem agendamento no horário */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dataAgendamento?: string | null;
                        ecirurgia?: boolean | null;
                        etapaId?: number | null;
                        horaFinal?: string | null;
                        id?: number | null;
                        infoPaciente?: {
                            celular?: string | null;
                            ddi?: string | null;
                            email?: string | null;
                            id?: number | null;
                            nome?: string | null;
                            telefone?: string | null;
                        } | null;
                        medicoId?: number | null;
                        observacao?: string | null;
                        pacienteId?: number | null;
                        procedimentoId?: number | null;
                        salaId?: number | null;
                        /** @enum {string|null} */
                        statusAgendamento?: "PENDENTE" | "CONFIRMADO" | "EM_ATENDIMENTO" | "FINALIZADO" | "CANCELADO" | null;
                        /** @enum {string|null} */
                        tipoAgendamento?: "NOVO" | "RETORNO" | null;
                        tipoCompromissoId?: number | null;
                        versao?: number | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Agendamento"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/agendamento/finalizarAgendamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finalizar atendimentos (lista de ids; todos ou nenhum) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": number[];
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            fimConsulta: string | null;
                            id: number;
                            /** Format: date-time */
                            inicioConsulta: string | null;
                            status: string;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/agendamento/iniciarAgendamento/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Iniciar o atendimento (somente o médico do agendamento) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            fimConsulta: string | null;
                            id: number;
                            /** Format: date-time */
                            inicioConsulta: string | null;
                            status: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/agendamento/listar/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um agendamento, com o link público de confirmação para o paciente */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            chegadaDoPaciente: string | null;
                            /** @description cor do tipo de compromisso */
                            cor: string | null;
                            /** Format: date-time */
                            dataAgendamento: string;
                            /** @description agendado como exceção (o switch 'Exceção') */
                            ecirurgia: boolean;
                            etapaId: number | null;
                            /** Format: date-time */
                            fimConsulta: string | null;
                            /** Format: date-time */
                            horaFinal: string;
                            /** Format: date-time */
                            horarioAlteracao: string;
                            /** Format: date-time */
                            horarioCadastro: string;
                            id: number;
                            infoPaciente: components["schemas"]["InfoPaciente"];
                            /** Format: date-time */
                            inicioConsulta: string | null;
                            /** @description link público de confirmação para o paciente */
                            linkConfirmacao: string;
                            medicoId: number;
                            motivoCancelamento: string | null;
                            nomeCompromisso: string | null;
                            nomeEtapa: string | null;
                            nomeMedico: string;
                            nomeProcedimento: string;
                            nomeSala: string | null;
                            observacao: string | null;
                            pacienteId: number;
                            procedimentoId: number;
                            salaId: number | null;
                            statusAgendamento: components["schemas"]["StatusAgendamento"];
                            /** @enum {string} */
                            tipoAgendamento: "NOVO" | "RETORNO";
                            tipoCompromissoId: number | null;
                            usuarioAlteracao: string | null;
                            usuarioCadastro: string | null;
                            versao: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/agendamento/naoFinalizados": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Atendimentos do médico logado iniciados e não finalizados cujo horário já terminou ('Aviso de agendamento não finalizado') */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Agendamento"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/agendamento/pacienteChegou": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marca (chegou=true) ou desmarca a chegada do paciente; a chegada avisa o médico (notificação PACIENTE_CHEGOU) */
        post: {
            parameters: {
                query: {
                    chegou: "true" | "false";
                    id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": Record<string, never> | null;
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Agendamento"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/agendamento/pesquisarAgendamentos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pesquisa paginada, mais recentes primeiro ou, com sort=dataAgendamento,asc, mais antigos (nome do paciente sem acentos/maiúsculas, médico, sala, situação, dias) */
        post: {
            parameters: {
                query?: {
                    /** @description página, a partir de 0 (padrão 0) */
                    page?: string;
                    /** @description itens por página, 1 a 100 (padrão 20) */
                    size?: string;
                    /** @description ordem pela data (padrão: mais recentes primeiro) */
                    sort?: "dataAgendamento,desc" | "dataAgendamento,asc";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dataFim?: string | null;
                        dataInicio?: string | null;
                        medicoId?: number | null;
                        nomePaciente?: string | null;
                        salaId?: number | null;
                        status?: (never | null) | ("PENDENTE" | "CONFIRMADO" | "EM_ATENDIMENTO" | "FINALIZADO" | "CANCELADO") | ("PENDENTE" | "CONFIRMADO" | "EM_ATENDIMENTO" | "FINALIZADO" | "CANCELADO")[];
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: components["schemas"]["Agendamento"][];
                            /** @description a página (a partir de 0) */
                            number: number;
                            size: number;
                            totalElements: number;
                            totalPages: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/agendamento/popularCalendario": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Agendamentos que começam em [inicio, fim), por início (no máximo 62 dias) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description exclusivo; no máximo 62 dias depois do início */
                        fim: string;
                        /** @description YYYY-MM-DD (meia-noite na clínica) ou data-hora ISO */
                        inicio: string;
                        medicoId?: number | null;
                        salaId?: number | null;
                        status?: ("PENDENTE" | "CONFIRMADO" | "EM_ATENDIMENTO" | "FINALIZADO" | "CANCELADO")[] | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Agendamento"][];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/agendamento/verificarHorarioDisponivel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Horários ocupados do médico no dia (agendamentos não cancelados; ignorarId: o que está sendo editado) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ignorarId?: number | null;
                        /** @description o dia (YYYY-MM-DD) */
                        inicio: string;
                        medico: number;
                        procedimento?: number | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description HH:mm ('24:00': meia-noite) */
                            horaFinal: string;
                            /** @description HH:mm */
                            horaInicial: string;
                            id: number;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/assinatura/certificado": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** O certificado A1 guardado pelo usuário (titular, emissor, validade), ou null */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            certificado: components["schemas"]["CertificadoDigital"];
                        };
                    };
                };
            };
        };
        /** Guardar (ou trocar) o certificado A1 do médico: o arquivo PKCS#12 em base64 e a senha */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description o arquivo .pfx/.p12 em base64 */
                        arquivo: string;
                        senha: string;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            certificado: components["schemas"]["CertificadoDigital"];
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remover o certificado guardado (os documentos seguintes saem sem assinatura) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            certificado: components["schemas"]["CertificadoDigital"];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/campanha/cadastro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Criar (sem id, CRIAR_CAMPANHA) ou editar (com id e versao, EDITAR_E_VISUALIZAR_CAMPANHAS) uma campanha */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description VALOR_REAL: centavos (inteiro, > 0); PORCENTAGEM: percentual (> 0, até 100) */
                        desconto?: number | null;
                        /** @description com id: editar (EDITAR_E_VISUALIZAR_CAMPANHAS); sem: criar (CRIAR_CAMPANHA) */
                        id?: number | null;
                        nome?: string | null;
                        /** @description ids dos procedimentos */
                        procedimentosSelecionados?: number[] | null;
                        /** @description ativa (padrão: true ao criar, inalterada ao editar) */
                        status?: boolean;
                        /** @enum {string|null} */
                        tipoDesconto?: "VALOR_REAL" | "PORCENTAGEM" | null;
                        /** @description versão lida (controle de concorrência otimista): 409 se o registro mudou desde então */
                        versao?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Campanha"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/campanha/desabilitarCampanha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Desabilitar uma campanha (status=true: habilitar de novo); os orçamentos já feitos com ela ficam como estão */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @description false (padrão): desabilitar; true: habilitar de novo */
                        status?: boolean;
                        /** @description versão lida (controle de concorrência otimista): 409 se o registro mudou desde então */
                        versao?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Campanha"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/campanha/historico/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Histórico da campanha: quem mudou o quê, e quando (o mais recente primeiro) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description o que mudou, em português: ALTERADO <<campo>> DE 'a' PARA 'b' */
                            descricao: string[];
                            /** @description ISO 8601 */
                            horario: string;
                            id: number;
                            /** @enum {string} */
                            tipo: "CRIADA" | "ALTERADA" | "DESABILITADA" | "HABILITADA";
                            usuario: string | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/campanha/listar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Campanhas por nome (status=true: só as ativas; procedimentoId: só as que o contêm) */
        get: {
            parameters: {
                query?: {
                    /** @description só as que contêm este procedimento */
                    procedimentoId?: string;
                    /** @description true: só as ativas (o formulário de orçamento) */
                    status?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Campanha"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/campanha/pesquisarFiltro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Campanhas que atendem ao filtro (nome, status, procedimento, tipo de desconto), por nome */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description parte do nome, sem diferença de maiúsculas */
                        nome?: string | null;
                        /** @description só as que contêm este procedimento */
                        procedimentoId?: number | null;
                        /** @description true: só as ativas; false: só as desabilitadas; ausente: todas */
                        status?: boolean | null;
                        /** @enum {string|null} */
                        tipoDesconto?: "VALOR_REAL" | "PORCENTAGEM" | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Campanha"][];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/compromisso/cadastro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar um tipo de compromisso */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description padrão: ativo ao cadastrar, inalterado ao editar */
                        ativo?: boolean;
                        cor?: string | null;
                        id?: number;
                        nome?: string | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description inativo: não é oferecido em novos agendamentos, mas fica nos que o têm */
                            ativo: boolean;
                            cor: string;
                            id: number;
                            nome: string;
                            /** @description versão atual: enviada de volta ao editar */
                            versao: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/compromisso/editar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar um tipo de compromisso */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description padrão: ativo ao cadastrar, inalterado ao editar */
                        ativo?: boolean;
                        cor?: string | null;
                        id: number;
                        nome?: string | null;
                        /** @description versão lida (controle de concorrência otimista): 409 se o registro mudou desde então */
                        versao?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description inativo: não é oferecido em novos agendamentos, mas fica nos que o têm */
                            ativo: boolean;
                            cor: string;
                            id: number;
                            nome: string;
                            /** @description versão atual: enviada de volta ao editar */
                            versao: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/compromisso/excluir/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Excluir um tipo de compromisso (409 se há agendamentos dele) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/compromisso/listar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tipos de compromisso, ativos primeiro (filtro opcional por nome) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        nome?: string;
                    } | null;
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description inativo: não é oferecido em novos agendamentos, mas fica nos que o têm */
                            ativo: boolean;
                            cor: string;
                            id: number;
                            nome: string;
                            /** @description versão atual: enviada de volta ao editar */
                            versao: number;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/contrato/arquivo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Baixar o arquivo de um documento carregado (pelo id do documento) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/contrato/assinar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marcar um documento como assinado (status true: 'Contrato assinado com sucesso'); um assinado não volta atrás */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        status: boolean;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contrato: components["schemas"]["Contrato"];
                            mensagem: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/contrato/atualizar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Alterar um documento. Um contrato assinado não muda: a alteração é salva como uma nova versão (não assinada) e a assinada fica para leitura; responde a versão salva */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @description o layout DOCUMENTO de que partiu */
                        layoutId?: number | null;
                        nomeContrato: string | null;
                        paciente: number;
                        procedimento: number;
                        /** @description HTML do editor (imagens em data URL cabem) */
                        texto?: string | null;
                        /** @description versão lida (controle de concorrência otimista): 409 se o registro mudou desde então */
                        versao?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Contrato"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/contrato/cadastro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Criar um documento escrito (de um layout DOCUMENTO preenchido para o paciente) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {object|null} */
                        id?: never | null;
                        /** @description o layout DOCUMENTO de que partiu */
                        layoutId?: number | null;
                        nomeContrato: string | null;
                        paciente: number;
                        procedimento: number;
                        /** @description HTML do editor (imagens em data URL cabem) */
                        texto?: string | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Contrato"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/contrato/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Excluir um documento (DELETAR_CONTRATOS) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/contrato/imprimir/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um documento escrito, pronto para o serviço de PDF e registrado como emitido */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: string;
                            /** @description o trabalho assinado que o serviço de PDF devolve ao registrar o documento como emitido */
                            emissao?: string;
                            headerHeigth: number;
                            htmlHeader: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/contrato/listar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Todos os documentos (os 1000 mais novos) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Contrato"][];
                    };
                };
            };
        };
        put?: never;
        /** Os documentos do paciente no procedimento, os mais novos primeiro */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        idPaciente: number;
                        procedimento: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Contrato"][];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/contrato/uploadFile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Multipart: paciente, procedimento, nomeArquivo (opcional: o nome do arquivo), type (ignorado: o tipo vem do conteúdo) e o arquivo em arquivo; imagens, vídeos e PDF até o limite dos envios de etapa */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Contrato"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/customizacaoInterface/cadastroWhiteLabel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Salvar o white label */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description #RRGGBB */
                        corDoSistema?: string;
                        /** @description data URL (png, jpeg, webp, gif ou ico, até 1 MiB) para trocar, null para remover, ausente (ou a URL atual) para manter */
                        favicon?: string | null;
                        /** @description ignorado (registro único) */
                        id?: number | null;
                        /** @description data URL (png, jpeg, webp, gif ou ico, até 1 MiB) para trocar, null para remover, ausente (ou a URL atual) para manter */
                        logo?: string | null;
                        nome?: string;
                        tituloDaPagida?: string;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description #RRGGBB */
                            corDoSistema: string;
                            /** @description URL da imagem ou null */
                            favicon: string | null;
                            /** Format: date-time */
                            horarioAlteracao: string;
                            /** Format: date-time */
                            horarioCadastro: string;
                            id: number;
                            /** @description URL da imagem ou null */
                            logo: string | null;
                            nome: string;
                            tituloDaPagida: string;
                            usuarioAlteracao: string | null;
                            usuarioCadastro: string | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/customizacaoInterface/listarWhiteLabel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** White label com id e campos de auditoria */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description #RRGGBB */
                            corDoSistema: string;
                            /** @description URL da imagem ou null */
                            favicon: string | null;
                            /** Format: date-time */
                            horarioAlteracao: string;
                            /** Format: date-time */
                            horarioCadastro: string;
                            id: number;
                            /** @description URL da imagem ou null */
                            logo: string | null;
                            nome: string;
                            tituloDaPagida: string;
                            usuarioAlteracao: string | null;
                            usuarioCadastro: string | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estoque/ajustarInventario": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Contagem do inventário: cada lote cuja quantidade contada difere do saldo recebe um ajuste com o motivo, tudo numa transação */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description o que se contou em cada lote */
                        contagens: {
                            loteId: number;
                            quantidadeContada: number;
                        }[];
                        /** @description por que a contagem difere (vai para cada ajuste e para a auditoria) */
                        motivo?: string | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description só os lotes cuja contagem diferia: cada um virou um movimento AJUSTE */
                            ajustes: {
                                antes: number;
                                contado: number;
                                diferenca: number;
                                lote: string;
                                loteId: number;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estoque/cadastro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar (sem id) ou editar (com id, requer EDITAR_ESTOQUE) um produto */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description padrão: ativo ao cadastrar, inalterado ao editar */
                        ativo?: boolean;
                        /** @description código da unidade de medida */
                        codigoUnidadeMedida?: number | null;
                        descricao?: string | null;
                        estoqueMinimo?: number | null;
                        /** @description GTIN-8, 12, 13 ou 14 (guardado com 14 dígitos); null ou vazio apaga, ausente mantém ao editar */
                        gtin?: string | null;
                        id?: number | null;
                        nomeProduto?: string | null;
                        /** @description versão lida (controle de concorrência otimista): 409 se o registro mudou desde então */
                        versao?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProdutoEstoque"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estoque/cadastroFabricante": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar: fabricante */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        descricao?: string | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            codigo: number;
                            descricao: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estoque/cadastroSetor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar: setor */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        descricao?: string | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            codigo: number;
                            descricao: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estoque/cadastroUnidadeMedida": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar: unidade de medida */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        descricao?: string | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            codigo: number;
                            descricao: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estoque/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Excluir um produto sem movimentações (os outros se desativam) */
        delete: {
            parameters: {
                query: {
                    /** @description código do item */
                    codigo: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estoque/deleteFabricante": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Excluir: fabricante (recusado enquanto em uso) */
        delete: {
            parameters: {
                query: {
                    /** @description código do item */
                    codigo: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estoque/deleteSetor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Excluir: setor (recusado enquanto em uso) */
        delete: {
            parameters: {
                query: {
                    /** @description código do item */
                    codigo: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estoque/deleteUnidadeMedida": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Excluir: unidade de medida (recusado enquanto em uso) */
        delete: {
            parameters: {
                query: {
                    /** @description código do item */
                    codigo: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estoque/devolucao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Devolver ao lote parte de uma saída (nunca mais que o que saiu, contando as devoluções anteriores) */
        post: {
            parameters: {
                query: {
                    /** @description a saída de que volta */
                    idSaida: string;
                    /** @description unidades que voltam */
                    quantidadeDevolucao: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MovimentacaoEstoque"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estoque/exportMovimentacao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** As movimentações do filtro (todas as espécies, a mais antiga primeiro) como CSV ou XLSX, enviadas à medida que são lidas */
        post: {
            parameters: {
                query: {
                    /** @description formato do arquivo */
                    tipoExport: "CSV" | "XLSX";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description até este dia, inclusive
                         */
                        dataFim?: string | null;
                        /**
                         * Format: date
                         * @description desde este dia (da clínica)
                         */
                        dataInicio?: string | null;
                        produtoId?: number | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description CSV (UTF-8 com BOM, separador ';') ou XLSX; quantidade com sinal (saídas negativas) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                        "text/csv": string;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estoque/lancarEntradaEstoque": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lançar uma entrada: o lote (novo ou existente) e o total do produto sobem juntos */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        codigoFabricante?: number | null;
                        codigoSetor?: number | null;
                        lote?: string | null;
                        observacao?: string | null;
                        produtoId?: number | null;
                        /** @description unidades que entram */
                        quantidade?: number | null;
                        /**
                         * Format: date
                         * @description validade do lote, 'YYYY-MM-DD'
                         */
                        validade?: string | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MovimentacaoEstoque"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estoque/lancarSaidaEstoque": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lançar uma saída: do lote escolhido, ou dos que vencem primeiro (uma linha por lote); lote vencido e saldo insuficiente recusados */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        codigoSetor?: number | null;
                        /** @description o lote escolhido; sem ele, os lotes que vencem primeiro */
                        loteId?: number | null;
                        observacao?: string | null;
                        /** @description quando usado num paciente */
                        pacienteId?: number | null;
                        procedimentoId?: number | null;
                        produtoId?: number | null;
                        /** @description unidades que saem */
                        quantidade?: number | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MovimentacaoEstoque"][];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estoque/listarFabricantes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista: fabricante */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            codigo: number;
                            descricao: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estoque/listarInventario": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Saldo por produto e por lote com saldo (os que vencem primeiro antes) */
        get: {
            parameters: {
                query?: {
                    /** @description só este produto */
                    id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            abaixoEstoque: boolean;
                            ativo: boolean;
                            estoqueMinimo: number;
                            /** @description com ?id: os lotes com saldo, os que vencem primeiro antes (sem id: vazio) */
                            lotes: {
                                fabricante: string | null;
                                id: number;
                                lote: string;
                                saldo: number;
                                validade: string;
                                vencendo: boolean;
                                vencido: boolean;
                            }[];
                            nomeProduto: string;
                            produtoId: number;
                            /** @description a validade mais próxima entre os lotes com saldo, 'YYYY-MM-DD' */
                            proximaValidade: string | null;
                            totalEstoque: number;
                            unidade: string;
                            /** @description algum lote com saldo vence nos próximos 6 dias */
                            vencendo: boolean;
                            /** @description algum lote com saldo já venceu */
                            vencido: boolean;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estoque/listarProdutos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Produtos por nome, com total em estoque e a marca de estoque baixo */
        get: {
            parameters: {
                query?: {
                    /** @description só este produto */
                    id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProdutoEstoque"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estoque/listarSetor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista: setor */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            codigo: number;
                            descricao: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estoque/listarUnidadesMedida": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista: unidade de medida */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            codigo: number;
                            descricao: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estoque/pacientes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pacientes ativos cujo nome contém o texto (até 20), para a saída usada num paciente */
        get: {
            parameters: {
                query: {
                    nome: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @description 'YYYY-MM-DD' */
                            nascimento: string | null;
                            nome: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estoque/popularTabelaEntrada": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tabela de entradas, a mais recente primeiro, no período e produto do filtro */
        post: {
            parameters: {
                query?: {
                    /** @description página, a partir de 0 (padrão 0) */
                    page?: string;
                    /** @description itens por página, 1 a 100 (padrão 20) */
                    size?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description até este dia, inclusive
                         */
                        dataFim?: string | null;
                        /**
                         * Format: date
                         * @description desde este dia (da clínica)
                         */
                        dataInicio?: string | null;
                        produtoId?: number | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: components["schemas"]["MovimentacaoEstoque"][];
                            /** @description até 10.000: acima disso, totalLimitado */
                            totalElements: number;
                            /** @description há mais de 10.000 movimentações no filtro (refine o período para contar) */
                            totalLimitado: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estoque/popularTabelaSaida": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tabela de saídas, a mais recente primeiro, no período e produto do filtro */
        post: {
            parameters: {
                query?: {
                    /** @description página, a partir de 0 (padrão 0) */
                    page?: string;
                    /** @description itens por página, 1 a 100 (padrão 20) */
                    size?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description até este dia, inclusive
                         */
                        dataFim?: string | null;
                        /**
                         * Format: date
                         * @description desde este dia (da clínica)
                         */
                        dataInicio?: string | null;
                        produtoId?: number | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: components["schemas"]["MovimentacaoEstoque"][];
                            /** @description até 10.000: acima disso, totalLimitado */
                            totalElements: number;
                            /** @description há mais de 10.000 movimentações no filtro (refine o período para contar) */
                            totalLimitado: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estoque/procedimentos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Procedimentos (id, nome, ativo), para a saída usada num paciente */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ativo: boolean;
                            id: number;
                            nome: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estoque/recall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recolhimento de lote: quais pacientes receberam o lote do produto, quanto, quando, por quem e em qual procedimento */
        get: {
            parameters: {
                query: {
                    /** @description número do lote (maiúsculas e minúsculas tanto faz) */
                    lote: string;
                    produtoId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            horario: string;
                            lote: string;
                            paciente: {
                                celular: string | null;
                                ddi: string;
                                id: number;
                                nome: string;
                                telefone: string | null;
                            };
                            procedimento: string | null;
                            /** @description o que ficou com o paciente (a saída menos o que voltou) */
                            quantidade: number;
                            saidaId: number;
                            usuario: string | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estudoCaso/buscarEstudo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um estudo de caso (também da aba de formulários, que o lista) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EstudoCaso"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estudoCaso/buscarEstudoPorPaciente/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Os estudos de caso do paciente, do mais recente ao mais antigo */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EstudoCaso"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estudoCaso/cadastro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrar o estudo de caso do paciente (as imagens marcadas, ou as escolhidas, e uma observação) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description urls das imagens das etapas; ausente: todas as marcadas para o estudo de caso */
                        imagens?: string[];
                        observacao?: string | null;
                        pacienteId: number;
                        procedimentoId?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EstudoCaso"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estudoCaso/documento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** O estudo de caso registrado, pronto para o serviço de PDF (imagens em linhas de 4) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        idEstudo: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: string;
                            /** @description o trabalho assinado que registra o PDF como emitido (ausente sem PDF_SERVICE_KEY) */
                            emissao?: string;
                            headerHeigth: number;
                            htmlHeader: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/estudoCaso/imagem/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Baixar uma imagem do estudo de caso (marcada para ele, ou de uma etapa de estudo de caso) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/exames/cadastroExames": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar (sem id) ou editar (com id) um exame do catálogo */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description padrão: ativo ao cadastrar, inalterado ao editar */
                        ativo?: boolean;
                        id?: number | null;
                        nome?: string | null;
                        /** @description versão lida (controle de concorrência otimista): 409 se o registro mudou desde então */
                        versao?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description inativo: não é oferecido em novos pedidos nem layouts, mas fica onde já está */
                            ativo: boolean;
                            id: number;
                            nome: string;
                            /** @description versão atual: enviada de volta ao editar */
                            versao: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/exames/excluir/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Excluir um exame do catálogo */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/exames/listarExames": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Catálogo de exames, por nome */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description inativo: não é oferecido em novos pedidos nem layouts, mas fica onde já está */
                            ativo: boolean;
                            id: number;
                            nome: string;
                            /** @description versão atual: enviada de volta ao editar */
                            versao: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/financeiro/buscarReceitas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um lançamento com a entrada e as parcelas (detalhesReceitas); pela aba Débitos, só a conta a receber de um paciente */
        get: {
            parameters: {
                query: {
                    /** @description id do lançamento */
                    idReceita: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Receita"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/financeiro/cancelarReceita": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancelar um lançamento: fica na lista, marcado (quem e quando); as parcelas pendentes são canceladas, as pagas ficam */
        post: {
            parameters: {
                query: {
                    /** @description id do lançamento */
                    idReceita: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Receita"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/financeiro/debitosPaciente": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Aba Débitos da ficha: as contas a receber do paciente (orçamentos aprovados primeiro pela data), com valor líquido, status e as parcelas ('Detalhes dos débitos') */
        get: {
            parameters: {
                query: {
                    pacienteId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DebitoPaciente"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/financeiro/editarReceita": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar um lançamento: nome, observação, fornecedor, paciente e as parcelas ainda pendentes (valor, vencimento, forma); pagas e canceladas não mudam */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        detalhesReceitas?: {
                            /** @enum {string|null} */
                            formaPagamento?: "DEBITO" | "DINHEIRO" | "PIX" | "CREDITO" | null;
                            id: number;
                            /** @description novo valor da parcela pendente, em centavos */
                            valorReceita?: number;
                            /**
                             * Format: date
                             * @description novo vencimento
                             */
                            vencimento?: string;
                        }[];
                        fornecedor?: string | null;
                        id: number;
                        nomeReceita?: string | null;
                        observacao?: string | null;
                        pacienteId?: number | null;
                        /** @description versão lida (controle de concorrência otimista): 409 se o registro mudou desde então */
                        versao?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Receita"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/financeiro/fluxoCaixa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fluxo de caixa das próximas semanas (segunda a domingo, America/Sao_Paulo): por semana, as contas a receber (entradas) e a pagar (saídas) pendentes pelo vencimento e o saldo; o vencido antes de hoje à parte. Pagas e canceladas ficam fora */
        get: {
            parameters: {
                query?: {
                    /** @description quantas semanas a partir desta (1 a 26, padrão 12) */
                    semanas?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FluxoCaixa"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/financeiro/lancarReceita": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lançar uma conta a receber ou a pagar: única, parcelada (a partir de vencimentoApartir, mensal) ou recorrente (a cada periodo tipoPeriodo até dataLimite) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description recorrente: último dia possível de uma ocorrência
                         */
                        dataLimite?: string | null;
                        /** @enum {string|null} */
                        formaPagamento?: "DEBITO" | "DINHEIRO" | "PIX" | "CREDITO" | null;
                        /** @enum {string|null} */
                        formaPagamentoEntrada?: "DEBITO" | "DINHEIRO" | "PIX" | "CREDITO" | null;
                        fornecedor?: string | null;
                        nomeReceita?: string | null;
                        observacao?: string | null;
                        /**
                         * @description UNICA (padrão), PARCELADA ou RECORRENTE
                         * @enum {string}
                         */
                        ocorrencia?: "UNICA" | "PARCELADA" | "RECORRENTE";
                        pacienteId?: number | null;
                        /** @description recorrente: a cada quantos tipoPeriodo */
                        periodo?: number | null;
                        quantidadeParcela?: number | null;
                        /** @enum {string|null} */
                        tipoPeriodo?: "DIA" | "SEMANA" | "MES" | "ANO" | null;
                        /**
                         * @description RECEITA (contas a receber, padrão) ou DESPESA (contas a pagar)
                         * @enum {string}
                         */
                        tipoReceita?: "RECEITA" | "DESPESA";
                        /** @description valor total (recorrente: de cada ocorrência), em centavos */
                        valorBruto?: number | null;
                        /** @description entrada (parcelada), vence hoje, em centavos */
                        valorEntrada?: number | null;
                        /**
                         * Format: date
                         * @description primeiro vencimento
                         */
                        vencimentoApartir?: string | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Receita"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/financeiro/pagamentoReceita": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pagar parcelas pendentes: ?idReceita (a parcela) &formaPagamento, ou o corpo detalhesReceitas [{ id, formaPagamento }] (aba Débitos). Registra quem recebeu e quando; uma parcela já paga ou cancelada é recusada (409). Com a Idempotency-Key, um clique duplo nunca paga duas vezes */
        post: {
            parameters: {
                query?: {
                    formaPagamento?: "DEBITO" | "DINHEIRO" | "PIX" | "CREDITO";
                    /** @description id da parcela (detalhe) a pagar */
                    idReceita?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        detalhesReceitas?: {
                            /** @enum {string|null} */
                            formaPagamento?: "DEBITO" | "DINHEIRO" | "PIX" | "CREDITO" | null;
                            id: number;
                        }[];
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            detalhesReceitas: components["schemas"]["DetalheReceita"][];
                            mensagem: string;
                            titulo: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/financeiro/pix/configuracao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A chave Pix da clínica (configurada: false enquanto não cadastrada) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PixConfiguracao"];
                    };
                };
            };
        };
        put?: never;
        /** Salvar a chave Pix da clínica, o nome do recebedor e a cidade (versao: a lida; 0 na primeira vez) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description CPF, CNPJ, e-mail, celular (+55…) ou chave aleatória */
                        chave?: string | null;
                        /** @description a cidade da clínica (até 15 caracteres) */
                        cidade?: string | null;
                        /** @description como o banco do pagador mostra (até 25 caracteres, sem acentos no código) */
                        nomeRecebedor?: string | null;
                        /** @description versão lida (0: ainda não cadastrada); 409 se mudou desde então */
                        versao?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PixConfiguracao"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/financeiro/pix/parcela/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A cobrança Pix (copia e cola e QR) de uma parcela ou entrada pendente de uma conta a receber, pela chave da clínica */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PixParcela"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/financeiro/popularTabelaReceita": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tabela de contas a receber (tipoReceita RECEITA, padrão) ou a pagar (DESPESA): as parcelas do filtro por vencimento, paginadas, com os totais do filtro */
        post: {
            parameters: {
                query?: {
                    /** @description página, a partir de 0 (padrão 0) */
                    page?: string;
                    /** @description itens por página, 1 a 100 (padrão 20) */
                    size?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description vencimento até
                         */
                        dataFim?: string | null;
                        /**
                         * Format: date
                         * @description vencimento a partir de
                         */
                        dataInicio?: string | null;
                        /** @enum {string|null} */
                        formaPagamento?: "DEBITO" | "DINHEIRO" | "PIX" | "CREDITO" | null;
                        fornecedor?: string | null;
                        nomePaciente?: string | null;
                        pacienteId?: number | null;
                        /** @enum {string|null} */
                        status?: "Pendente" | "PAGO" | "VENCIDO" | "CANCELADO" | null;
                        /**
                         * @description padrão RECEITA
                         * @enum {string}
                         */
                        tipoReceita?: "RECEITA" | "DESPESA";
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: components["schemas"]["LinhaReceita"][];
                            number: number;
                            size: number;
                            totais: {
                                pago: number;
                                /** @description pendentes ainda no prazo */
                                pendente: number;
                                /** @description soma das parcelas do filtro (canceladas fora), em centavos */
                                total: number;
                                vencido: number;
                            };
                            totalElements: number;
                            totalPages: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/financeiro/taxas/simular": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Para uma proposta (forma, parcelas, entrada, total em centavos): por parcela, o valor e o vencimento do paciente, a taxa, o líquido da clínica e o dia em que entra */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description o dia da proposta (padrão: hoje, no fuso da clínica)
                         */
                        dataInicio?: string | null;
                        entrada?: {
                            /**
                             * @description DEBITO, DINHEIRO ou PIX (nunca CREDITO)
                             * @enum {string|null}
                             */
                            formaPagamentoEntrada?: "DEBITO" | "DINHEIRO" | "PIX" | "CREDITO" | null;
                            /** @description valor da entrada, em centavos */
                            valorEntrada?: number | null;
                        } | null;
                        /** @enum {string|null} */
                        formaPagamento?: "DEBITO" | "DINHEIRO" | "PIX" | "CREDITO" | null;
                        /** @description só no CREDITO (1 a 24); nas outras formas, 1 */
                        quantidadeParcelas?: number | null;
                        /** @description valor líquido do orçamento, em centavos */
                        valorTotal?: number | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SimulacaoTaxas"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/formulario/atualizarStatusFormulario": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ativar ou desativar um formulário (não cria versão) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ativo: boolean;
                        id: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Formulario"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/formulario/cadastro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar formulário com suas perguntas (versão 1) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ativo?: boolean | null;
                        /** @enum {object|null} */
                        id?: never | null;
                        nome?: string | null;
                        perguntas?: {
                            exibePulseiraVermelha?: boolean | null;
                            exibirCampoRestricao?: boolean | null;
                            exibirCamposSimouNao?: boolean | null;
                            exibirGrauCalvicie?: boolean | null;
                            /** @description ignorado: cada versão grava as suas perguntas */
                            id?: number | null;
                            opcoesAdicionais?: string | null;
                            ordenacao?: number | null;
                            pergunta?: string | null;
                            textoComplementar?: string | null;
                        }[];
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Formulario"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/formulario/deletarFomulario": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Excluir uma ficha ou arquivo do paciente (DELETAR_FORMULARIOS): 'Formulário deletado com sucesso!' */
        delete: {
            parameters: {
                query: {
                    id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            mensagem: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/formulario/editar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar formulário: grava uma nova versão (as anteriores não mudam); 409 se a versão enviada não é mais a atual */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ativo?: boolean | null;
                        horarioAlteracao?: string | null;
                        horarioCadastro?: string | null;
                        id: number;
                        nome?: string | null;
                        perguntas?: {
                            exibePulseiraVermelha?: boolean | null;
                            exibirCampoRestricao?: boolean | null;
                            exibirCamposSimouNao?: boolean | null;
                            exibirGrauCalvicie?: boolean | null;
                            /** @description ignorado: cada versão grava as suas perguntas */
                            id?: number | null;
                            opcoesAdicionais?: string | null;
                            ordenacao?: number | null;
                            pergunta?: string | null;
                            textoComplementar?: string | null;
                        }[];
                        usuarioAlteracao?: string | null;
                        usuarioCadastro?: string | null;
                        versao: number;
                        versaoAtual?: number | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Formulario"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/formulario/grauCalvicie/cadastro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar um grau de calvície com as suas imagens */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description ignorado */
                        escolhida?: boolean | null;
                        grau?: string | null;
                        /** @enum {object|null} */
                        id?: never | null;
                        /** @description imagem do grau não escolhido: data URL (nova), o endereço lido (mantém) ou null (remove) */
                        imagemNaoPreenchida?: string | null;
                        /** @description imagem do grau escolhido: data URL (nova), o endereço lido (mantém) ou null (remove) */
                        imagemPreenchida?: string | null;
                        ordenacao?: number | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GrauCalvicie"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/formulario/grauCalvicie/editar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar um grau de calvície (uma imagem enviada com o endereço lido fica como está) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description ignorado */
                        escolhida?: boolean | null;
                        grau?: string | null;
                        id: number;
                        /** @description imagem do grau não escolhido: data URL (nova), o endereço lido (mantém) ou null (remove) */
                        imagemNaoPreenchida?: string | null;
                        /** @description imagem do grau escolhido: data URL (nova), o endereço lido (mantém) ou null (remove) */
                        imagemPreenchida?: string | null;
                        ordenacao?: number | null;
                        /** @description versão lida (controle de concorrência otimista): 409 se o registro mudou desde então */
                        versao?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GrauCalvicie"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/formulario/grauCalvicie/excluir/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Excluir um grau de calvície */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/formulario/grauCalvicie/listarTodos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Graus de calvície (imagens da pergunta de grau), em ordem */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GrauCalvicie"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/formulario/listar/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um formulário na versão atual (ou na versão pedida: ?versao=) */
        get: {
            parameters: {
                query?: {
                    /** @description uma versão anterior (ausente: a atual) */
                    versao?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Formulario"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/formulario/listarTodos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Formulários na versão atual, por nome (status=true: só os ativos) */
        get: {
            parameters: {
                query?: {
                    /** @description true: só os ativos; false: só os inativos; ausente: todos */
                    status?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Formulario"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/formulario/listasRespostasPerguntasEstudoCaso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** As respostas das fichas do paciente (no procedimento, se dado) para o estudo de caso */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        paciente: number;
                        procedimento?: number | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description vermelho numa restrição */
                            cor: string | null;
                            exibirCampoSimOuNao: boolean;
                            formulario: string;
                            /** Format: date-time */
                            horarioCadastro: string;
                            negrito: boolean;
                            pergunta: string;
                            resposta: string | null;
                            respostaOpcao: string | null;
                            /** @description 'Sim', 'Não' ou 'Restrição' */
                            simOuNao: string | null;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/formulario/resposta/arquivo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Baixar o arquivo enviado no lugar de uma ficha */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/formulario/resposta/cadastro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Preencher um formulário para o paciente (na versão atual do formulário) ou editar a ficha (id, versao: na versão em que foi preenchida) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        formulario: number;
                        /** @description presente: edita esta ficha (mesma versão do formulário) */
                        id?: number | null;
                        /** @description o médico da ficha; ausente: quem preenche, se for médico */
                        medico?: number | null;
                        paciente: number;
                        procedimento: number;
                        respostaPerguntas: {
                            /** @description o grau de calvície escolhido (uma imagem) */
                            grauCalvicie?: number | null;
                            /** @description uma pergunta da versão do formulário respondida */
                            perguntaId: number;
                            /** @description o texto complementar */
                            resposta?: string | null;
                            /** @description uma das opcoesAdicionais da pergunta */
                            respostaOpcao?: string | null;
                            /** @description Restrição (exclusivo com Sim e Não) */
                            restricao?: boolean | null;
                            /**
                             * @description Sim ou Não (exclusivo com restricao)
                             * @enum {string|null}
                             */
                            simouNao?: "SIM" | "NAO" | null;
                        }[];
                        /** @description ao editar: a versão da ficha lida (409 se outra pessoa salvou) */
                        versao?: number | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FormularioResposta"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FormularioResposta"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/formulario/resposta/imprimir": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A ficha no layout vinculado ao formulário, pronta para o serviço de PDF (registrada como emitida) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: string;
                            /** @description o trabalho assinado para o registro de documentos emitidos (ausente sem PDF_SERVICE_KEY) */
                            emissao?: string;
                            headerHeigth: number;
                            htmlHeader: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/formulario/resposta/listar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** As fichas, arquivos e estudos de caso ('Estudo de casos', type ESTUDO_CASO) do paciente no procedimento, mais recentes primeiro */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        paciente: number;
                        procedimento: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FormularioRespostaLinha"][];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/formulario/resposta/listar/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Uma ficha com as perguntas da versão do formulário em que foi preenchida */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FormularioResposta"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/formulario/resposta/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 'Faça upload de arquivos': guarda um arquivo (imagem ou vídeo, o limite das etapas) no lugar de uma ficha (multipart, campo arquivo) */
        post: {
            parameters: {
                query: {
                    paciente: string;
                    procedimento: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FormularioResposta"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/funcionario/cadastro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar funcionário (usuário não médico) com sua senha inicial */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ativo?: boolean | null;
                        cpf?: string | null;
                        email?: string | null;
                        /** @description o endereço que POST /gerenciar/usuario/foto respondeu (null: sem foto) */
                        foto?: string | null;
                        /**
                         * @description sem id: cadastro
                         * @enum {object|null}
                         */
                        id?: never | null;
                        /** @enum {string|null} */
                        idioma?: "pt" | "es" | "en" | null;
                        nome?: string | null;
                        perfilId?: number | {
                            id: number;
                            nome?: string;
                        } | (never | null);
                        /** @description senha inicial (mínimo 8 caracteres, com letras e números) */
                        senha?: string | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Funcionario"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/funcionario/editar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar funcionário (campos ausentes ficam como estão); desativar encerra as sessões dele na hora */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ativo?: boolean | null;
                        cpf?: string | null;
                        email?: string | null;
                        /** @description o endereço que POST /gerenciar/usuario/foto respondeu (null: sem foto) */
                        foto?: string | null;
                        horarioAlteracao?: string | null;
                        horarioCadastro?: string | null;
                        id: number;
                        /** @enum {string|null} */
                        idioma?: "pt" | "es" | "en" | null;
                        nome?: string | null;
                        perfilId?: number | {
                            id: number;
                            nome?: string;
                        } | (never | null);
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Funcionario"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/funcionario/excluir/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Excluir funcionário (suas sessões terminam na hora) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/funcionario/listar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Funcionários (usuários que não são médicos), ativos primeiro, por nome */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Funcionario"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/funcionario/listar/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um funcionário */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Funcionario"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/funcionario/obterUsuariosSistema": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Todos os usuários do sistema (médicos também), por nome: id, nome, ehMedico, ativo */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ativo: boolean;
                            ehMedico: boolean;
                            id: number;
                            nome: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/imagens/arquivo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Baixar um arquivo de etapa (anexo com nome fixo) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/imagens/cadastro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrar uma etapa do paciente */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        configuracoesEtapaId: number;
                        dataRegistro?: string | null;
                        horaFinal?: string | null;
                        horaInicial?: string | null;
                        id?: number;
                        imagens?: {
                            exibeNoEstudoCaso?: boolean;
                            ordenacao?: number;
                            urlArmazenamento: string;
                        }[];
                        observacao?: string | null;
                        pacienteId: number;
                        procedimentoId: number;
                        versao?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GrupoEtapa"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/imagens/editar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar uma etapa (409 se a versão estiver desatualizada) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        configuracoesEtapaId: number;
                        dataRegistro?: string | null;
                        horaFinal?: string | null;
                        horaInicial?: string | null;
                        id: number;
                        imagens?: {
                            exibeNoEstudoCaso?: boolean;
                            ordenacao?: number;
                            urlArmazenamento: string;
                        }[];
                        observacao?: string | null;
                        pacienteId: number;
                        procedimentoId: number;
                        versao: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GrupoEtapa"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/imagens/estudocaso/listar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** As etapas registradas do paciente com as imagens marcadas para o estudo de caso (as sem nenhuma ficam de fora) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        idPaciente: number;
                        /** @description só as etapas deste procedimento; ausente: todos os do paciente */
                        procedimento?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GrupoEstudoCaso"][];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/imagens/listar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Etapas ativas do procedimento com as respostas do paciente (o mesmo que o POST, por query) */
        get: {
            parameters: {
                query: {
                    idPaciente: string;
                    procedimento: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GrupoEtapa"][];
                    };
                };
            };
        };
        put?: never;
        /** Etapas ativas do procedimento com as respostas do paciente */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        buscarImagens?: boolean;
                        idPaciente: number;
                        procedimento: number;
                        solicitarBase64?: boolean;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GrupoEtapa"][];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/imagens/listardescricaogrupos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Descrições de etapa */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ativo: boolean;
                            estudoCaso: boolean;
                            id: number;
                            nomeEtapa: string;
                            ordenacao: number;
                            /** @description quantas imagens a etapa recebe no prontuário (0 a 6) */
                            quantidadeImagens: number;
                            /** @description versão atual: enviada de volta ao editar */
                            versao: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/imagens/listarGruposEstudosDeCaso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** As etapas de estudo de caso (configuração da etapa) registradas para o paciente, com todas as suas imagens */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        idPaciente: number;
                        /** @description só as etapas deste procedimento; ausente: todos os do paciente */
                        procedimento?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GrupoEstudoCaso"][];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/imagens/listarPorFiltro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** As etapas registradas do paciente com suas imagens, filtradas por procedimento, etapa, período e marcação de estudo de caso */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        configuracoesEtapaId?: number;
                        /** @description YYYY-MM-DD */
                        dataFim?: string;
                        /** @description YYYY-MM-DD */
                        dataInicio?: string;
                        /** @description true: só as imagens marcadas para o estudo de caso */
                        exibeNoEstudoCaso?: boolean;
                        idPaciente: number;
                        procedimento?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GrupoEstudoCaso"][];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/imagens/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enviar uma imagem ou um vídeo (multipart, campo arquivo); o tipo vem do conteúdo */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            exibeNoEstudoCaso: boolean;
                            id: number | null;
                            mimeType: string;
                            name: string;
                            ordenacao: number;
                            size: number;
                            urlArmazenamento: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/medico/cadastrarGatilhoLembrete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Minutos antes dos agendamentos para avisar o médico (1 a 59; vazio desliga). O próprio médico, ou GERENCIAR_USUARIOS_DO_SISTEMA */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        horarioGatilho?: string | number | (never | null);
                        medicoId: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            horarioGatilho: string | null;
                            medicoId: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/medico/cadastro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar médico (um usuário com ehMedico) com perfil e senha inicial; responde como listar/{id} */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bairro?: string | null;
                        celular?: string | null;
                        cep?: string | null;
                        cidade?: string | null;
                        complemento?: string | null;
                        cpf?: string | null;
                        email?: string | null;
                        estado?: string | null;
                        /** @description o endereço que POST /gerenciar/usuario/foto respondeu (null: sem foto) */
                        foto?: string | null;
                        /**
                         * @description sem id: cadastro (editar: PUT editar)
                         * @enum {object|null}
                         */
                        id?: never | null;
                        /** @enum {string|null} */
                        idioma?: "pt" | "es" | "en" | null;
                        logradouro?: string | null;
                        /** @description ignorado aqui (cadastrarGatilhoLembrete) */
                        minutosParaOAlerta?: string | number | (never | null);
                        nascimento?: string | null;
                        nome?: string | null;
                        numero?: string | null;
                        pais?: string | null;
                        perfilId?: number | {
                            id: number;
                            nome?: string;
                        } | (never | null);
                        registroProfissional?: string | null;
                        rg?: string | null;
                        /** @description senha inicial (mínimo 8 caracteres, com letras e números) */
                        senha?: string | null;
                        telefone?: string | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Medico"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/medico/cadastroDisponibilidade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar (sem id, 201) ou editar (com id) uma disponibilidade; 409 se sobrepõe outra do médico */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        dataFinal?: string | null;
                        dataInicial?: string | null;
                        /** @enum {string|null} */
                        dia?: "DOM" | "SEG" | "TER" | "QUA" | "QUI" | "SEX" | "SAB" | "" | null;
                        horaFim?: string | null;
                        horaInicio?: string | null;
                        id?: number | null;
                        medico: number;
                        nomeCompromisso?: string | null;
                        periodo?: boolean | null;
                        tipoCompromisso?: number | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Disponibilidade"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Disponibilidade"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/medico/criarBloqueioMedico": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar (sem id, 201) ou editar (com id) um bloqueio */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bloqueioRecorrente?: boolean | null;
                        dataFinal?: string | null;
                        dataInicial?: string | null;
                        diaEspecifico?: string | null;
                        /** @enum {string|null} */
                        diaSemana?: "DOM" | "SEG" | "TER" | "QUA" | "QUI" | "SEX" | "SAB" | "" | null;
                        horaFinal?: string | null;
                        horaInicial?: string | null;
                        horarioAlteracao?: string | null;
                        horarioCadastro?: string | null;
                        id?: number | null;
                        medicoId: number;
                        observacao?: string | null;
                        periodo?: boolean | null;
                        /** @enum {string|null} */
                        tipoCompromissoEnum?: "AVULSO" | null;
                        usuarioAlteracao?: string | null;
                        usuarioCadastro?: string | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Bloqueio"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Bloqueio"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/medico/deletaBloqueioMedico/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Excluir um bloqueio */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/medico/deletar{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** O mesmo que DELETE excluir/{id}: spec 01 §7 cita GET /deletar{id}, sem barra (ex.: /gerenciar/medico/deletar42) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/medico/deletarDisponibilidade/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Excluir uma disponibilidade */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/medico/editar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar o médico: seus dados, o perfil e a situação do login (campos ausentes ficam como estão); desativar encerra as sessões dele na hora e o tira da agenda */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description false: desativa (as sessões dele terminam na hora; agendamentos e histórico ficam) */
                        ativo?: boolean | null;
                        bairro?: string | null;
                        celular?: string | null;
                        cep?: string | null;
                        cidade?: string | null;
                        complemento?: string | null;
                        cpf?: string | null;
                        email?: string | null;
                        estado?: string | null;
                        /** @description o endereço que POST /gerenciar/usuario/foto respondeu (null: sem foto) */
                        foto?: string | null;
                        id: number;
                        logradouro?: string | null;
                        /** @description ignorado aqui (cadastrarGatilhoLembrete) */
                        minutosParaOAlerta?: string | number | (never | null);
                        nascimento?: string | null;
                        nome?: string | null;
                        numero?: string | null;
                        pais?: string | null;
                        perfilId?: number | {
                            id: number;
                            nome?: string;
                        } | (never | null);
                        registroProfissional?: string | null;
                        rg?: string | null;
                        telefone?: string | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Medico"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/medico/excluir/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Excluir médico (suas sessões terminam na hora); 409 se ele tem agendamentos, disponibilidades ou bloqueios */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/medico/listar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Médicos ativos, por nome (os que a agenda oferece); ?situacao=todos: os inativos também, depois */
        get: {
            parameters: {
                query?: {
                    /** @description todos: os inativos também, depois dos ativos (a tela de usuários) */
                    situacao?: "ativos" | "todos";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Medico"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/medico/listar/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um médico */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Medico"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/medico/listarBloqueioMedico": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bloqueios do médico que valem num dia (diaEspecifico=DD-MM-YYYY; o dia da semana sai da data) */
        get: {
            parameters: {
                query: {
                    /** @description DD-MM-YYYY (ou YYYY-MM-DD) */
                    diaEspecifico?: string;
                    /** @description sem diaEspecifico: os recorrentes deste dia da semana */
                    diaSemana?: "DOM" | "SEG" | "TER" | "QUA" | "QUI" | "SEX" | "SAB" | "";
                    medicoId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Bloqueio"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/medico/listarBloqueioMedico/{medicoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bloqueios do médico */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    medicoId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Bloqueio"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/medico/listarDisponibilidade/{medicoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Disponibilidades do médico (semanais, depois os períodos) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    medicoId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Disponibilidade"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/medico/notificacaoMedico/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** O lembrete do médico */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            horarioGatilho: string | null;
                            medicoId: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/notificacao/limparNotificacoesDoMedico/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Marca como lidas todas as notificações do usuário (Fechar todas) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            quantidade: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/notificacao/marcarComoLida/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Marca como lida uma notificação de quem chama */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Notificação (spec 01 §3); tipoNotificacao null: lembrete de agendamento */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Notificacao"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/notificacao/medico/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** As notificações não lidas de um usuário (médico) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Notificacao"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/notificacao/naoLidas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** As não lidas de quem chama: as suas e os alertas abertos dos papéis que tem */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Notificacao"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/notificacao/notificarMedicoAgendamentoNaoFinalizado/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lembra o médico dos atendimentos iniciados e não finalizados (um aviso; nenhum se não houver) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            quantidade: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/orcamento/cadastroParcelamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Criar (sem id) ou alterar (com id e versao) uma condição de parcelamento; uma por forma de pagamento e quantidade de parcelas; só o crédito é parcelado */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        diasRecebimento?: number | null;
                        /** @enum {string|null} */
                        formaPagamento?: "DEBITO" | "DINHEIRO" | "PIX" | "CREDITO" | null;
                        id?: number | null;
                        quantidadeParcelas?: number | null;
                        taxaPercentual?: number | null;
                        /** @description versão lida (controle de concorrência otimista): 409 se o registro mudou desde então */
                        versao?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Parcelamento"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Parcelamento"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/orcamento/criarOrcamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Criar um orçamento PENDENTE com suas propostas de pagamento (valores em centavos; regras do formulário no servidor) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        campanhaId?: number | null;
                        /** @description desconto do orçamento, em centavos */
                        desconto?: number | null;
                        /** @description ignorado: criarOrcamento sempre cria */
                        id?: number | null;
                        pacienteId?: number | null;
                        /** @description ignorado */
                        pacienteSelecionado?: {
                            [key: string]: unknown;
                        } | null;
                        procedimentoId?: number | null;
                        /** @description o usuário logado (um médico) */
                        profissionalId?: number | null;
                        propostasDePagamentos?: {
                            entrada?: {
                                /**
                                 * @description DEBITO, DINHEIRO ou PIX (nunca CREDITO)
                                 * @enum {string|null}
                                 */
                                formaPagamentoEntrada?: "DEBITO" | "DINHEIRO" | "PIX" | "CREDITO" | null;
                                /** @description valor da entrada, em centavos */
                                valorEntrada?: number | null;
                            } | null;
                            /** @description ignorado: só a aprovação escolhe */
                            escolhido?: boolean | null;
                            /** @enum {string|null} */
                            formaPagamento?: "DEBITO" | "DINHEIRO" | "PIX" | "CREDITO" | null;
                            /** @description ignorado: o orçamento é novo */
                            id?: number | null;
                            ordenacao?: number | null;
                            /** @description só no CREDITO (1 a 24); nas outras formas, 1 */
                            quantidadeParcelas?: number | null;
                            /** @description ignorado */
                            status?: string | null;
                            temEntrada?: boolean | null;
                            /** @description ignorado: calculado pelo servidor */
                            valorDaParcela?: number | null;
                        }[] | null;
                        /** @description ignorado */
                        receitaDTO?: {
                            [key: string]: unknown;
                        } | null;
                        /** @description ignorado: um orçamento nasce PENDENTE */
                        status?: string | null;
                        /** @description preço do procedimento menos o desconto da campanha (o servidor confere), em centavos */
                        valorBruto?: number | null;
                        /** @description ignorado: valorBruto − desconto */
                        valorLiquido?: number | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Orcamento"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/orcamento/listaParcelamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** As condições de parcelamento: por forma de pagamento e quantidade de parcelas, a taxa da operadora (%) e os dias até o dinheiro entrar */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Parcelamento"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/orcamento/listarStatusOrcamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Status de orçamento: [{ codigo, descricao }], na ordem do ciclo */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            codigo: "PENDENTE" | "APROVADO" | "CANCELADO";
                            /** @description para mostrar, em português */
                            descricao: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/orcamento/pacientes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pacientes ativos cujo nome contém o texto (até 20), com e-mail e telefones, para o formulário do orçamento */
        get: {
            parameters: {
                query: {
                    nome: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            celular: string | null;
                            /** @description código do país do celular ('55' no Brasil) */
                            ddi: string | null;
                            email: string | null;
                            id: number;
                            nome: string;
                            telefone: string | null;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/orcamento/pesquisarOrcamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um orçamento com o paciente, as propostas (somenteAprovadas=true: só a aprovada) e a receita da aprovação */
        get: {
            parameters: {
                query: {
                    orcamentoId: string;
                    /** @description true: só a proposta aprovada */
                    somenteAprovadas?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Orcamento"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/orcamento/popularTabelaOrcamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lista de orçamentos do filtro, o mais recente primeiro, 20 por página (sem ORCAMENTO: só os aprovados de um paciente) */
        post: {
            parameters: {
                query?: {
                    /** @description página, a partir de 0 (padrão 0) */
                    page?: string;
                    /** @description itens por página, 1 a 100 (padrão 20) */
                    size?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * Format: date
                         * @description dia da clínica, incluído
                         */
                        dataFinal?: string | null;
                        /**
                         * Format: date
                         * @description dia da clínica, incluído
                         */
                        dataInicio?: string | null;
                        idOrcamento?: number | null;
                        nomeCampanha?: string | null;
                        nomePaciente?: string | null;
                        pacienteId?: number | null;
                        procedimentoId?: number | null;
                        /** @enum {string|null} */
                        status?: "PENDENTE" | "APROVADO" | "CANCELADO" | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: components["schemas"]["LinhaOrcamento"][];
                            /** @description a página (a partir de 0) */
                            number: number;
                            size: number;
                            totalElements: number;
                            totalPages: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/orcamento/setarStatusOrcamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** APROVADO com propostaId (EDITAR_VISUALIZAR_ORCAMENTOS): escolhe a proposta e cria a receita com entrada e parcelas, na mesma transação; CANCELADO (CANCELAR_ORCAMENTOS): só um pendente */
        post: {
            parameters: {
                query: {
                    orcamentoId: string;
                    /** @description a proposta aprovada (APROVADO) */
                    propostaId?: string;
                    /** @description APROVADO (EDITAR_VISUALIZAR_ORCAMENTOS) ou CANCELADO (CANCELAR_ORCAMENTOS) */
                    status: "APROVADO" | "CANCELADO";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Orcamento"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/paciente/{id}/lotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lotes de estoque usados no paciente (saídas ligadas a ele, menos as devoluções), o mais recente primeiro; opcionalmente de um procedimento */
        get: {
            parameters: {
                query?: {
                    /** @description só o que foi usado neste procedimento */
                    procedimentoId?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description quando saiu, ISO 8601 */
                            horario: string;
                            lote: string;
                            nomeProduto: string;
                            procedimento: {
                                id: number;
                                nome: string;
                            } | null;
                            produtoId: number;
                            /** @description o que ficou com o paciente: a saída menos o que voltou */
                            quantidade: number;
                            saidaId: number;
                            unidade: string;
                            /** @description quem lançou a saída */
                            usuario: string | null;
                            /** @description 'YYYY-MM-DD' */
                            validade: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/paciente/ativarDesativarPaciente/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ativar ou desativar paciente ({ ativo } define; sem ele alterna) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ativo?: boolean;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Paciente"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/paciente/buscarAtestado": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Os atestados do paciente (no procedimento, quando dado), os mais novos primeiro */
        get: {
            parameters: {
                query: {
                    pacienteId: string;
                    procedimentoId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Atestado"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/paciente/buscarOrientacaoMedica": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** As prescrições (orientações médicas) do paciente no procedimento, as mais novas primeiro */
        get: {
            parameters: {
                query: {
                    pacienteId: string;
                    procedimentoId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            horarioCadastro: string;
                            id: number;
                            /** @description quem emite: o usuário que criou, se médico */
                            medico: string | null;
                            medicoId: number | null;
                            nomePrescricao: string;
                            paciente: number;
                            procedimento: number;
                            texto: string;
                            usuarioCadastro: string | null;
                            versao: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/paciente/cadastro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar paciente (400 com uma mensagem por campo inválido) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        altura?: number | null;
                        ativo?: boolean;
                        auditorias?: {
                            /** @description id do usuário */
                            autor: number | null;
                            /** Format: date-time */
                            dataAcao: string;
                            /** @description alterações separadas por ';', campos em <<>>, ids em [[ ]] */
                            descricao: string;
                            id: number;
                            /** @description nome do usuário (null quando não listado) */
                            nomeAutor?: string | null;
                        }[] | null;
                        bairro?: string | null;
                        celular?: string | null;
                        cep?: string | null;
                        cidade?: string | null;
                        complemento?: string | null;
                        cpf?: string | null;
                        ddi?: string | null;
                        ehWhatsapp?: boolean;
                        email?: string | null;
                        estado?: string | null;
                        estrangeiro?: boolean;
                        /** @description o caminho devolvido pelo envio da foto (/gerenciar/paciente/foto/{uuid}), ou null */
                        foto?: string | null;
                        grauParentescoContatoEmergencia?: string | null;
                        horarioAlteracao?: string | null;
                        horarioCadastro?: string | null;
                        /** @description ignorado (sempre cria) */
                        id?: number | null;
                        isResponsavelPeloPagamento?: boolean;
                        logradouro?: string | null;
                        /** @description YYYY-MM-DD */
                        nascimento?: string | null;
                        nome?: string | null;
                        nomeContatoEmergencia?: string | null;
                        nomeMae?: string | null;
                        numero?: string | null;
                        observacoes?: string | null;
                        pais?: string | null;
                        peso?: number | null;
                        pesquisaAtracao?: number | null;
                        /** @description 1 = Sim, outro valor = Não */
                        planoSaude?: number | null;
                        planoSaudeId?: number | null;
                        profissao?: string | null;
                        pulseiraId?: number | null;
                        pulseiraVermelha?: boolean;
                        redeSocial?: string | null;
                        responsavelPagamento?: {
                            bairro?: string | null;
                            cep?: string | null;
                            cidade?: string | null;
                            complemento?: string | null;
                            cpf?: string | null;
                            email?: string | null;
                            estado?: string | null;
                            logradouro?: string | null;
                            nome?: string | null;
                            numero?: string | null;
                            pais?: string | null;
                            telefone?: string | null;
                        } | null;
                        rg?: string | null;
                        /** @enum {string|null} */
                        sexo?: "MASCULINO" | "FEMININO" | null;
                        telefone?: string | null;
                        telefoneContatoEmergencia?: string | null;
                        usuarioAlteracao?: string | null;
                        usuarioCadastro?: string | null;
                        /** @description ignorado */
                        versao?: number | null;
                        whatsApp?: string | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Paciente"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/paciente/cadastroPulseiras": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Criar (sem id, 201) ou editar (com id) pulseira: tipo e cor */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description padrão true ao criar; ausente ao editar: fica como está */
                        ativo?: boolean;
                        /** @description #RRGGBB */
                        cor: string;
                        /** @description com id: edita esse item; sem id: cria */
                        id?: number | null;
                        tipo: string;
                        /** @description versão lida (controle de concorrência otimista): 409 se o registro mudou desde então */
                        versao?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ativo: boolean;
                            cor: string;
                            id: number;
                            tipo: string;
                            /** @description versão atual: enviada de volta ao editar */
                            versao: number;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ativo: boolean;
                            cor: string;
                            id: number;
                            tipo: string;
                            /** @description versão atual: enviada de volta ao editar */
                            versao: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/paciente/deletarAtestado": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Excluir um atestado (DELETAR_ATESTADO) */
        delete: {
            parameters: {
                query: {
                    atestadoId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/paciente/deletarPulseiras/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Excluir pulseira (409 se algum paciente a usa) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/paciente/editar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar paciente (409 se a versão enviada estiver desatualizada) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        altura?: number | null;
                        ativo?: boolean;
                        auditorias?: {
                            /** @description id do usuário */
                            autor: number | null;
                            /** Format: date-time */
                            dataAcao: string;
                            /** @description alterações separadas por ';', campos em <<>>, ids em [[ ]] */
                            descricao: string;
                            id: number;
                            /** @description nome do usuário (null quando não listado) */
                            nomeAutor?: string | null;
                        }[] | null;
                        bairro?: string | null;
                        celular?: string | null;
                        cep?: string | null;
                        cidade?: string | null;
                        complemento?: string | null;
                        cpf?: string | null;
                        ddi?: string | null;
                        ehWhatsapp?: boolean;
                        email?: string | null;
                        estado?: string | null;
                        estrangeiro?: boolean;
                        /** @description o caminho devolvido pelo envio da foto (/gerenciar/paciente/foto/{uuid}), ou null */
                        foto?: string | null;
                        grauParentescoContatoEmergencia?: string | null;
                        horarioAlteracao?: string | null;
                        horarioCadastro?: string | null;
                        id: number;
                        isResponsavelPeloPagamento?: boolean;
                        logradouro?: string | null;
                        /** @description YYYY-MM-DD */
                        nascimento?: string | null;
                        nome?: string | null;
                        nomeContatoEmergencia?: string | null;
                        nomeMae?: string | null;
                        numero?: string | null;
                        observacoes?: string | null;
                        pais?: string | null;
                        peso?: number | null;
                        pesquisaAtracao?: number | null;
                        /** @description 1 = Sim, outro valor = Não */
                        planoSaude?: number | null;
                        planoSaudeId?: number | null;
                        profissao?: string | null;
                        pulseiraId?: number | null;
                        pulseiraVermelha?: boolean;
                        redeSocial?: string | null;
                        responsavelPagamento?: {
                            bairro?: string | null;
                            cep?: string | null;
                            cidade?: string | null;
                            complemento?: string | null;
                            cpf?: string | null;
                            email?: string | null;
                            estado?: string | null;
                            logradouro?: string | null;
                            nome?: string | null;
                            numero?: string | null;
                            pais?: string | null;
                            telefone?: string | null;
                        } | null;
                        rg?: string | null;
                        /** @enum {string|null} */
                        sexo?: "MASCULINO" | "FEMININO" | null;
                        telefone?: string | null;
                        telefoneContatoEmergencia?: string | null;
                        usuarioAlteracao?: string | null;
                        usuarioCadastro?: string | null;
                        /** @description versão lida (controle de concorrência otimista) */
                        versao: number;
                        whatsApp?: string | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Paciente"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/paciente/foto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enviar a foto de um paciente (multipart, campo arquivo; JPEG, PNG ou WebP até 5 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            foto: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/paciente/foto/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A foto de um paciente */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/paciente/gerarAtestado": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Criar (sem id) ou editar (com id) um atestado; quem emite é o usuário que cria, só se for médico */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description ao editar */
                        id?: number | null;
                        /** @description o layout ATESTADO de que partiu */
                        layoutId?: number | null;
                        paciente: number;
                        procedimento: number;
                        /** @description HTML do editor */
                        texto: string | null;
                        /** @description versão lida (controle de concorrência otimista): 409 se o registro mudou desde então */
                        versao?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Atestado"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/paciente/gerarOrientacaoMedica": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Criar (sem id) ou editar (com id) uma prescrição; quem emite é o usuário que cria, só se for médico */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id?: number | null;
                        nomePrescricao?: string | null;
                        paciente: number;
                        procedimento: number;
                        texto?: string | null;
                        /** @description versão lida (controle de concorrência otimista): 409 se o registro mudou desde então */
                        versao?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            horarioCadastro: string;
                            id: number;
                            /** @description quem emite: o usuário que criou, se médico */
                            medico: string | null;
                            medicoId: number | null;
                            nomePrescricao: string;
                            paciente: number;
                            procedimento: number;
                            texto: string;
                            usuarioCadastro: string | null;
                            versao: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/paciente/historicoAgendamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Histórico de agendamentos do paciente num procedimento, o mais recente primeiro */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        idPaciente: number;
                        procedimento: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: date-time */
                            chegadaDoPaciente: string | null;
                            /** Format: date-time */
                            dataAgendamento: string;
                            etapa: string | null;
                            /** Format: date-time */
                            fimConsulta: string | null;
                            /** Format: date-time */
                            horaFinal: string;
                            /** Format: date-time */
                            horarioAlteracao: string;
                            /** Format: date-time */
                            horarioCadastro: string;
                            id: number;
                            /** Format: date-time */
                            inicioConsulta: string | null;
                            medico: string;
                            /** @description o médico do agendamento: só ele inicia o atendimento */
                            medicoId: number;
                            motivoCancelamento: string | null;
                            observacao: string | null;
                            procedimento: string;
                            /** @enum {string} */
                            status: "PENDENTE" | "CONFIRMADO" | "CANCELADO" | "EM_ATENDIMENTO" | "FINALIZADO";
                            /** @enum {string} */
                            statusConsulta: "NAO_INICIADA" | "EM_ATENDIMENTO" | "FINALIZADA";
                            usuarioAlteracao: string;
                            usuarioCadastro: string;
                            valor: number | null;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/paciente/imprimirAtestado/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um atestado pronto para o serviço de PDF, registrado como emitido */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: string;
                            /** @description o trabalho assinado que o serviço de PDF devolve ao registrar o documento como emitido */
                            emissao?: string;
                            headerHeigth: number;
                            htmlHeader: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/paciente/laudo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** O laudo do paciente num procedimento, pronto para o serviço de PDF (cabeçalho e corpo) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        idPaciente: number;
                        procedimento: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description o corpo: histórico de agendamentos e etapas com imagens */
                            content: string;
                            /** @description o trabalho assinado que o serviço de PDF devolve ao registrar o laudo como emitido (ausente sem PDF_SERVICE_KEY) */
                            emissao?: string;
                            /** @description altura do cabeçalho em px (o nome é o da especificação) */
                            headerHeigth: number;
                            /** @description cabeçalho de cada página: logo e dados do paciente */
                            htmlHeader: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/paciente/listar/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um paciente, com o histórico de alterações (auditorias, mais recentes primeiro); a leitura entra na trilha de auditoria (PACIENTE_ACESSADO, uma vez a cada 10 minutos por usuário) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Paciente"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/paciente/listarPulseiras": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar pulseiras: ativas primeiro, por tipo (?ativos=true: só as ativas) */
        get: {
            parameters: {
                query?: {
                    /** @description true: só os ativos (os seletores da ficha); ausente ou false: todos */
                    ativos?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ativo: boolean;
                            cor: string;
                            id: number;
                            tipo: string;
                            /** @description versão atual: enviada de volta ao editar */
                            versao: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/paciente/pesquisar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pesquisa paginada (parte do nome sem acentos/maiúsculas, CPF, ativo) */
        post: {
            parameters: {
                query?: {
                    /** @description página, a partir de 0 (padrão 0) */
                    page?: string;
                    /** @description itens por página, 1 a 100 (padrão 20) */
                    size?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ativo?: boolean | null;
                        /** @description dígitos do CPF (11: exato; menos: prefixo) */
                        cpf?: string | null;
                        /** @description parte do nome (sem distinguir acentos nem maiúsculas) */
                        nome?: string | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: components["schemas"]["PacienteResumo"][];
                            page: number;
                            size: number;
                            /** @description exato; com totalEstimado, um mínimo: mais de 1.000 pacientes atendem ao filtro */
                            totalElements: number;
                            /** @description totalElements é um mínimo (a contagem para em 1.001) */
                            totalEstimado: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/paciente/pesquisar/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pacientes ativos cujo nome contém o texto (até 20, por nome) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PacienteResumo"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/paciente/verificarAptidaoParaAgendamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Aptidão do paciente para o procedimento (avaliação) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        idPaciente: number;
                        procedimento: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apto: boolean | null;
                            /**
                             * @description 'apto', 'Exame(s) pendente(s)' ou '' (sem avaliação)
                             * @enum {string}
                             */
                            status: "apto" | "Exame(s) pendente(s)" | "";
                            valor: number | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/paciente/verificarPacienteCadastrado": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Id do paciente com este CPF, ou 0
         * @description Corpo: os dígitos do CPF como texto JSON ("52998224725"), número, ou { "cpf": "..." } (máscara aceita).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": string | number | {
                        cpf: string;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description id do paciente, 0 quando nenhum */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": number;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/perfil/cadastro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Criar perfil */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        authorities: ("ROLE_DASHBOARD" | "ROLE_AGENDAMENTOS" | "ROLE_PACIENTES" | "ROLE_FINANCEIRO" | "ROLE_USUARIOS" | "ROLE_ESTOQUE" | "ROLE_RELATORIOS" | "ROLE_CONFIGURACOES" | "ROLE_LOG" | "IMAGENS_FICHA_PACIENTE" | "CRIAR_DESPESA" | "EDITAR_ESTOQUE" | "EXAME_FICHA_PACIENTE" | "EDITAR_RECEITA" | "CRIAR_CAMPANHA" | "CRIAR_NOVO_PACIENTE" | "PRENCHEER_FORMULARIO_DE_CONTATO" | "DEBITO_FICHA_PACIENTE" | "VISUALIZAR_AGENDAMENTOS_PROFISSIONAIS" | "PRESCRISOES_FICHA_PACIENTE" | "GERENCIAR_USUARIOS_DO_SISTEMA" | "DELETAR_FORMULARIOS" | "AGENDAMENTOS_FICHA_PACIENTE" | "ORCAMENTO" | "CRIAR_ORCAMENTOS" | "CANCELAR_RECEITA" | "FINANCEIRO_FICHA_PACIENTE" | "ACESSO_FICHA_PACIENTE" | "EDITAR_VISUALIZAR_ORCAMENTOS" | "CANCELAR_DESPESA" | "HISTORICO_FICHA_PACIENTE" | "ATESTADO_FICHA_PACIENTE" | "GERENCIAR_CONFIGURACOES" | "EDITAR_E_VISUALIZAR_CAMPANHAS" | "FORMULARIO_FICHA_PACIENTE" | "EDITAR_AGENDAMENTOS" | "PROPOSTA_CONTRATO_FICHA_PACIENTE" | "CANCELAR_ORCAMENTOS" | "EDITAR_DESPESA" | "DELETAR_CONTRATOS" | "AGENDAMENTOS_PACIENTES" | "CRIAR_ESTUDO_CASO" | "CRIAR_RECEITA" | "CRIAR_AGENDAMENTOS" | "DELETAR_PRESCRICOES" | "EXCECAO_AGENDAMENTO" | "DELETAR_EXAME" | "DELETAR_ATESTADO" | "DELETAR_PRESCRICAO")[];
                        /** @default home.dashboard */
                        defaultHome?: string;
                        nome: string;
                        /**
                         * @default ATENDIMENTO
                         * @enum {string}
                         */
                        perfilEquipe?: "ATENDIMENTO" | "COMERCIAL";
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Perfil"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/perfil/deletarPerfil/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Excluir perfil (409 se houver usuários com ele) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/perfil/editar/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar perfil */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        authorities: ("ROLE_DASHBOARD" | "ROLE_AGENDAMENTOS" | "ROLE_PACIENTES" | "ROLE_FINANCEIRO" | "ROLE_USUARIOS" | "ROLE_ESTOQUE" | "ROLE_RELATORIOS" | "ROLE_CONFIGURACOES" | "ROLE_LOG" | "IMAGENS_FICHA_PACIENTE" | "CRIAR_DESPESA" | "EDITAR_ESTOQUE" | "EXAME_FICHA_PACIENTE" | "EDITAR_RECEITA" | "CRIAR_CAMPANHA" | "CRIAR_NOVO_PACIENTE" | "PRENCHEER_FORMULARIO_DE_CONTATO" | "DEBITO_FICHA_PACIENTE" | "VISUALIZAR_AGENDAMENTOS_PROFISSIONAIS" | "PRESCRISOES_FICHA_PACIENTE" | "GERENCIAR_USUARIOS_DO_SISTEMA" | "DELETAR_FORMULARIOS" | "AGENDAMENTOS_FICHA_PACIENTE" | "ORCAMENTO" | "CRIAR_ORCAMENTOS" | "CANCELAR_RECEITA" | "FINANCEIRO_FICHA_PACIENTE" | "ACESSO_FICHA_PACIENTE" | "EDITAR_VISUALIZAR_ORCAMENTOS" | "CANCELAR_DESPESA" | "HISTORICO_FICHA_PACIENTE" | "ATESTADO_FICHA_PACIENTE" | "GERENCIAR_CONFIGURACOES" | "EDITAR_E_VISUALIZAR_CAMPANHAS" | "FORMULARIO_FICHA_PACIENTE" | "EDITAR_AGENDAMENTOS" | "PROPOSTA_CONTRATO_FICHA_PACIENTE" | "CANCELAR_ORCAMENTOS" | "EDITAR_DESPESA" | "DELETAR_CONTRATOS" | "AGENDAMENTOS_PACIENTES" | "CRIAR_ESTUDO_CASO" | "CRIAR_RECEITA" | "CRIAR_AGENDAMENTOS" | "DELETAR_PRESCRICOES" | "EXCECAO_AGENDAMENTO" | "DELETAR_EXAME" | "DELETAR_ATESTADO" | "DELETAR_PRESCRICAO")[];
                        /** @default home.dashboard */
                        defaultHome?: string;
                        id?: number;
                        nome: string;
                        /**
                         * @default ATENDIMENTO
                         * @enum {string}
                         */
                        perfilEquipe?: "ATENDIMENTO" | "COMERCIAL";
                        /** @description versão lida (controle de concorrência otimista): 409 se o registro mudou desde então */
                        versao?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Perfil"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/perfil/listar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Listar perfis (filtro opcional por parte do nome) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        nome?: string | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Perfil"][];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/pesquisaAtracao/cadastroPesquisaAtracao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Criar (sem id, 201) ou editar (com id) opção de 'como conheceu' */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description padrão true ao criar; ausente ao editar: fica como está */
                        ativo?: boolean;
                        /** @description com id: edita esse item; sem id: cria */
                        id?: number | null;
                        nome: string;
                        /** @description versão lida (controle de concorrência otimista): 409 se o registro mudou desde então */
                        versao?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ItemCadastro"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ItemCadastro"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/pesquisaAtracao/excluir/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Excluir opção de 'como conheceu' (409 se algum paciente o usa) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/pesquisaAtracao/listarPesquisaAtracao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar opção de 'como conheceu': ativos primeiro, por nome (?ativos=true: só os ativos) */
        get: {
            parameters: {
                query?: {
                    /** @description true: só os ativos (os seletores da ficha); ausente ou false: todos */
                    ativos?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ItemCadastro"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/planoSaude/cadastroPlanoSaude": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Criar (sem id, 201) ou editar (com id) plano de saúde */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description padrão true ao criar; ausente ao editar: fica como está */
                        ativo?: boolean;
                        /** @description com id: edita esse item; sem id: cria */
                        id?: number | null;
                        nome: string;
                        /** @description versão lida (controle de concorrência otimista): 409 se o registro mudou desde então */
                        versao?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ItemCadastro"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ItemCadastro"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/planoSaude/excluir/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Excluir plano de saúde (409 se algum paciente o usa) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/planoSaude/listarPlanoSaude": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listar plano de saúde: ativos primeiro, por nome (?ativos=true: só os ativos) */
        get: {
            parameters: {
                query?: {
                    /** @description true: só os ativos (os seletores da ficha); ausente ou false: todos */
                    ativos?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ItemCadastro"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/prescricao/arquivo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Baixar um arquivo de exame (carregado ou resultado) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/prescricao/buscarEtapasPrecricao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** As etapas da conferência de um exame, com o texto e a cor de cada uma */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cor: string;
                            texto: string;
                            valor: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/prescricao/cadastro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Criar um pedido de exame (sem id) ou editar um exame e a sua conferência (com id) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description PENDENTE, REALIZADA ou ALTERACAO */
                        conferenciaExame?: string | null;
                        confirmacaoExames?: {
                            confirmacaoEntrega?: boolean;
                            id?: number | null;
                            idExame: number;
                            nome?: string | null;
                            resultado?: string | null;
                        }[];
                        /** @description ids do catálogo de exames pedidos (repetidos contam uma vez) */
                        exames?: number[];
                        id?: number | null;
                        layoutId?: number | null;
                        /** @description o médico do pedido; padrão: quem cria, se for médico */
                        medicoId?: number | null;
                        nomeLayout?: string | null;
                        observacoes?: string | null;
                        pacienteId: number;
                        procedimentoId: number;
                        /** @description os resultados que ficam, 'url <<nome>>' separados por ';; ' (os ausentes são removidos) */
                        resultadoExame?: string | null;
                        texto?: string | null;
                        tipoPrescricaoId?: number | null;
                        /** @description versão lida (controle de concorrência otimista): 409 se o registro mudou desde então */
                        versao?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description endereço do primeiro arquivo carregado (tipo 2) */
                            arquivo: string | null;
                            /** @description os arquivos carregados (tipo 2) */
                            arquivos: {
                                mimeType: string;
                                nome: string;
                                url: string;
                            }[];
                            conferenciaExame: "PENDENTE" | "REALIZADA" | "ALTERACAO";
                            confirmacaoExames: {
                                confirmacaoEntrega: boolean;
                                id: number;
                                idExame: number;
                                nome: string;
                                resultado: string | null;
                            }[];
                            /** Format: date-time */
                            dataRegristro: string;
                            /** Format: date-time */
                            horarioCadastro: string;
                            /** @description código: o mesmo espaço de números das prescrições (deletarPrescricao?codigo) */
                            id: number;
                            layoutId: number | null;
                            medico: string | null;
                            medicoId: number | null;
                            nomeArquivo: string | null;
                            nomeLayout: string | null;
                            observacoes: string | null;
                            pacienteId: number;
                            procedimentoId: number;
                            /** @description os resultados anexados na conferência */
                            resultadoExame: {
                                mimeType: string;
                                nome: string;
                                url: string;
                            }[];
                            /** @description HTML saneado */
                            texto: string | null;
                            /** @description 1 Pedido Exame, 2 Carregar um arquivo */
                            tipoPrescricaoId: number;
                            /** @description 'Pedido Exame', ou 'outros' para arquivos carregados */
                            tipPrescricao: string;
                            usuarioCadastro: string | null;
                            versao: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/prescricao/conferirErealizaarUploadArquivo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Salvar a conferência de um exame: entrega e resultado de cada exame, observação, status e os resultados anexados que ficam */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description PENDENTE, REALIZADA ou ALTERACAO */
                        conferenciaExame?: string | null;
                        confirmacaoExames?: {
                            confirmacaoEntrega?: boolean;
                            id?: number | null;
                            idExame: number;
                            nome?: string | null;
                            resultado?: string | null;
                        }[];
                        observacoes?: string | null;
                        /** @description os resultados que ficam, 'url <<nome>>' separados por ';; ' (os ausentes são removidos) */
                        resultadoExame?: string | null;
                        /** @description versão lida (controle de concorrência otimista): 409 se o registro mudou desde então */
                        versao?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description endereço do primeiro arquivo carregado (tipo 2) */
                            arquivo: string | null;
                            /** @description os arquivos carregados (tipo 2) */
                            arquivos: {
                                mimeType: string;
                                nome: string;
                                url: string;
                            }[];
                            conferenciaExame: "PENDENTE" | "REALIZADA" | "ALTERACAO";
                            confirmacaoExames: {
                                confirmacaoEntrega: boolean;
                                id: number;
                                idExame: number;
                                nome: string;
                                resultado: string | null;
                            }[];
                            /** Format: date-time */
                            dataRegristro: string;
                            /** Format: date-time */
                            horarioCadastro: string;
                            /** @description código: o mesmo espaço de números das prescrições (deletarPrescricao?codigo) */
                            id: number;
                            layoutId: number | null;
                            medico: string | null;
                            medicoId: number | null;
                            nomeArquivo: string | null;
                            nomeLayout: string | null;
                            observacoes: string | null;
                            pacienteId: number;
                            procedimentoId: number;
                            /** @description os resultados anexados na conferência */
                            resultadoExame: {
                                mimeType: string;
                                nome: string;
                                url: string;
                            }[];
                            /** @description HTML saneado */
                            texto: string | null;
                            /** @description 1 Pedido Exame, 2 Carregar um arquivo */
                            tipoPrescricaoId: number;
                            /** @description 'Pedido Exame', ou 'outros' para arquivos carregados */
                            tipPrescricao: string;
                            usuarioCadastro: string | null;
                            versao: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/prescricao/deletarPrescricao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Excluir um exame (DELETAR_EXAME) ou uma prescrição (DELETAR_PRESCRICAO, DELETAR_PRESCRICOES ou DELETAR_PRECRIÇÕES) pelo código */
        delete: {
            parameters: {
                query: {
                    /** @description código do exame ou da prescrição */
                    codigo: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/prescricao/imprimir/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um pedido de exame (exames em colunas de até 10) ou uma prescrição, pronto para o serviço de PDF e registrado como emitido */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: string;
                            /** @description o trabalho assinado que o serviço de PDF devolve ao registrar o documento como emitido */
                            emissao?: string;
                            headerHeigth: number;
                            htmlHeader: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/prescricao/listar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Os exames mais recentes (até 500) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description endereço do primeiro arquivo carregado (tipo 2) */
                            arquivo: string | null;
                            /** @description os arquivos carregados (tipo 2) */
                            arquivos: {
                                mimeType: string;
                                nome: string;
                                url: string;
                            }[];
                            conferenciaExame: "PENDENTE" | "REALIZADA" | "ALTERACAO";
                            confirmacaoExames: {
                                confirmacaoEntrega: boolean;
                                id: number;
                                idExame: number;
                                nome: string;
                                resultado: string | null;
                            }[];
                            /** Format: date-time */
                            dataRegristro: string;
                            /** Format: date-time */
                            horarioCadastro: string;
                            /** @description código: o mesmo espaço de números das prescrições (deletarPrescricao?codigo) */
                            id: number;
                            layoutId: number | null;
                            medico: string | null;
                            medicoId: number | null;
                            nomeArquivo: string | null;
                            nomeLayout: string | null;
                            observacoes: string | null;
                            pacienteId: number;
                            procedimentoId: number;
                            /** @description os resultados anexados na conferência */
                            resultadoExame: {
                                mimeType: string;
                                nome: string;
                                url: string;
                            }[];
                            /** @description HTML saneado */
                            texto: string | null;
                            /** @description 1 Pedido Exame, 2 Carregar um arquivo */
                            tipoPrescricaoId: number;
                            /** @description 'Pedido Exame', ou 'outros' para arquivos carregados */
                            tipPrescricao: string;
                            usuarioCadastro: string | null;
                            versao: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/prescricao/listar/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um exame */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description endereço do primeiro arquivo carregado (tipo 2) */
                            arquivo: string | null;
                            /** @description os arquivos carregados (tipo 2) */
                            arquivos: {
                                mimeType: string;
                                nome: string;
                                url: string;
                            }[];
                            conferenciaExame: "PENDENTE" | "REALIZADA" | "ALTERACAO";
                            confirmacaoExames: {
                                confirmacaoEntrega: boolean;
                                id: number;
                                idExame: number;
                                nome: string;
                                resultado: string | null;
                            }[];
                            /** Format: date-time */
                            dataRegristro: string;
                            /** Format: date-time */
                            horarioCadastro: string;
                            /** @description código: o mesmo espaço de números das prescrições (deletarPrescricao?codigo) */
                            id: number;
                            layoutId: number | null;
                            medico: string | null;
                            medicoId: number | null;
                            nomeArquivo: string | null;
                            nomeLayout: string | null;
                            observacoes: string | null;
                            pacienteId: number;
                            procedimentoId: number;
                            /** @description os resultados anexados na conferência */
                            resultadoExame: {
                                mimeType: string;
                                nome: string;
                                url: string;
                            }[];
                            /** @description HTML saneado */
                            texto: string | null;
                            /** @description 1 Pedido Exame, 2 Carregar um arquivo */
                            tipoPrescricaoId: number;
                            /** @description 'Pedido Exame', ou 'outros' para arquivos carregados */
                            tipPrescricao: string;
                            usuarioCadastro: string | null;
                            versao: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/prescricao/listarPrescricaoId/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Texto, conferência, resultados e atividades de um exame */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            auditorias: {
                                autor: number | null;
                                /** Format: date-time */
                                dataAcao: string;
                                /** @description mudanças separadas por ";", campos entre << >> */
                                descricao: string;
                                id: number;
                                /** @description o nome de quem fez ("Não listado" na tela quando ausente) */
                                nomeAutor: string | null;
                            }[];
                            conferenciaExame: "PENDENTE" | "REALIZADA" | "ALTERACAO";
                            confirmacaoExames: {
                                confirmacaoEntrega: boolean;
                                id: number;
                                idExame: number;
                                nome: string;
                                resultado: string | null;
                            }[];
                            id: number;
                            observacoes: string | null;
                            resultadoExame: {
                                mimeType: string;
                                nome: string;
                                url: string;
                            }[];
                            texto: string | null;
                            versao: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/prescricao/listarPrescricaoPaciente": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Os exames do paciente no procedimento, os mais novos primeiro */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        idPaciente: number;
                        procedimento?: number | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description endereço do primeiro arquivo carregado (tipo 2) */
                            arquivo: string | null;
                            /** @description os arquivos carregados (tipo 2) */
                            arquivos: {
                                mimeType: string;
                                nome: string;
                                url: string;
                            }[];
                            conferenciaExame: "PENDENTE" | "REALIZADA" | "ALTERACAO";
                            confirmacaoExames: {
                                confirmacaoEntrega: boolean;
                                id: number;
                                idExame: number;
                                nome: string;
                                resultado: string | null;
                            }[];
                            /** Format: date-time */
                            dataRegristro: string;
                            /** Format: date-time */
                            horarioCadastro: string;
                            /** @description código: o mesmo espaço de números das prescrições (deletarPrescricao?codigo) */
                            id: number;
                            layoutId: number | null;
                            medico: string | null;
                            medicoId: number | null;
                            nomeArquivo: string | null;
                            nomeLayout: string | null;
                            observacoes: string | null;
                            pacienteId: number;
                            procedimentoId: number;
                            /** @description os resultados anexados na conferência */
                            resultadoExame: {
                                mimeType: string;
                                nome: string;
                                url: string;
                            }[];
                            /** @description HTML saneado */
                            texto: string | null;
                            /** @description 1 Pedido Exame, 2 Carregar um arquivo */
                            tipoPrescricaoId: number;
                            /** @description 'Pedido Exame', ou 'outros' para arquivos carregados */
                            tipPrescricao: string;
                            usuarioCadastro: string | null;
                            versao: number;
                        }[];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/prescricao/listartiposprescricao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tipos de exame: 1 Pedido Exame, 2 Carregar um arquivo */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            nome: string;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/prescricao/uploadArquivoPrescricao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Multipart: tipoPrescricaoId, procedimentoId, pacienteId, id opcional e os arquivos em uploadArquivo (até 10). Sem id: um exame tipo 2 com os arquivos; com id: resultados anexados ao exame */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description endereço do primeiro arquivo carregado (tipo 2) */
                            arquivo: string | null;
                            /** @description os arquivos carregados (tipo 2) */
                            arquivos: {
                                mimeType: string;
                                nome: string;
                                url: string;
                            }[];
                            conferenciaExame: "PENDENTE" | "REALIZADA" | "ALTERACAO";
                            confirmacaoExames: {
                                confirmacaoEntrega: boolean;
                                id: number;
                                idExame: number;
                                nome: string;
                                resultado: string | null;
                            }[];
                            /** Format: date-time */
                            dataRegristro: string;
                            /** Format: date-time */
                            horarioCadastro: string;
                            /** @description código: o mesmo espaço de números das prescrições (deletarPrescricao?codigo) */
                            id: number;
                            layoutId: number | null;
                            medico: string | null;
                            medicoId: number | null;
                            nomeArquivo: string | null;
                            nomeLayout: string | null;
                            observacoes: string | null;
                            pacienteId: number;
                            procedimentoId: number;
                            /** @description os resultados anexados na conferência */
                            resultadoExame: {
                                mimeType: string;
                                nome: string;
                                url: string;
                            }[];
                            /** @description HTML saneado */
                            texto: string | null;
                            /** @description 1 Pedido Exame, 2 Carregar um arquivo */
                            tipoPrescricaoId: number;
                            /** @description 'Pedido Exame', ou 'outros' para arquivos carregados */
                            tipPrescricao: string;
                            usuarioCadastro: string | null;
                            versao: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/procedimento/cadastro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar procedimento */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ativo?: boolean;
                        etapas?: {
                            id: number;
                            nomeEtapa?: string;
                        }[];
                        id?: number;
                        nome?: string | null;
                        /** @description preço em centavos, ao menos 1 (uma fração é arredondada) */
                        valor?: number | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Procedimento"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/procedimento/cadastroDescricaoEtapa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar ou editar uma descrição de etapa */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ativo?: boolean;
                        estudoCaso?: boolean;
                        id?: number;
                        nomeEtapa: string;
                        ordenacao?: number;
                        /** @description padrão 6 */
                        quantidadeImagens?: number;
                        /** @description versão lida (controle de concorrência otimista): 409 se o registro mudou desde então */
                        versao?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ativo: boolean;
                            estudoCaso: boolean;
                            id: number;
                            nomeEtapa: string;
                            ordenacao: number;
                            /** @description quantas imagens a etapa recebe no prontuário (0 a 6) */
                            quantidadeImagens: number;
                            /** @description versão atual: enviada de volta ao editar */
                            versao: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/procedimento/editar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Editar procedimento */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ativo?: boolean;
                        etapas?: {
                            id: number;
                            nomeEtapa?: string;
                        }[];
                        id: number;
                        nome?: string | null;
                        /** @description preço em centavos, ao menos 1 (uma fração é arredondada) */
                        valor?: number | null;
                        /** @description versão lida (controle de concorrência otimista): 409 se o registro mudou desde então */
                        versao?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Procedimento"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/procedimento/excluir/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Excluir procedimento (409 se há agendamentos ou etapas de pacientes com ele) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/procedimento/listar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Procedimentos com suas etapas */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Procedimento"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/procedimento/listar/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um procedimento */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Procedimento"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/procedimento/ListarDescricaoEtapa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Descrições de etapa */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ativo: boolean;
                            estudoCaso: boolean;
                            id: number;
                            nomeEtapa: string;
                            ordenacao: number;
                            /** @description quantas imagens a etapa recebe no prontuário (0 a 6) */
                            quantidadeImagens: number;
                            /** @description versão atual: enviada de volta ao editar */
                            versao: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/procedimento/pesquisarProcedimentosDoPaciente/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Procedimentos do paciente (dos seus agendamentos), o mais recente primeiro */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Procedimento"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/sala/cadastroEedicao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar (sem id) ou editar (com id) uma sala */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ativo?: boolean;
                        id?: number;
                        nome?: string | null;
                        /** @description versão lida (controle de concorrência otimista): 409 se o registro mudou desde então */
                        versao?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ativo: boolean;
                            id: number;
                            nome: string;
                            /** @description versão atual: enviada de volta ao editar */
                            versao: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/sala/excluir/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Excluir uma sala (409 se há agendamentos nela) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/sala/listar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Salas (ativas primeiro, por nome) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ativo: boolean;
                            id: number;
                            nome: string;
                            /** @description versão atual: enviada de volta ao editar */
                            versao: number;
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/usuario/foto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enviar a foto de um usuário (multipart, campo arquivo; JPEG, PNG ou WebP até 5 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            foto: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/usuario/foto/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A foto de um usuário */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gerenciar/usuario/minhaFoto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** A própria foto (Minha conta): o endereço que POST /gerenciar/usuario/foto respondeu, ou null para tirá-la */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description o endereço que POST /gerenciar/usuario/foto respondeu (null: sem foto) */
                        foto: string | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            foto: string | null;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/layout/atualizar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Atualizar layout */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description exames do catálogo, na ordem: ids ou os objetos lidos */
                        exames?: (number | {
                            id: number;
                            nome?: string;
                        })[] | null;
                        formularioId?: number | null;
                        id: number;
                        /** @description ignorado: o servidor grava quem e quando */
                        info?: unknown;
                        nome: string | null;
                        nomeFormulario?: string | null;
                        nomeProcedimento?: string | null;
                        procedimentoId?: number | null;
                        /** @description HTML (imagens em data URL cabem) */
                        texto: string | null;
                        /** @enum {string|null} */
                        tipoLayout: "DOCUMENTO" | "EXAME" | "ORCAMENTO" | "ATESTADO" | "PRESCRICAO" | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Layout"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/layout/buscarLayoutFormulario/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** O layout ligado a um formulário (a impressão do formulário); 404 quando não há */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Layout"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/layout/cadastro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar layout (texto saneado; só um do tipo ORCAMENTO) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description exames do catálogo, na ordem: ids ou os objetos lidos */
                        exames?: (number | {
                            id: number;
                            nome?: string;
                        })[] | null;
                        formularioId?: number | null;
                        /** @enum {object|null} */
                        id?: never | null;
                        /** @description ignorado: o servidor grava quem e quando */
                        info?: unknown;
                        nome: string | null;
                        nomeFormulario?: string | null;
                        nomeProcedimento?: string | null;
                        procedimentoId?: number | null;
                        /** @description HTML (imagens em data URL cabem) */
                        texto: string | null;
                        /** @enum {string|null} */
                        tipoLayout: "DOCUMENTO" | "EXAME" | "ORCAMENTO" | "ATESTADO" | "PRESCRICAO" | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Layout"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/layout/cadastroVariaveisAplicacao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar (sem id) ou alterar (com id) uma variável da clínica; as do sistema não mudam */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ativo?: boolean | null;
                        /** @description ignorado */
                        bloqueado?: boolean | null;
                        descricao?: string | null;
                        /** @description presente: altera essa variável */
                        id?: number | null;
                        /** @enum {string|null} */
                        menu?: "CHAVE" | "IMPRESSAO" | "ORCAMENTO" | null;
                        nome: string | null;
                        valor: string | null;
                        /** @description versão lida (controle de concorrência otimista): 409 se o registro mudou desde então */
                        versao?: number;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VariavelLayout"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VariavelLayout"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/layout/deletarVariaveisAplicacao/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Excluir uma variável da clínica */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/layout/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Excluir layout */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/layout/formatarTextoOrcamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** O layout de orçamento preenchido para cada item (uma página cada) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        formularioId?: number | null;
                        idOrcamento?: number | null;
                        idPaciente: number;
                        orcamento?: {
                            campanha?: string | null;
                            /** @description centavos */
                            desconto?: number | null;
                            nomeProcedimento: string;
                            propostasDePagamentos?: {
                                entrada?: {
                                    formaPagamentoEntrada: string;
                                    /** @description centavos */
                                    valorEntrada: number;
                                } | null;
                                formaPagamento?: string | null;
                                quantidadeParcelas: number;
                                /** @description centavos */
                                valorDaParcela: number;
                            }[] | null;
                            /** @description centavos */
                            valorBruto: number;
                        } | null;
                        procedimento?: number | null;
                        respostaFormulario?: {
                            pergunta: string;
                            resposta: string | null;
                        }[] | null;
                        /** @description usuário médico que emite; ausente: quem chama, se for médico */
                        usuarioGerado?: number | null;
                    }[];
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description HTML preenchido e saneado */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/layout/listar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Layouts por tipo e nome (filtros: tipoDeLayout, procedimento, formularioId, nome) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        formularioId?: number | null;
                        /** @description parte do nome, sem diferença de maiúsculas */
                        nome?: string | null;
                        /** @description os do procedimento e os sem procedimento */
                        procedimento?: number | null;
                        /** @enum {string|null} */
                        tipoDeLayout?: "DOCUMENTO" | "EXAME" | "ORCAMENTO" | "ATESTADO" | "PRESCRICAO" | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Layout"][];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/layout/listar/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um layout */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Layout"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/layout/listarVariaveisAplicacao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Catálogo de variáveis: as do sistema (bloqueado) e as da clínica (valor fixo) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VariavelLayout"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/layout/preencherLayout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Preenche um layout (idLayout) ou um texto para um paciente; 422 lista as variáveis sem valor */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        formularioId?: number | null;
                        /** @description o layout salvo a preencher */
                        idLayout?: number | null;
                        idOrcamento?: number | null;
                        idPaciente: number;
                        orcamento?: {
                            campanha?: string | null;
                            /** @description centavos */
                            desconto?: number | null;
                            nomeProcedimento: string;
                            propostasDePagamentos?: {
                                entrada?: {
                                    formaPagamentoEntrada: string;
                                    /** @description centavos */
                                    valorEntrada: number;
                                } | null;
                                formaPagamento?: string | null;
                                quantidadeParcelas: number;
                                /** @description centavos */
                                valorDaParcela: number;
                            }[] | null;
                            /** @description centavos */
                            valorBruto: number;
                        } | null;
                        procedimento?: number | null;
                        respostaFormulario?: {
                            pergunta: string;
                            resposta: string | null;
                        }[] | null;
                        /** @description ou um texto (o do editor) a preencher */
                        texto?: string | null;
                        /** @description usuário médico que emite; ausente: quem chama, se for médico */
                        usuarioGerado?: number | null;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description HTML preenchido e saneado */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/obterConfiguracoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Configurações visuais do portal (público) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description #RRGGBB */
                            corDoSistema: string;
                            /** @description URL da imagem ou null */
                            favicon: string | null;
                            /** @description URL da imagem ou null */
                            logo: string | null;
                            nome: string;
                            tituloDaPagida: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ping/versao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Versão da api (também serve de verificação de saúde) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            versao: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/relatorios/agendamentos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Agendamentos por período × médico × procedimento, por situação, com taxas de cancelamento e de faltas */
        get: {
            parameters: {
                query?: {
                    /** @description período de cada linha: 'dia', 'semana' (segunda a domingo) ou 'mes' (padrão); 'dia' aceita até 92 dias */
                    agrupar?: string;
                    /** @description último dia, aaaa-mm-dd (obrigatório, inclusive; o período tem no máximo 366 dias) */
                    fim?: string;
                    /** @description primeiro dia, aaaa-mm-dd (obrigatório; dia inteiro em America/Sao_Paulo) */
                    inicio?: string;
                    /** @description ids de médicos separados por vírgula (até 50); ausente ou vazio: todos */
                    medico?: string;
                    /** @description ids de procedimentos separados por vírgula (até 50); ausente ou vazio: todos */
                    procedimento?: string;
                    /** @description situações separadas por vírgula (PENDENTE, CONFIRMADO, EM_ATENDIMENTO, FINALIZADO, CANCELADO); ausente ou vazio: todas */
                    status?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            agrupar: "dia" | "semana" | "mes";
                            /**
                             * Format: date
                             * @description último dia do relatório (inclusive)
                             */
                            fim: string;
                            /**
                             * Format: date-time
                             * @description o instante de referência das faltas (agendamentos terminados até ele)
                             */
                            geradoEm: string;
                            /**
                             * Format: date
                             * @description primeiro dia do relatório
                             */
                            inicio: string;
                            /** @description período × médico × procedimento (só combinações com agendamentos), por período, médico e procedimento; até 10.000 */
                            linhas: {
                                /** @description CANCELADO */
                                cancelados: number;
                                /** @description não cancelados em que o paciente veio: EM_ATENDIMENTO, FINALIZADO, ou PENDENTE/CONFIRMADO com chegada marcada */
                                comparecimentos: number;
                                /** @description CONFIRMADO que não é falta (horário por vir, ou o paciente chegou) */
                                confirmados: number;
                                /** @description EM_ATENDIMENTO */
                                emAtendimento: number;
                                /** @description PENDENTE ou CONFIRMADO cujo horário já terminou sem o paciente ter chegado (o paciente faltou) */
                                faltas: number;
                                /** @description FINALIZADO */
                                finalizados: number;
                                medicoId: number;
                                medicoNome: string;
                                /** @description PENDENTE que não é falta (horário por vir, ou o paciente chegou) */
                                pendentes: number;
                                /**
                                 * Format: date
                                 * @description início do período da linha, aaaa-mm-dd: o dia; a segunda-feira da semana; o dia 1º do mês (a primeira e a última semana ou mês podem estar cortadas por 'inicio' e 'fim')
                                 */
                                periodo: string;
                                procedimentoId: number;
                                procedimentoNome: string;
                                /** @description cancelados ÷ total, de 0 a 1 (4 casas); null quando total é 0 */
                                taxaCancelamento: number | null;
                                /** @description faltas ÷ (faltas + comparecimentos), de 0 a 1 (4 casas): só conta agendamentos com desfecho; null quando não há nenhum */
                                taxaFalta: number | null;
                                /** @description agendamentos do grupo (todas as situações filtradas) = pendentes + confirmados + emAtendimento + finalizados + cancelados + faltas (cada agendamento numa só) */
                                total: number;
                            }[];
                            /** @description médicos com agendamentos no filtro, por nome */
                            porMedico: {
                                /** @description CANCELADO */
                                cancelados: number;
                                /** @description não cancelados em que o paciente veio: EM_ATENDIMENTO, FINALIZADO, ou PENDENTE/CONFIRMADO com chegada marcada */
                                comparecimentos: number;
                                /** @description CONFIRMADO que não é falta (horário por vir, ou o paciente chegou) */
                                confirmados: number;
                                /** @description EM_ATENDIMENTO */
                                emAtendimento: number;
                                /** @description PENDENTE ou CONFIRMADO cujo horário já terminou sem o paciente ter chegado (o paciente faltou) */
                                faltas: number;
                                /** @description FINALIZADO */
                                finalizados: number;
                                medicoId: number;
                                medicoNome: string;
                                /** @description PENDENTE que não é falta (horário por vir, ou o paciente chegou) */
                                pendentes: number;
                                /** @description cancelados ÷ total, de 0 a 1 (4 casas); null quando total é 0 */
                                taxaCancelamento: number | null;
                                /** @description faltas ÷ (faltas + comparecimentos), de 0 a 1 (4 casas): só conta agendamentos com desfecho; null quando não há nenhum */
                                taxaFalta: number | null;
                                /** @description agendamentos do grupo (todas as situações filtradas) = pendentes + confirmados + emAtendimento + finalizados + cancelados + faltas (cada agendamento numa só) */
                                total: number;
                            }[];
                            /** @description todos os períodos de inicio a fim, em ordem, os vazios com zeros (o gráfico) */
                            porPeriodo: {
                                /** @description CANCELADO */
                                cancelados: number;
                                /** @description não cancelados em que o paciente veio: EM_ATENDIMENTO, FINALIZADO, ou PENDENTE/CONFIRMADO com chegada marcada */
                                comparecimentos: number;
                                /** @description CONFIRMADO que não é falta (horário por vir, ou o paciente chegou) */
                                confirmados: number;
                                /** @description EM_ATENDIMENTO */
                                emAtendimento: number;
                                /** @description PENDENTE ou CONFIRMADO cujo horário já terminou sem o paciente ter chegado (o paciente faltou) */
                                faltas: number;
                                /** @description FINALIZADO */
                                finalizados: number;
                                /** @description PENDENTE que não é falta (horário por vir, ou o paciente chegou) */
                                pendentes: number;
                                /**
                                 * Format: date
                                 * @description início do período da linha, aaaa-mm-dd: o dia; a segunda-feira da semana; o dia 1º do mês (a primeira e a última semana ou mês podem estar cortadas por 'inicio' e 'fim')
                                 */
                                periodo: string;
                                /** @description cancelados ÷ total, de 0 a 1 (4 casas); null quando total é 0 */
                                taxaCancelamento: number | null;
                                /** @description faltas ÷ (faltas + comparecimentos), de 0 a 1 (4 casas): só conta agendamentos com desfecho; null quando não há nenhum */
                                taxaFalta: number | null;
                                /** @description agendamentos do grupo (todas as situações filtradas) = pendentes + confirmados + emAtendimento + finalizados + cancelados + faltas (cada agendamento numa só) */
                                total: number;
                            }[];
                            /** @description procedimentos com agendamentos no filtro, por nome */
                            porProcedimento: {
                                /** @description CANCELADO */
                                cancelados: number;
                                /** @description não cancelados em que o paciente veio: EM_ATENDIMENTO, FINALIZADO, ou PENDENTE/CONFIRMADO com chegada marcada */
                                comparecimentos: number;
                                /** @description CONFIRMADO que não é falta (horário por vir, ou o paciente chegou) */
                                confirmados: number;
                                /** @description EM_ATENDIMENTO */
                                emAtendimento: number;
                                /** @description PENDENTE ou CONFIRMADO cujo horário já terminou sem o paciente ter chegado (o paciente faltou) */
                                faltas: number;
                                /** @description FINALIZADO */
                                finalizados: number;
                                /** @description PENDENTE que não é falta (horário por vir, ou o paciente chegou) */
                                pendentes: number;
                                procedimentoId: number;
                                procedimentoNome: string;
                                /** @description cancelados ÷ total, de 0 a 1 (4 casas); null quando total é 0 */
                                taxaCancelamento: number | null;
                                /** @description faltas ÷ (faltas + comparecimentos), de 0 a 1 (4 casas): só conta agendamentos com desfecho; null quando não há nenhum */
                                taxaFalta: number | null;
                                /** @description agendamentos do grupo (todas as situações filtradas) = pendentes + confirmados + emAtendimento + finalizados + cancelados + faltas (cada agendamento numa só) */
                                total: number;
                            }[];
                            totais: components["schemas"]["RelatorioContagem"];
                            /** @description havia mais de 10.000 linhas: as demais ficaram de fora (totais e séries estão completos; a planilha traz até 50.000) */
                            truncado: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/relatorios/agendamentos/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Relatório de agendamentos como planilha CSV (os mesmos filtros) */
        get: {
            parameters: {
                query?: {
                    /** @description período de cada linha: 'dia', 'semana' (segunda a domingo) ou 'mes' (padrão); 'dia' aceita até 92 dias */
                    agrupar?: string;
                    /** @description último dia, aaaa-mm-dd (obrigatório, inclusive; o período tem no máximo 366 dias) */
                    fim?: string;
                    /** @description primeiro dia, aaaa-mm-dd (obrigatório; dia inteiro em America/Sao_Paulo) */
                    inicio?: string;
                    /** @description ids de médicos separados por vírgula (até 50); ausente ou vazio: todos */
                    medico?: string;
                    /** @description ids de procedimentos separados por vírgula (até 50); ausente ou vazio: todos */
                    procedimento?: string;
                    /** @description situações separadas por vírgula (PENDENTE, CONFIRMADO, EM_ATENDIMENTO, FINALIZADO, CANCELADO); ausente ou vazio: todas */
                    status?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description CSV (UTF-8 com BOM, separador ';', vírgula decimal); até 50.000 linhas, cabeçalho X-Truncado: true quando há mais */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/relatorios/agendamentos/xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Relatório de agendamentos como planilha XLSX (os mesmos filtros) */
        get: {
            parameters: {
                query?: {
                    /** @description período de cada linha: 'dia', 'semana' (segunda a domingo) ou 'mes' (padrão); 'dia' aceita até 92 dias */
                    agrupar?: string;
                    /** @description último dia, aaaa-mm-dd (obrigatório, inclusive; o período tem no máximo 366 dias) */
                    fim?: string;
                    /** @description primeiro dia, aaaa-mm-dd (obrigatório; dia inteiro em America/Sao_Paulo) */
                    inicio?: string;
                    /** @description ids de médicos separados por vírgula (até 50); ausente ou vazio: todos */
                    medico?: string;
                    /** @description ids de procedimentos separados por vírgula (até 50); ausente ou vazio: todos */
                    procedimento?: string;
                    /** @description situações separadas por vírgula (PENDENTE, CONFIRMADO, EM_ATENDIMENTO, FINALIZADO, CANCELADO); ausente ou vazio: todas */
                    status?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description XLSX (Excel): valores como números e datas; os filtros na aba Filtros; até 50.000 linhas, cabeçalho X-Truncado: true quando há mais */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/relatorios/filtros": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Opções dos filtros dos relatórios: médicos e procedimentos (ativos ou não), situações e agrupamentos */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            agrupamentos: ("dia" | "semana" | "mes")[];
                            /** @description médicos (usuários marcados como médico, ativos ou não), por nome */
                            medicos: {
                                ativo: boolean;
                                id: number;
                                nome: string;
                            }[];
                            /** @description procedimentos (ativos ou não), por nome */
                            procedimentos: {
                                ativo: boolean;
                                id: number;
                                nome: string;
                            }[];
                            status: ("PENDENTE" | "CONFIRMADO" | "EM_ATENDIMENTO" | "FINALIZADO" | "CANCELADO")[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/relatorios/pacientes-novos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pacientes novos (cadastrados no período) por mês e por opção de 'Como conheceu' */
        get: {
            parameters: {
                query?: {
                    /** @description último dia, aaaa-mm-dd (obrigatório, inclusive; o período tem no máximo 366 dias) */
                    fim?: string;
                    /** @description primeiro dia, aaaa-mm-dd (obrigatório; dia inteiro em America/Sao_Paulo) */
                    inicio?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description último dia do relatório (inclusive)
                             */
                            fim: string;
                            /**
                             * Format: date
                             * @description primeiro dia do relatório
                             */
                            inicio: string;
                            /** @description mês × opção (só combinações com pacientes), por mês e nome da opção */
                            linhas: {
                                /** @description a opção de 'Como conheceu'; null: não informado */
                                atracaoId: number | null;
                                /** @description o nome da opção, ou 'Não informado' */
                                atracaoNome: string;
                                /** @description aaaa-mm */
                                mes: string;
                                /** @description pacientes novos do mês com esta opção */
                                quantidade: number;
                            }[];
                            /** @description cada opção de 'Como conheceu' ativa (mesmo sem pacientes) ou com pacientes no período, e 'Não informado' quando há; por quantidade, depois nome */
                            porAtracao: {
                                /** @description a opção de 'Como conheceu'; null: não informado */
                                atracaoId: number | null;
                                /** @description o nome da opção, ou 'Não informado' */
                                atracaoNome: string;
                                /** @description quantidade ÷ total, de 0 a 1 (4 casas) */
                                percentual: number | null;
                                /** @description pacientes novos com esta opção */
                                quantidade: number;
                            }[];
                            /** @description todos os meses de inicio a fim, em ordem, os vazios com zero */
                            porMes: {
                                /** @description aaaa-mm */
                                mes: string;
                                /** @description pacientes cadastrados no mês (dentro do período) */
                                quantidade: number;
                            }[];
                            /** @description pacientes cadastrados no período (ativos ou não hoje) */
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/relatorios/pacientes-novos/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Relatório de pacientes novos como planilha CSV (os mesmos filtros) */
        get: {
            parameters: {
                query?: {
                    /** @description último dia, aaaa-mm-dd (obrigatório, inclusive; o período tem no máximo 366 dias) */
                    fim?: string;
                    /** @description primeiro dia, aaaa-mm-dd (obrigatório; dia inteiro em America/Sao_Paulo) */
                    inicio?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description CSV (UTF-8 com BOM, separador ';', vírgula decimal); até 50.000 linhas, cabeçalho X-Truncado: true quando há mais */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/relatorios/pacientes-novos/xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Relatório de pacientes novos como planilha XLSX (os mesmos filtros) */
        get: {
            parameters: {
                query?: {
                    /** @description último dia, aaaa-mm-dd (obrigatório, inclusive; o período tem no máximo 366 dias) */
                    fim?: string;
                    /** @description primeiro dia, aaaa-mm-dd (obrigatório; dia inteiro em America/Sao_Paulo) */
                    inicio?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description XLSX (Excel): valores como números e datas; os filtros na aba Filtros; até 50.000 linhas, cabeçalho X-Truncado: true quando há mais */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/relatorios/procedimentos-realizados": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Procedimentos realizados (agendamentos finalizados) por procedimento e médico, com a quantidade e o valor */
        get: {
            parameters: {
                query?: {
                    /** @description último dia, aaaa-mm-dd (obrigatório, inclusive; o período tem no máximo 366 dias) */
                    fim?: string;
                    /** @description primeiro dia, aaaa-mm-dd (obrigatório; dia inteiro em America/Sao_Paulo) */
                    inicio?: string;
                    /** @description ids de médicos separados por vírgula (até 50); ausente ou vazio: todos */
                    medico?: string;
                    /** @description ids de procedimentos separados por vírgula (até 50); ausente ou vazio: todos */
                    procedimento?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description último dia do relatório (inclusive)
                             */
                            fim: string;
                            /**
                             * Format: date
                             * @description primeiro dia do relatório
                             */
                            inicio: string;
                            /** @description procedimento × médico (só combinações com atendimentos), por procedimento e médico */
                            linhas: {
                                medicoId: number;
                                medicoNome: string;
                                procedimentoId: number;
                                procedimentoNome: string;
                                /** @description agendamentos FINALIZADO */
                                quantidade: number;
                                /** @description soma do valor de cada agendamento (o preço do procedimento ao agendar; avaliação: 0), em centavos */
                                valorCentavos: number;
                            }[];
                            /** @description por quantidade (maior primeiro), depois nome */
                            porMedico: {
                                medicoId: number;
                                medicoNome: string;
                                /** @description agendamentos FINALIZADO */
                                quantidade: number;
                                /** @description soma do valor de cada agendamento (o preço do procedimento ao agendar; avaliação: 0), em centavos */
                                valorCentavos: number;
                            }[];
                            /** @description por quantidade (maior primeiro), depois nome */
                            porProcedimento: {
                                procedimentoId: number;
                                procedimentoNome: string;
                                /** @description agendamentos FINALIZADO */
                                quantidade: number;
                                /** @description soma do valor de cada agendamento (o preço do procedimento ao agendar; avaliação: 0), em centavos */
                                valorCentavos: number;
                            }[];
                            totais: {
                                /** @description agendamentos FINALIZADO */
                                quantidade: number;
                                /** @description soma do valor de cada agendamento (o preço do procedimento ao agendar; avaliação: 0), em centavos */
                                valorCentavos: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/relatorios/procedimentos-realizados/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Relatório de procedimentos realizados como planilha CSV (os mesmos filtros) */
        get: {
            parameters: {
                query?: {
                    /** @description último dia, aaaa-mm-dd (obrigatório, inclusive; o período tem no máximo 366 dias) */
                    fim?: string;
                    /** @description primeiro dia, aaaa-mm-dd (obrigatório; dia inteiro em America/Sao_Paulo) */
                    inicio?: string;
                    /** @description ids de médicos separados por vírgula (até 50); ausente ou vazio: todos */
                    medico?: string;
                    /** @description ids de procedimentos separados por vírgula (até 50); ausente ou vazio: todos */
                    procedimento?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description CSV (UTF-8 com BOM, separador ';', vírgula decimal); até 50.000 linhas, cabeçalho X-Truncado: true quando há mais */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/relatorios/procedimentos-realizados/xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Relatório de procedimentos realizados como planilha XLSX (os mesmos filtros) */
        get: {
            parameters: {
                query?: {
                    /** @description último dia, aaaa-mm-dd (obrigatório, inclusive; o período tem no máximo 366 dias) */
                    fim?: string;
                    /** @description primeiro dia, aaaa-mm-dd (obrigatório; dia inteiro em America/Sao_Paulo) */
                    inicio?: string;
                    /** @description ids de médicos separados por vírgula (até 50); ausente ou vazio: todos */
                    medico?: string;
                    /** @description ids de procedimentos separados por vírgula (até 50); ausente ou vazio: todos */
                    procedimento?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description XLSX (Excel): valores como números e datas; os filtros na aba Filtros; até 50.000 linhas, cabeçalho X-Truncado: true quando há mais */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/relatorios/receita": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Receita recebida: parcelas e entradas de contas a receber pagas no período (pelo dia do pagamento), por mês, por procedimento e por médico do orçamento aprovado, em centavos */
        get: {
            parameters: {
                query?: {
                    /** @description último dia, aaaa-mm-dd (obrigatório, inclusive; o período tem no máximo 366 dias) */
                    fim?: string;
                    /** @description primeiro dia, aaaa-mm-dd (obrigatório; dia inteiro em America/Sao_Paulo) */
                    inicio?: string;
                    /** @description ids de médicos (o profissional do orçamento) separados por vírgula (até 50); ausente ou vazio: todos */
                    medico?: string;
                    /** @description ids de procedimentos separados por vírgula (até 50); ausente ou vazio: todos */
                    procedimento?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * Format: date
                             * @description último dia do relatório (inclusive)
                             */
                            fim: string;
                            /**
                             * Format: date
                             * @description primeiro dia do relatório
                             */
                            inicio: string;
                            /** @description mês × procedimento × profissional (só combinações com recebimentos), por mês, procedimento e profissional */
                            linhas: {
                                /** @description o profissional do orçamento aprovado; null: conta a receber lançada sem orçamento */
                                medicoId: number | null;
                                /** @description o nome do profissional, ou 'Sem orçamento' */
                                medicoNome: string;
                                /** @description aaaa-mm */
                                mes: string;
                                /** @description o procedimento do orçamento aprovado; null: conta a receber lançada sem orçamento */
                                procedimentoId: number | null;
                                /** @description o nome do procedimento, ou 'Sem orçamento' */
                                procedimentoNome: string;
                                /** @description parcelas (e entradas) de contas a receber pagas no período */
                                quantidade: number;
                                /** @description soma do que foi recebido, em centavos */
                                valorCentavos: number;
                            }[];
                            /** @description por valor (maior primeiro), depois nome */
                            porMedico: {
                                /** @description o profissional do orçamento aprovado; null: conta a receber lançada sem orçamento */
                                medicoId: number | null;
                                /** @description o nome do profissional, ou 'Sem orçamento' */
                                medicoNome: string;
                                /** @description parcelas (e entradas) de contas a receber pagas no período */
                                quantidade: number;
                                /** @description soma do que foi recebido, em centavos */
                                valorCentavos: number;
                            }[];
                            /** @description todos os meses de inicio a fim (pelo dia do pagamento, America/Sao_Paulo), em ordem, os vazios com zero */
                            porMes: {
                                /** @description aaaa-mm */
                                mes: string;
                                /** @description parcelas (e entradas) de contas a receber pagas no período */
                                quantidade: number;
                                /** @description soma do que foi recebido, em centavos */
                                valorCentavos: number;
                            }[];
                            /** @description por valor (maior primeiro), depois nome */
                            porProcedimento: {
                                /** @description o procedimento do orçamento aprovado; null: conta a receber lançada sem orçamento */
                                procedimentoId: number | null;
                                /** @description o nome do procedimento, ou 'Sem orçamento' */
                                procedimentoNome: string;
                                /** @description parcelas (e entradas) de contas a receber pagas no período */
                                quantidade: number;
                                /** @description soma do que foi recebido, em centavos */
                                valorCentavos: number;
                            }[];
                            totais: {
                                /** @description parcelas (e entradas) de contas a receber pagas no período */
                                quantidade: number;
                                /** @description soma do que foi recebido, em centavos */
                                valorCentavos: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/relatorios/receita/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Relatório de receita como planilha CSV (os mesmos filtros) */
        get: {
            parameters: {
                query?: {
                    /** @description último dia, aaaa-mm-dd (obrigatório, inclusive; o período tem no máximo 366 dias) */
                    fim?: string;
                    /** @description primeiro dia, aaaa-mm-dd (obrigatório; dia inteiro em America/Sao_Paulo) */
                    inicio?: string;
                    /** @description ids de médicos (o profissional do orçamento) separados por vírgula (até 50); ausente ou vazio: todos */
                    medico?: string;
                    /** @description ids de procedimentos separados por vírgula (até 50); ausente ou vazio: todos */
                    procedimento?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description CSV (UTF-8 com BOM, separador ';', vírgula decimal); até 50.000 linhas, cabeçalho X-Truncado: true quando há mais */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/relatorios/receita/xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Relatório de receita como planilha XLSX (os mesmos filtros) */
        get: {
            parameters: {
                query?: {
                    /** @description último dia, aaaa-mm-dd (obrigatório, inclusive; o período tem no máximo 366 dias) */
                    fim?: string;
                    /** @description primeiro dia, aaaa-mm-dd (obrigatório; dia inteiro em America/Sao_Paulo) */
                    inicio?: string;
                    /** @description ids de médicos (o profissional do orçamento) separados por vírgula (até 50); ausente ou vazio: todos */
                    medico?: string;
                    /** @description ids de procedimentos separados por vírgula (até 50); ausente ou vazio: todos */
                    procedimento?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description XLSX (Excel): valores como números e datas; os filtros na aba Filtros; até 50.000 linhas, cabeçalho X-Truncado: true quando há mais */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/update/token/jwt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Novo token com as autoridades atuais do usuário
         * @description Mesma sessão (mesmo sid) e mesma expiração da sessão.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description JWT HS256 (claims nome, jti, ehMedico, foto, authorities, sid, iat, exp) */
                            token: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/update/token/logout/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sair: revoga a sessão atual */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/update/token/reset/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trocar a senha (a própria, com a senha atual, ou a de outro usuário por um administrador)
         * @description Revoga as outras sessões do usuário.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        novaSenha: string;
                        senhaAtual?: string;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/UsuarioManager/loggedUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dados do usuário logado */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            authorities: string[];
                            cpf: string;
                            ehMedico: boolean;
                            email: string;
                            foto: string | null;
                            id: number;
                            /** @enum {string} */
                            idioma: "pt" | "es" | "en";
                            impersonador: {
                                id: number;
                                nome: string;
                            } | null;
                            nome: string;
                            perfilId: {
                                /** @description rota inicial, 'home.<rota>' */
                                defaultHome: string;
                                id: number;
                                nome: string;
                                /** @enum {string} */
                                perfilEquipe: "ATENDIMENTO" | "COMERCIAL";
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/UsuarioManager/loginAs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Entrar como outro usuário (administradores; auditado)
         * @description Abre uma sessão do usuário que lembra o administrador: o token traz `imp` (nome do administrador) e cada escrita dessa sessão é auditada com os dois. Recusado dentro de outra sessão "entrar como" e para si mesmo.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description JWT HS256 (claims nome, jti, ehMedico, foto, authorities, sid, iat, exp) */
                            token: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/UsuarioManager/resetPwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enviar ao usuário o e-mail de redefinição de senha */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                "4XX": components["responses"]["Erro"];
                "5XX": components["responses"]["Erro"];
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": Record<string, never>;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Agendamento: {
            /** Format: date-time */
            chegadaDoPaciente: string | null;
            /** @description cor do tipo de compromisso */
            cor: string | null;
            /** Format: date-time */
            dataAgendamento: string;
            /** @description agendado como exceção (o switch 'Exceção') */
            ecirurgia: boolean;
            etapaId: number | null;
            /** Format: date-time */
            fimConsulta: string | null;
            /** Format: date-time */
            horaFinal: string;
            /** Format: date-time */
            horarioAlteracao: string;
            /** Format: date-time */
            horarioCadastro: string;
            id: number;
            infoPaciente: components["schemas"]["InfoPaciente"];
            /** Format: date-time */
            inicioConsulta: string | null;
            medicoId: number;
            motivoCancelamento: string | null;
            nomeCompromisso: string | null;
            nomeEtapa: string | null;
            nomeMedico: string;
            nomeProcedimento: string;
            nomeSala: string | null;
            observacao: string | null;
            pacienteId: number;
            procedimentoId: number;
            salaId: number | null;
            statusAgendamento: components["schemas"]["StatusAgendamento"];
            /** @enum {string} */
            tipoAgendamento: "NOVO" | "RETORNO";
            tipoCompromissoId: number | null;
            usuarioAlteracao: string | null;
            usuarioCadastro: string | null;
            versao: number;
        };
        Atestado: {
            /** Format: date-time */
            horarioAlteracao: string;
            /** Format: date-time */
            horarioCadastro: string;
            id: number;
            layoutId: number | null;
            medico: string | null;
            /** @description quem emite: o usuário que criou, só se for médico */
            medicoId: number | null;
            paciente: number;
            procedimento: number;
            /** @description HTML saneado */
            texto: string;
            usuarioAlteracao: string | null;
            usuarioCadastro: string | null;
            versao: number;
        };
        AuditoriaLinha: {
            /** @description código da ação */
            acao: string;
            /** @description a ação em português */
            acaoDescricao: string;
            alteracoes: {
                /** @description valor anterior como texto (null: vazio) */
                antes: string | null;
                /** @description os valores como guardados, quando os dois são de um tipo que cada idioma escreve a seu modo (sim/não, número, dia 'aaaa-mm-dd', momento ISO): a tela os escreve no idioma em uso; ausente para texto, códigos e listas */
                bruto?: {
                    antes: boolean | number | string | (never | null);
                    depois: boolean | number | string | (never | null);
                    /** @enum {string} */
                    tipo: "booleano" | "numero" | "data" | "dataHora";
                };
                /** @description nome técnico ('nascimento', 'responsavelPagamento.cpf') */
                campo: string;
                /** @description valor novo como texto (null: vazio) */
                depois: string | null;
                /** @description o campo mudou, mas a trilha não guarda os valores (texto livre como observações) */
                oculto: boolean;
                /** @description o campo em português ('Data de nascimento') */
                rotulo: string;
            }[];
            /** @description o que a ação afetou, pelo nome: o funcionário, médico ou usuário (em 'Entrar como', o usuário assumido), o perfil, o item do catálogo, o documento; null: só a ação e o paciente */
            alvo: string | null;
            /**
             * @description área do portal
             * @enum {string}
             */
            area: "Pacientes" | "Agenda" | "Usuários" | "Configurações" | "Estoque" | "Financeiro" | "Outros";
            /** Format: date-time */
            criadoEm: string;
            entidade: string | null;
            entidadeId: string | null;
            id: number;
            /** @description o administrador por trás de um "Entrar como"; null fora dele */
            impersonador: {
                /** @description null: escrito pelo sistema (carga inicial) */
                id: number | null;
                /** @description o nome na hora da ação */
                nome: string;
            } | null;
            ip: string | null;
            /** @description o paciente a que a linha se refere */
            paciente: {
                id: number;
                nome: string;
            } | null;
            /** @description quem agiu; null: ninguém identificado (login recusado) */
            usuario: {
                /** @description null: escrito pelo sistema (carga inicial) */
                id: number | null;
                /** @description o nome na hora da ação */
                nome: string;
            } | null;
        };
        Bloqueio: {
            bloqueioRecorrente: boolean;
            dataFinal: string | null;
            dataInicial: string | null;
            diaEspecifico: string | null;
            /** @enum {string|null} */
            diaSemana: "DOM" | "SEG" | "TER" | "QUA" | "QUI" | "SEX" | "SAB" | null;
            horaFinal: string | null;
            horaInicial: string | null;
            /** Format: date-time */
            horarioAlteracao: string;
            /** Format: date-time */
            horarioCadastro: string;
            id: number;
            medicoId: number;
            observacao: string | null;
            periodo: boolean;
            /** @enum {string} */
            tipoCompromissoEnum: "AVULSO";
            usuarioAlteracao: string | null;
            usuarioCadastro: string | null;
        };
        Campanha: {
            /** @description VALOR_REAL: centavos (inteiro); PORCENTAGEM: percentual, 0,01 a 100, duas casas */
            desconto: number;
            /** @description ISO 8601 */
            horarioAlteracao: string;
            /** @description ISO 8601 */
            horarioCadastro: string;
            id: number;
            nome: string;
            /** @description os mesmos ids unidos por ';;' (spec 01 §9) */
            procedimentoId: string;
            /** @description os procedimentos da campanha, por nome */
            procedimentos: {
                id: number;
                nome: string;
            }[];
            /** @description ids dos procedimentos da campanha */
            procedimentosSelecionados: number[];
            /** @description ativa */
            status: boolean;
            /**
             * @description VALOR_REAL: valor fixo; PORCENTAGEM: percentual do preço
             * @enum {string}
             */
            tipoDesconto: "VALOR_REAL" | "PORCENTAGEM";
            usuarioAlteracao: string | null;
            usuarioCadastro: string | null;
            /** @description versão atual: enviada de volta ao editar ou desabilitar */
            versao: number;
        };
        /** @description o que se mostra do certificado guardado (nunca o arquivo nem a senha) */
        CertificadoDigital: {
            emissor: string;
            /** Format: date-time */
            enviadoEm: string;
            numeroSerie: string;
            titular: string;
            /** Format: date-time */
            validoAte: string;
            /** Format: date-time */
            validoDe: string;
        } | null;
        Contrato: {
            /** @description endereço para baixar o arquivo (documento carregado) */
            arquivo: string | null;
            assinado: boolean;
            /** Format: date-time */
            horarioAlteracao: string;
            /** Format: date-time */
            horarioCadastro: string;
            id: number;
            layoutId: number | null;
            nomeArquivo: string | null;
            nomeContrato: string;
            paciente: number;
            procedimento: number;
            /** @description a versão mais nova deste contrato assinado (ele fica para leitura) */
            substituidoPorId: number | null;
            /** @description HTML saneado (documento escrito); null para um arquivo */
            texto: string | null;
            /** @description tipo do arquivo, detectado pelo conteúdo */
            type: string | null;
            usuarioAlteracao: string | null;
            usuarioCadastro: string | null;
            versao: number;
            /** @description o contrato assinado que esta versão altera */
            versaoAnteriorId: number | null;
        };
        DebitoPaciente: {
            detalhesReceitas: components["schemas"]["DetalheReceita"][];
            idOrcamento: number | null;
            idReceita: number;
            nomeReceita: string;
            /** Format: date-time */
            solicitacao: string;
            /** @description 'PAGO' quando todas as parcelas foram pagas, senão 'Pendente' (ou 'CANCELADO') */
            status: string;
            /** @description em centavos */
            valorLiquido: number;
        };
        DetalheReceita: {
            /**
             * Format: date-time
             * @description quando foi paga (null enquanto pendente)
             */
            diaPagamento: string | null;
            /** @enum {string|null} */
            formaPagamento: "DEBITO" | "DINHEIRO" | "PIX" | "CREDITO" | null;
            id: number;
            /** @description 0 = entrada, 1…n as parcelas */
            parcela: number;
            /** @description quem registrou o pagamento (grafia da especificação) */
            resposavelRecebimento: string | null;
            /** @enum {string} */
            status: "Pendente" | "PAGO" | "VENCIDO" | "CANCELADO";
            /** @enum {string} */
            tipoLancamento: "ENTRADA" | "PARCELA";
            /** @description em centavos */
            valorReceita: number;
            /** Format: date */
            vencimento: string;
        };
        Disponibilidade: {
            dataFinal: string | null;
            dataInicial: string | null;
            /** @enum {string|null} */
            dia: "DOM" | "SEG" | "TER" | "QUA" | "QUI" | "SEX" | "SAB" | null;
            horaFim: string;
            horaInicio: string;
            id: number;
            medico: number;
            /** @description nome do tipo de compromisso */
            nomeCompromisso: string | null;
            periodo: boolean;
            tipoCompromisso: number | null;
        };
        EstudoCaso: {
            /** Format: date-time */
            horarioCadastro: string;
            id: number;
            /** @description as imagens do estudo, separadas por ';;' */
            imagem: string;
            nomePaciente: string;
            observacao: string | null;
            pacienteId: number;
            procedimentoId: number | null;
            usuarioCadastro: string | null;
        };
        FluxoCaixa: {
            /**
             * Format: date
             * @description hoje na clínica (America/Sao_Paulo)
             */
            hoje: string;
            semanas: {
                /** @description contas a receber pendentes com vencimento na semana (a partir de hoje), em centavos */
                entradas: number;
                /**
                 * Format: date
                 * @description domingo da semana
                 */
                fim: string;
                /**
                 * Format: date
                 * @description segunda-feira da semana
                 */
                inicio: string;
                /** @description contas a pagar pendentes com vencimento na semana (a partir de hoje), em centavos */
                saidas: number;
                /** @description entradas − saídas da semana (pode ser negativo), em centavos */
                saldo: number;
                /** @description soma dos saldos até esta semana, sem os vencidos, em centavos */
                saldoAcumulado: number;
            }[];
            /** @description o que venceu antes de hoje e segue pendente: à parte, fora das semanas */
            vencido: {
                /** @description contas a receber pendentes vencidas (antes de hoje), em centavos */
                entradas: number;
                /** @description contas a pagar pendentes vencidas (antes de hoje), em centavos */
                saidas: number;
            };
        };
        Formulario: {
            ativo: boolean;
            /**
             * Format: date-time
             * @description quando esta versão foi criada
             */
            horarioAlteracao: string;
            /** Format: date-time */
            horarioCadastro: string;
            id: number;
            nome: string;
            perguntas: components["schemas"]["Pergunta"][];
            /** @description quem criou esta versão */
            usuarioAlteracao: string | null;
            usuarioCadastro: string | null;
            /** @description a versão lida (a atual, salvo ?versao=); editar a envia de volta */
            versao: number;
            versaoAtual: number;
        };
        FormularioResposta: {
            /** @description onde baixar o arquivo enviado */
            arquivo: string | null;
            formulario: number | null;
            /** Format: date-time */
            horarioAlteracao: string;
            /** Format: date-time */
            horarioCadastro: string;
            id: number;
            /** @description o estudo de caso (type ESTUDO_CASO) */
            idEstudo: number | null;
            medico: number | null;
            mimeType: string | null;
            /** @description o nome do formulário na versão preenchida, o do arquivo, ou 'Estudo de casos' */
            nome: string;
            nomeArquivo: string | null;
            nomeMedico: string | null;
            paciente: number;
            /** @description as perguntas da versão preenchida (não as atuais) */
            perguntas: components["schemas"]["Pergunta"][];
            procedimento: number;
            respostaPerguntas: components["schemas"]["FormularioRespostaPergunta"][];
            /** @description 1: alguma resposta é uma restrição (Alerta de restrição) */
            restricao: number;
            /**
             * @description FORMULARIO preenchido, ARQUIVO enviado, ESTUDO_CASO
             * @enum {string}
             */
            type: "FORMULARIO" | "ARQUIVO" | "ESTUDO_CASO";
            usuarioAlteracao: string | null;
            usuarioCadastro: string | null;
            /** @description versão da ficha: enviada de volta ao editar */
            versao: number;
            /** @description a versão do formulário em que foi preenchida */
            versaoFormulario: number | null;
        };
        FormularioRespostaLinha: {
            formulario: number | null;
            /** Format: date-time */
            horarioCadastro: string;
            id: number;
            /** @description o estudo de caso (type ESTUDO_CASO) */
            idEstudo: number | null;
            medico: number | null;
            mimeType: string | null;
            /** @description o nome do formulário na versão preenchida, o do arquivo, ou 'Estudo de casos' */
            nome: string;
            nomeArquivo: string | null;
            nomeMedico: string | null;
            /** @description 1: alguma resposta é uma restrição (Alerta de restrição) */
            restricao: number;
            /**
             * @description FORMULARIO preenchido, ARQUIVO enviado, ESTUDO_CASO
             * @enum {string}
             */
            type: "FORMULARIO" | "ARQUIVO" | "ESTUDO_CASO";
        };
        FormularioRespostaPergunta: {
            grauCalvicie: number | null;
            perguntaId: number;
            resposta: string | null;
            respostaOpcao: string | null;
            restricao: boolean;
            /** @enum {string|null} */
            simouNao: "SIM" | "NAO" | null;
        };
        Funcionario: {
            ativo: boolean;
            /** @description 11 dígitos */
            cpf: string;
            email: string;
            /** @description a foto: /gerenciar/usuario/foto/{id}, ou null */
            foto: string | null;
            /** Format: date-time */
            horarioAlteracao: string;
            /** Format: date-time */
            horarioCadastro: string;
            id: number;
            /** @enum {string} */
            idioma: "pt" | "es" | "en";
            nome: string;
            /** @description o perfil (como em UsuarioManager/loggedUser) */
            perfilId: {
                id: number;
                nome: string;
            };
        };
        GrauCalvicie: {
            /** @description sempre false aqui (a ficha marca a escolhida) */
            escolhida: boolean;
            grau: string;
            id: number;
            /** @description endereço da imagem do grau não escolhido */
            imagemNaoPreenchida: string | null;
            /** @description endereço da imagem do grau escolhido */
            imagemPreenchida: string | null;
            /** @description posição na pergunta de grau (menor primeiro) */
            ordenacao: number;
            /** @description versão atual: enviada de volta ao editar */
            versao: number;
        };
        GrupoEstudoCaso: {
            configuracoesEtapaId: number;
            /** @description YYYY-MM-DD */
            dataRegistro: string | null;
            id: number;
            imagens: {
                exibeNoEstudoCaso: boolean;
                mimeType: string;
                name: string;
                urlArmazenamento: string;
            }[];
            nomeEtapa: string;
            nomeProcedimento: string;
            observacao: string | null;
            procedimentoId: number;
            usuarioCadastro: string | null;
        };
        GrupoEtapa: {
            auditorias: {
                autor: number | null;
                dataAcao: string;
                descricao: string;
                id: number;
                nomeAutor: string | null;
            }[];
            configuracoesEtapaId: number;
            dataRegistro: string | null;
            horaFinal: string | null;
            horaInicial: string | null;
            horarioCadastro: string | null;
            id: number | null;
            imagens: {
                exibeNoEstudoCaso: boolean;
                id: number | null;
                mimeType: string;
                name: string;
                ordenacao: number;
                size: number;
                urlArmazenamento: string;
            }[];
            nomeEtapa: string;
            observacao: string | null;
            pacienteId: number;
            procedimentoId: number;
            /** @description quantas imagens a etapa recebe (configuração da etapa) */
            quantidadeImagens: number;
            usuarioCadastro: string | null;
            usuarioInternoId: number | null;
            versao: number | null;
        };
        InfoPaciente: {
            celular: string | null;
            /** @description código de discagem do país do celular ('55': Brasil); o de outro país é mostrado como +ddi e sem máscara */
            ddi: string;
            email: string | null;
            id: number;
            nome: string;
            telefone: string | null;
        };
        ItemCadastro: {
            ativo: boolean;
            id: number;
            nome: string;
            /** @description versão atual: enviada de volta ao editar */
            versao: number;
        };
        Layout: {
            /** @description na ordem escolhida */
            exames: {
                id: number;
                nome: string;
            }[];
            formularioId: number | null;
            id: number;
            info: {
                /** Format: date-time */
                horarioAlteracao: string;
                /** Format: date-time */
                horarioCadastro: string;
                usuarioAlteracao: string | null;
                usuarioCadastro: string | null;
            };
            nome: string;
            nomeFormulario: string | null;
            nomeProcedimento: string | null;
            procedimentoId: number | null;
            /** @description HTML do editor, já saneado pelo servidor */
            texto: string;
            /** @enum {string} */
            tipoLayout: "DOCUMENTO" | "EXAME" | "ORCAMENTO" | "ATESTADO" | "PRESCRICAO";
        };
        LinhaOrcamento: {
            campanha: string | null;
            idOrcamento: number;
            nomePaciente: string;
            pacienteId: number;
            procedimento: string;
            procedimentoId: number;
            profissional: string;
            /** @description ISO 8601 */
            solicitacao: string;
            /** @enum {string} */
            status: "PENDENTE" | "APROVADO" | "CANCELADO";
            /** @description em centavos */
            valorLiquido: number;
        };
        LinhaReceita: {
            /** @description o lançamento foi cancelado (a linha fica, marcada; uma parcela paga antes continua PAGO) */
            cancelada: boolean;
            /**
             * Format: date-time
             * @description quando foi paga (null enquanto pendente)
             */
            diaPagamento: string | null;
            /** @enum {string|null} */
            formaPagamento: "DEBITO" | "DINHEIRO" | "PIX" | "CREDITO" | null;
            fornecedor: string | null;
            id: number;
            idReceita: number;
            nomePaciente: string | null;
            nomeReceita: string;
            /** @enum {string} */
            ocorrencia: "UNICA" | "PARCELADA" | "RECORRENTE";
            orcamentoId: number | null;
            pacienteId: number | null;
            /** @description 0 = entrada, 1…n as parcelas */
            parcela: number;
            quantidadeParcela: number;
            /** @description quem registrou o pagamento (grafia da especificação) */
            resposavelRecebimento: string | null;
            /** @enum {string} */
            status: "Pendente" | "PAGO" | "VENCIDO" | "CANCELADO";
            /** @enum {string} */
            tipoLancamento: "ENTRADA" | "PARCELA";
            /** @enum {string} */
            tipoReceita: "RECEITA" | "DESPESA";
            /** @description em centavos */
            valorReceita: number;
            /** Format: date */
            vencimento: string;
        };
        /** @description Toda resposta 4xx/5xx: lista de mensagens em português. */
        ListaDeErros: {
            /** @description campo do corpo a que a mensagem se refere ('profissao', 'responsavelPagamento.cpf'), quando há um */
            campo?: string;
            mensagemDesenvolvedor: string;
            mensagemUsuario: string;
        }[];
        Medico: {
            /** @description inativo: não entra no sistema nem é agendado; agendamentos e histórico ficam */
            ativo: boolean;
            bairro: string | null;
            celular: string | null;
            cep: string | null;
            cidade: string | null;
            complemento: string | null;
            cpf: string;
            email: string;
            estado: string | null;
            /** @description a foto do usuário: /gerenciar/usuario/foto/{id}, ou null */
            foto: string | null;
            id: number;
            logradouro: string | null;
            /** @description '1'…'59', ou null (lembrete desligado) */
            minutosParaOAlerta: string | null;
            /** @description YYYY-MM-DD */
            nascimento: string | null;
            nome: string;
            numero: string | null;
            pais: string | null;
            /** @description o perfil do login (como o do funcionário) */
            perfilId: {
                id: number;
                nome: string;
            };
            registroProfissional: string | null;
            rg: string | null;
            telefone: string | null;
        };
        MovimentacaoEstoque: {
            /** @description de uma saída: quanto já voltou */
            devolvido: number;
            fabricante: string | null;
            /** @description quando, ISO 8601 */
            horario: string;
            id: number;
            lote: string;
            loteId: number;
            nomeProduto: string;
            observacao: string | null;
            paciente: {
                id: number;
                nome: string;
            } | null;
            procedimento: {
                id: number;
                nome: string;
            } | null;
            produtoId: number;
            /** @description unidades movidas (sempre positivo; o tipo diz o sentido) */
            quantidade: number;
            setor: string | null;
            /** @enum {string} */
            tipo: "ENTRADA" | "SAIDA" | "DEVOLUCAO" | "AJUSTE";
            unidade: string;
            usuario: string | null;
            /** @description 'YYYY-MM-DD' */
            validade: string;
            /** @description vence nos próximos 6 dias */
            vencendo: boolean;
            /** @description validade hoje ou antes */
            vencido: boolean;
        };
        /** @description Notificação (spec 01 §3); tipoNotificacao null: lembrete de agendamento */
        Notificacao: {
            cabecalho: string | null;
            cor: string | null;
            corpo: string | null;
            criadoEm: string;
            dataAgendamento: string | null;
            descricao: string | null;
            idAgendamento: number | null;
            idNotificacao: number;
            idPaciente: number | null;
            idProcedimento: number | null;
            nomePaciente: string | null;
            nomeProcedimento: string | null;
            nomeProdutoEstoque: string | null;
            pacienteChegou: boolean | null;
            produtoId: number | null;
            /** @enum {string|null} */
            tipoNotificacao: "ABAIXO_ESTOQUE" | "VENCIMENTO_ENTRADA_ESTOQUE" | "CONTAS_RECEBER" | "CONTAS_PAGAR" | "PACIENTE_CHEGOU" | null;
            vencimento: string | null;
        };
        Orcamento: {
            campanha: string | null;
            campanhaId: number | null;
            /** @description em centavos */
            desconto: number;
            horarioAlteracao: string;
            id: number;
            idOrcamento: number;
            infoPaciente: {
                celular: string | null;
                email: string | null;
                id: number;
                nome: string;
                telefone: string | null;
            };
            nomeProcedimento: string;
            pacienteId: number;
            procedimentoId: number;
            profissional: string;
            profissionalId: number;
            propostasDePagamentos: components["schemas"]["PropostaDePagamento"][];
            /** @description a receita criada na aprovação (GET /gerenciar/financeiro/buscarReceitas?idReceita=) */
            receitaId: number | null;
            /** @description quando foi feito, ISO 8601 */
            solicitacao: string;
            /** @enum {string} */
            status: "PENDENTE" | "APROVADO" | "CANCELADO";
            usuarioAlteracao: string | null;
            usuarioCadastro: string | null;
            /** @description em centavos */
            valorBruto: number;
            /** @description valorBruto − desconto, em centavos */
            valorLiquido: number;
            versao: number;
        };
        Paciente: {
            altura: number | null;
            ativo: boolean;
            auditorias: {
                /** @description id do usuário */
                autor: number | null;
                /** Format: date-time */
                dataAcao: string;
                /** @description alterações separadas por ';', campos em <<>>, ids em [[ ]] */
                descricao: string;
                id: number;
                /** @description nome do usuário (null quando não listado) */
                nomeAutor: string | null;
            }[];
            bairro: string | null;
            celular: string | null;
            cep: string | null;
            cidade: string | null;
            complemento: string | null;
            cpf: string | null;
            ddi: string | null;
            ehWhatsapp: boolean;
            email: string | null;
            estado: string | null;
            estrangeiro: boolean;
            /** @description o caminho devolvido pelo envio da foto (/gerenciar/paciente/foto/{uuid}), ou null */
            foto: string | null;
            grauParentescoContatoEmergencia: string | null;
            /** Format: date-time */
            horarioAlteracao: string;
            /** Format: date-time */
            horarioCadastro: string;
            id: number;
            isResponsavelPeloPagamento: boolean;
            logradouro: string | null;
            /** @description YYYY-MM-DD */
            nascimento: string | null;
            nome: string;
            nomeContatoEmergencia: string | null;
            nomeMae: string | null;
            numero: string | null;
            observacoes: string | null;
            pais: string | null;
            peso: number | null;
            pesquisaAtracao: number | null;
            /** @description 1 = Sim, outro valor = Não */
            planoSaude: number | null;
            planoSaudeId: number | null;
            profissao: string | null;
            pulseiraId: number | null;
            pulseiraVermelha: boolean;
            redeSocial: string | null;
            responsavelPagamento: {
                bairro: string | null;
                cep: string | null;
                cidade: string | null;
                complemento: string | null;
                cpf: string | null;
                email: string | null;
                estado: string | null;
                logradouro: string | null;
                nome: string | null;
                numero: string | null;
                pais: string | null;
                telefone: string | null;
            } | null;
            rg: string | null;
            /** @enum {string|null} */
            sexo: "MASCULINO" | "FEMININO" | null;
            telefone: string | null;
            telefoneContatoEmergencia: string | null;
            usuarioAlteracao: string | null;
            usuarioCadastro: string | null;
            versao: number;
            whatsApp: string | null;
        };
        PacienteResumo: {
            ativo: boolean;
            celular: string | null;
            cidade: string | null;
            cpf: string | null;
            ddi: string;
            email: string | null;
            estado: string | null;
            estrangeiro: boolean;
            id: number;
            nascimento: string | null;
            nome: string;
            pulseiraId: number | null;
            telefone: string | null;
        };
        Parcelamento: {
            /** @description dias até o dinheiro entrar na conta */
            diasRecebimento: number;
            /** @enum {string} */
            formaPagamento: "DEBITO" | "DINHEIRO" | "PIX" | "CREDITO";
            id: number;
            quantidadeParcelas: number;
            /** @description taxa da operadora, % do valor */
            taxaPercentual: number;
            versao: number;
        };
        Perfil: {
            authorities: string[];
            /** @description rota inicial, 'home.<rota>' */
            defaultHome: string;
            id: number;
            nome: string;
            /** @enum {string} */
            perfilEquipe: "ATENDIMENTO" | "COMERCIAL";
            /** @description versão atual: enviada de volta ao editar */
            versao: number;
        };
        Pergunta: {
            exibePulseiraVermelha: boolean;
            exibirCampoRestricao: boolean;
            exibirCamposSimouNao: boolean;
            exibirGrauCalvicie: boolean;
            /** @description única por versão: uma resposta a esta pergunta fica ligada à versão */
            id: number;
            /** @description opções separadas por vírgula (um menu na ficha) */
            opcoesAdicionais: string | null;
            ordenacao: number;
            pergunta: string;
            textoComplementar: string | null;
        };
        PixConfiguracao: {
            chave: string | null;
            cidade: string | null;
            /** @description false enquanto a clínica não cadastrou a chave */
            configurada: boolean;
            /** @description ISO 8601 */
            horarioAlteracao: string | null;
            nomeRecebedor: string | null;
            /** @enum {string|null} */
            tipoChave: "CPF" | "CNPJ" | "EMAIL" | "TELEFONE" | "ALEATORIA" | null;
            usuarioAlteracao: string | null;
            /** @description 0 enquanto não cadastrada; enviada de volta ao salvar */
            versao: number;
        };
        PixParcela: {
            /** @description Pix copia e cola (BR Code estático, com CRC16) */
            brCode: string;
            chave: string;
            cidade: string;
            detalheId: number;
            entrada: boolean;
            nomeRecebedor: string;
            /** @description 0: a entrada */
            parcela: number;
            /** @description o QR do BR Code, imagem SVG em data URL */
            qrCode: string;
            receitaId: number;
            txid: string;
            /** @description em centavos */
            valor: number;
            /** Format: date */
            vencimento: string;
        };
        Procedimento: {
            ativo: boolean;
            etapas: {
                id: number;
                nomeEtapa: string;
            }[];
            id: number;
            nome: string;
            /** @description preço em centavos (R$ 185,00 = 18500) */
            valor: number;
            /** @description versão atual: enviada de volta ao editar */
            versao: number;
        };
        ProdutoEstoque: {
            /** @description estoqueMinimo maior que totalEstoque */
            abaixoEstoque: boolean;
            ativo: boolean;
            codigoUnidadeMedida: number;
            descricao: string | null;
            estoqueMinimo: number;
            /** @description GTIN da embalagem (GS1, AI 01), 14 dígitos: o que a leitura da caixa procura */
            gtin: string | null;
            id: number;
            nomeProduto: string;
            /** @description descrição da unidade de medida */
            tipoUnidadeMedida: string;
            /** @description soma dos saldos dos lotes, mantida a cada movimentação */
            totalEstoque: number;
            /** @description versão atual: enviada de volta ao editar */
            versao: number;
        };
        PropostaDePagamento: {
            entrada: {
                /** @enum {string} */
                formaPagamentoEntrada: "DEBITO" | "DINHEIRO" | "PIX";
                /** @description em centavos */
                valorEntrada: number;
            } | null;
            escolhido: boolean;
            /** @enum {string} */
            formaPagamento: "DEBITO" | "DINHEIRO" | "PIX" | "CREDITO";
            id: number;
            ordenacao: number;
            /** @description todas as parcelas depois da entrada, em centavos: somam o líquido menos a entrada */
            parcelas: number[];
            quantidadeParcelas: number;
            /**
             * @description APROVADO na proposta escolhida
             * @enum {string|null}
             */
            status: "APROVADO" | null;
            temEntrada: boolean;
            /** @description a primeira parcela, em centavos (as seguintes podem ter 1 centavo a menos) */
            valorDaParcela: number;
        };
        Receita: {
            cancelada: boolean;
            /** Format: date-time */
            canceladoEm: string | null;
            canceladoPor: string | null;
            /** Format: date */
            dataLimite: string | null;
            detalhesReceitas: components["schemas"]["DetalheReceita"][];
            /** @enum {string|null} */
            formaPagamento: "DEBITO" | "DINHEIRO" | "PIX" | "CREDITO" | null;
            fornecedor: string | null;
            id: number;
            nomePaciente: string | null;
            nomeReceita: string;
            observacao: string | null;
            /** @enum {string} */
            ocorrencia: "UNICA" | "PARCELADA" | "RECORRENTE";
            ocorrenciaAtiva: boolean;
            orcamentoId: number | null;
            pacienteId: number | null;
            periodo: number | null;
            quantidadeParcela: number;
            /** @enum {string|null} */
            tipoPeriodo: "DIA" | "SEMANA" | "MES" | "ANO" | null;
            /** @enum {string} */
            tipoReceita: "RECEITA" | "DESPESA";
            /** @description em centavos (recorrente: o valor de cada ocorrência) */
            valorBruto: number;
            /** Format: date */
            vencimentoApartir: string | null;
            versao: number;
        };
        RelatorioContagem: {
            /** @description CANCELADO */
            cancelados: number;
            /** @description não cancelados em que o paciente veio: EM_ATENDIMENTO, FINALIZADO, ou PENDENTE/CONFIRMADO com chegada marcada */
            comparecimentos: number;
            /** @description CONFIRMADO que não é falta (horário por vir, ou o paciente chegou) */
            confirmados: number;
            /** @description EM_ATENDIMENTO */
            emAtendimento: number;
            /** @description PENDENTE ou CONFIRMADO cujo horário já terminou sem o paciente ter chegado (o paciente faltou) */
            faltas: number;
            /** @description FINALIZADO */
            finalizados: number;
            /** @description PENDENTE que não é falta (horário por vir, ou o paciente chegou) */
            pendentes: number;
            /** @description cancelados ÷ total, de 0 a 1 (4 casas); null quando total é 0 */
            taxaCancelamento: number | null;
            /** @description faltas ÷ (faltas + comparecimentos), de 0 a 1 (4 casas): só conta agendamentos com desfecho; null quando não há nenhum */
            taxaFalta: number | null;
            /** @description agendamentos do grupo (todas as situações filtradas) = pendentes + confirmados + emAtendimento + finalizados + cancelados + faltas (cada agendamento numa só) */
            total: number;
        };
        SimulacaoTaxas: {
            parcelas: {
                entrada: boolean;
                /** @enum {string} */
                formaPagamento: "DEBITO" | "DINHEIRO" | "PIX" | "CREDITO";
                /** @description 0: a entrada; 1…n: as parcelas */
                parcela: number;
                /**
                 * Format: date
                 * @description o dia em que o dinheiro entra: vencimento + dias de recebimento
                 */
                recebimento: string;
                /** @description taxa da operadora, % */
                taxaPercentual: number;
                /** @description false: sem condição cadastrada para a forma e a quantidade (taxa 0, no mesmo dia) */
                termoCadastrado: boolean;
                /** @description o que a clínica recebe, em centavos: valorPaciente − valorTaxa */
                valorLiquido: number;
                /** @description o que o paciente paga, em centavos */
                valorPaciente: number;
                /** @description a taxa, em centavos (arredondada ao centavo, metade para cima) */
                valorTaxa: number;
                /** Format: date */
                vencimento: string;
            }[];
            totalLiquido: number;
            totalPaciente: number;
            totalTaxas: number;
            /** Format: date */
            ultimoRecebimento: string;
        };
        /** @enum {string} */
        StatusAgendamento: "PENDENTE" | "CONFIRMADO" | "EM_ATENDIMENTO" | "FINALIZADO" | "CANCELADO";
        VariavelLayout: {
            /** @description false: não aparece nos menus (layouts que já a usam continuam a preenchê-la) */
            ativo: boolean;
            /** @description do sistema: não pode ser alterada nem excluída */
            bloqueado: boolean;
            /** @description o que o menu do editor mostra */
            descricao: string;
            id: number;
            /** @enum {string} */
            menu: "CHAVE" | "IMPRESSAO" | "ORCAMENTO";
            /** @description como aparece no texto: {{NOME}} ou [[NOME]] */
            nome: string;
            /** @description texto fixo de uma variável da clínica; null nas do sistema (o servidor calcula) */
            valor: string | null;
            /** @description versão atual: enviada de volta ao editar */
            versao: number;
        };
    };
    responses: {
        /** @description Toda resposta 4xx/5xx: lista de mensagens em português. */
        Erro: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ListaDeErros"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
