import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage } from 'node:http';
import type { AppDeps, AppLimits } from './app-deps.js';
import { CalendarioCache, type AgendaAlterada } from './agendamento/calendario-cache.js';
import { AuthCache, type AutorizacoesAlteradas } from './auth/auth-cache.js';
import { accessGuardPlugin } from './auth/access-guard.js';
import { authRoutes } from './auth/auth.routes.js';
import { TokenService } from './auth/token-service.js';
import { tokenRoutes } from './auth/token.routes.js';
import { usuarioManagerRoutes } from './auth/usuario-manager.routes.js';
import type { Db, DbEvents } from './db/database.js';
import { withWriteClock } from './db/write-clock.js';
import { docsRoutes, openApiPlugin } from './docs/openapi.js';
import { ApiError } from './errors/api-error.js';
import { errorHandlerPlugin, toErrorResponse } from './errors/error-handler.js';
import { MSG } from './errors/messages.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { cadastrosAuxiliaresRoutes } from './paciente/cadastros-auxiliares.routes.js';
import { pacienteRoutes } from './paciente/paciente.routes.js';
import { perfilRoutes } from './perfil/perfil.routes.js';
import { pingRoutes } from './ping/ping.routes.js';
import { procedimentoRoutes } from './procedimento/procedimento.routes.js';
import { imagensRoutes } from './imagens/imagens.routes.js';
import { agendamentoConsultaRoutes } from './agendamento/agendamento-consulta.routes.js';
import { agendamentoStatusRoutes } from './agendamento/agendamento-status.routes.js';
import { agendamentoRoutes } from './agendamento/agendamento.routes.js';
import { agendaConfigRoutes } from './agenda-config/agenda-config.routes.js';
import { auditoriaRoutes } from './auditoria/auditoria.routes.js';
import { historicoAgendamentoRoutes } from './paciente/historico-agendamento.routes.js';
import { escalaRoutes } from './medico/escala.routes.js';
import { exameRoutes } from './exame/exame.routes.js';
import { estoqueCadastrosRoutes } from './estoque/estoque-cadastros.routes.js';
import { estoqueInventarioRoutes } from './estoque/estoque-inventario.routes.js';
import { estoquePacienteRoutes } from './estoque/estoque-paciente.routes.js';
import { estoqueMovimentacaoRoutes } from './estoque/estoque-movimentacao.routes.js';
import { estoqueProdutoRoutes } from './estoque/estoque-produto.routes.js';
import { estoqueReferenciasRoutes } from './estoque/estoque-referencias.routes.js';
import { formularioRoutes } from './formulario/formulario.routes.js';
import { laudoRoutes } from './laudo/laudo.routes.js';
import { estudoCasoRoutes } from './estudo-caso/estudo-caso.routes.js';
import { assinaturaRoutes } from './assinatura/assinatura.routes.js';
import { chaveDeCertificados } from './assinatura/cofre.js';
import { estudoCasoImagensRoutes } from './imagens/estudo-caso-imagens.routes.js';
import { layoutVariaveisRoutes } from './layout/layout-variaveis.routes.js';
import { layoutRoutes } from './layout/layout.routes.js';
import { preenchimentoRoutes } from './layout/preenchimento.routes.js';
import { grauCalvicieRoutes } from './formulario/grau-calvicie.routes.js';
import { respostaRoutes } from './formulario/resposta.routes.js';
import { funcionarioRoutes } from './funcionario/funcionario.routes.js';
import { medicoCadastroRoutes } from './medico/medico-cadastro.routes.js';
import { medicoRoutes } from './medico/medico.routes.js';
import { agendarLembretes } from './notificacao/lembretes.js';
import { agendarVencimentos, VENCIMENTOS_INTERVALO_MS } from './estoque/estoque-vencimentos.js';
import { agendarVencimentosFinanceiros, VENCIMENTOS_FINANCEIRO_INTERVALO_MS } from './financeiro/financeiro-vencimentos.js';
import { receitaRoutes } from './financeiro/receita.routes.js';
import { parcelamentoRoutes } from './financeiro/financeiro-parcelamento.routes.js';
import { orcamentoStatusRoutes } from './orcamento/orcamento-status.routes.js';
import { campanhaRoutes } from './financeiro/campanha.routes.js';
import { taxasRoutes } from './financeiro/taxas.routes.js';
import { pixRoutes } from './financeiro/pix.routes.js';
import { fluxoCaixaRoutes } from './financeiro/fluxo-caixa.routes.js';
import { orcamentoRoutes } from './financeiro/orcamento.routes.js';
import { NotificationBroker } from './notificacao/notification-broker.js';
import { notificacaoRoutes } from './notificacao/notificacao.routes.js';
import type { EventoNotificacao } from './notificacao/notificacao.repository.js';
import type { SessoesEncerradas } from './auth/sessions.js';
import type { FileStore } from './storage/file-store.js';
import { idempotencyPlugin } from './http/idempotency.js';
import { databaseRateLimitStore } from './http/rate-limit-store.js';
import { forwardingGuard, trustGatewayHop } from './http/gateway-key.js';
import { textGuardPlugin, textoKeyword } from './http/text-guard.js';
import { unfinishedBodyPlugin } from '@clinica/server-kit';
import { readVersion } from './version.js';
import { whiteLabelRoutes } from './white-label/white-label.routes.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { relatorioRoutes } from './relatorio/relatorio.routes.js';
import { documentoEmitidoRoutes } from './documento-emitido/documento-emitido.routes.js';
import { prescricaoRoutes } from './prescricao/prescricao.routes.js';
import { orientacaoMedicaRoutes } from './prescricao/orientacao-medica.routes.js';
import { contratoRoutes } from './contrato/contrato.routes.js';
import { atestadoRoutes } from './atestado/atestado.routes.js';

export const DEFAULT_LIMITS: AppLimits = {
  loginPerMinute: 10,
  accountFailures: 5,
  accountWindowMs: 15 * 60 * 1000,
  sprayFailures: 20,
  sprayIntervalMs: 30_000,
  resetPerMinute: 10,
  bodyLimit: 2 * 1024 * 1024,
  imageMaxBytes: 1024 * 1024,
  uploadMaxBytes: 80 * 1024 * 1024,
};

export interface BuildAppOptions {
  db: Db;
  /** LISTEN/NOTIFY of that database: how a notification stored by any api process reaches this one's sockets */
  events: DbEvents;
  /** how often due appointment reminders are sent (ms); undefined: not by this app (tests send them by hand) */
  reminderIntervalMs?: number;
  /** time a notification socket has to complete its STOMP CONNECT (default 5 s) */
  socketConnectTimeoutMs?: number;
  /** HS256 key (see auth/jwt-secret.ts) */
  jwtKey: Uint8Array;
  /** default: SMTP when smtpUrl is set, else outbox + console */
  mailer?: Mailer;
  smtpUrl?: string;
  mailFrom?: string;
  printMail?: (text: string) => void;
  portalUrl?: string;
  /** GATEWAY_KEY: only requests carrying it have their X-Forwarded-* believed (see http/gateway-key.ts) */
  gatewayKey?: string;
  corsOrigins?: string[];
  logger?: FastifyServerOptions['logger'];
  limits?: Partial<AppLimits>;
  version?: string;
  /** where uploads are kept (see storage/file-store.ts) */
  files: FileStore;
  /** PDF_SERVICE_KEY: the key the PDF service registers issued PDFs with */
  pdfServiceKey?: string;
  /** CERTIFICADO_KEY: what seals doctors' certificates (unset: derived from the JWT key) */
  certificadoKey?: string;
}

export const DEFAULT_MAIL_FROM = 'Clínica <nao-responda@clinica.dev>';

/** Plugins in order: external (helmet, cors, rate limit, OpenAPI) → app (deps, auth guard) → routes under /api. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const limits: AppLimits = { ...DEFAULT_LIMITS, ...options.limits };
  // X-Forwarded-* only from the gateway (its key), whatever address calls: a process on the api's own
  // machine could otherwise name any client address and dodge every limit per address
  const guardForwarding = forwardingGuard(options.gatewayKey);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustGatewayHop,
    // the earliest point fastify offers (before its request log and every hook), for inject too
    rewriteUrl: (request) => {
      guardForwarding(request);
      return request.url ?? '/';
    },
    bodyLimit: limits.bodyLimit,
    // reject unknown fields and wrong types instead of stripping or coercing them
    // plugins: the plain text keyword (TextoLinha/TextoLinhas: trimmed, no control characters)
    // multipleOfPrecision: `multipleOf: 0.01` (a fee in hundredths of a percent) compares the quotient
    // within 1e-9, or 9.19 / 0.01 = 918.9999999999999 refused a valid 9,19 %
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false, multipleOfPrecision: 9 }, plugins: [textoKeyword] },
    routerOptions: { ignoreTrailingSlash: true },
    // the router's own refusals (a malformed or too long path) answer the same list body as every error
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const { status, body } = toErrorResponse(error);
      request.log.info({ status, code: error.code }, error.message);
      void reply.code(status).type('application/json; charset=utf-8').send(body);
    },
  });

  // every write through the app's handle moves the clock that keeps in-memory reads honest
  const { db, clock: writeClock } = withWriteClock(options.db);
  const deps: AppDeps = {
    db,
    tokens: new TokenService(options.jwtKey),
    mailer: options.mailer ?? createMailer({ db, from: options.mailFrom ?? DEFAULT_MAIL_FROM, smtpUrl: options.smtpUrl, print: options.printMail }),
    portalUrl: options.portalUrl ?? 'http://localhost:8080',
    version: options.version ?? readVersion(),
    limits,
    files: options.files,
    pdfServiceKey: options.pdfServiceKey,
    certificadoKey: chaveDeCertificados(options.certificadoKey ?? options.jwtKey),
    authCache: new AuthCache(),
    writeClock,
    calendarioCache: new CalendarioCache(writeClock),
  };

  // ── external plugins ─────────────────────────────────────────────────────────
  await app.register(errorHandlerPlugin);
  await app.register(
    fp(
      (instance: FastifyInstance) => {
        instance.decorate('deps', deps);
      },
      { name: 'deps' },
    ),
  );
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
  });
  if (options.corsOrigins?.length) await app.register(cors, { origin: options.corsOrigins, credentials: false });
  await app.register(rateLimit, {
    global: false,
    // counters in the database: every api process counts the same requests of an address
    store: databaseRateLimitStore(db),
    // the database unreachable for the counter: the request goes on (and meets the same outage itself)
    skipOnError: true,
    errorResponseBuilder: (request) =>
      new ApiError(
        429,
        request.routeOptions.url?.endsWith('/auth/login') ? MSG.loginBloqueado : MSG.muitasRequisicoes,
        'Limite de requisições por endereço atingido',
      ),
  });
  // uploads: one file per request; our byte counter (storage/file-store.ts) refuses past the route's
  // limit, so multipart's own must not truncate first
  await app.register(multipart, { limits: { fileSize: limits.uploadMaxBytes + 1, files: 1, fields: 5, parts: 6 }, throwFileSizeLimit: false });
  // an answer sent before its body has arrived (a refused upload) closes the socket promptly
  await app.register(unfinishedBodyPlugin);
  await app.register(openApiPlugin);
  await app.register(textGuardPlugin);
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  // ── application plugins ──────────────────────────────────────────────────────
  await app.register(accessGuardPlugin);
  await app.register(idempotencyPlugin);

  // ── routes ───────────────────────────────────────────────────────────────────
  await app.register(
    async (api) => {
      await api.register(pingRoutes);
      await api.register(docsRoutes);
      await api.register(authRoutes);
      await api.register(tokenRoutes);
      await api.register(usuarioManagerRoutes);
      await api.register(perfilRoutes);
      await api.register(whiteLabelRoutes);
      await api.register(pacienteRoutes);
      await api.register(cadastrosAuxiliaresRoutes);
      await api.register(historicoAgendamentoRoutes);
      await api.register(procedimentoRoutes);
      await api.register(exameRoutes);
      await api.register(estoqueCadastrosRoutes);
      await api.register(estoqueProdutoRoutes);
      await api.register(estoqueMovimentacaoRoutes);
      await api.register(estoqueReferenciasRoutes);
      await api.register(estoqueInventarioRoutes);
      await api.register(estoquePacienteRoutes);
      await api.register(receitaRoutes);
      await api.register(parcelamentoRoutes);
      await api.register(formularioRoutes);
      await api.register(grauCalvicieRoutes);
      await api.register(respostaRoutes);
      await api.register(layoutRoutes);
      await api.register(layoutVariaveisRoutes);
      await api.register(preenchimentoRoutes);
      await api.register(laudoRoutes);
      await api.register(documentoEmitidoRoutes);
      await api.register(prescricaoRoutes);
      await api.register(orientacaoMedicaRoutes);
      await api.register(contratoRoutes);
      await api.register(atestadoRoutes);
      await api.register(imagensRoutes);
      await api.register(estudoCasoImagensRoutes);
      await api.register(estudoCasoRoutes);
      await api.register(assinaturaRoutes);
      await api.register(agendamentoRoutes);
      await api.register(agendamentoStatusRoutes);
      await api.register(agendamentoConsultaRoutes);
      await api.register(agendaConfigRoutes);
      await api.register(medicoRoutes);
      await api.register(medicoCadastroRoutes);
      await api.register(funcionarioRoutes);
      await api.register(escalaRoutes);
      await api.register(notificacaoRoutes);
      await api.register(orcamentoStatusRoutes);
      await api.register(campanhaRoutes);
      await api.register(taxasRoutes);
      await api.register(pixRoutes);
      await api.register(fluxoCaixaRoutes);
      await api.register(orcamentoRoutes);
      await api.register(dashboardRoutes);
      await api.register(auditoriaRoutes);
      await api.register(relatorioRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(notificationChannel, {
    events: options.events,
    reminderIntervalMs: options.reminderIntervalMs,
    connectTimeoutMs: options.socketConnectTimeoutMs,
    origins: [new URL(deps.portalUrl).origin, ...(options.corsOrigins ?? [])],
    guardForwarding,
  });

  await app.ready();
  return app;
}

/**
 * The live side of notifications: the SockJS/STOMP endpoint at /notification, the events every api
 * process hears from PostgreSQL (pushed to the sockets this one holds) and the reminder runs.
 */
const notificationChannel = fp(
  async (
    app: FastifyInstance,
    options: {
      events: DbEvents;
      reminderIntervalMs?: number;
      connectTimeoutMs?: number;
      origins: string[];
      guardForwarding: (request: IncomingMessage) => void;
    },
  ) => {
    const onError = (error: unknown): void => app.log.error({ err: error }, 'notificações');
    const broker = new NotificationBroker({
      deps: app.deps,
      allowedOrigins: options.origins,
      onError,
      connectTimeoutMs: options.connectTimeoutMs,
      guardForwarding: options.guardForwarding,
    });
    broker.install(app.server);
    const { authCache, calendarioCache, writeClock } = app.deps;
    const unlisten = await options.events.listen(
      (payload) => {
        const evento = JSON.parse(payload) as EventoNotificacao | SessoesEncerradas | AutorizacoesAlteradas | AgendaAlterada;
        // a user's change (a doctor's name) announces both: migration 0010 watches usuario too
        if ('agendaAlterada' in evento) writeClock.tick();
        else if ('autorizacoesAlteradas' in evento) {
          authCache.clear();
          void broker.avisarAutorizacoes().catch(onError);
        } else if ('sessoesEncerradas' in evento) {
          authCache.forget(evento.sessoesEncerradas);
          broker.encerrarSessoes(evento.sessoesEncerradas, evento.motivo);
        } else void broker.deliver(evento).catch(onError);
      },
      () => {
        // events were missed while the connection was lost
        authCache.clear();
        writeClock.tick();
        void broker.resendUnread().catch(onError);
        void broker.avisarAutorizacoes().catch(onError);
      },
    );
    // the cache is safe only while the events are heard
    authCache.listening(true);
    calendarioCache.listening(true);
    const stopReminders = options.reminderIntervalMs ? agendarLembretes(app.deps.db, options.reminderIntervalMs, onError) : undefined;
    // the daily stock expiry check goes with the other background work of a serving process
    const stopVencimentos = options.reminderIntervalMs ? agendarVencimentos(app.deps.db, VENCIMENTOS_INTERVALO_MS, onError) : undefined;
    // and the daily finance check (CONTAS_RECEBER / CONTAS_PAGAR)
    const stopVencimentosFinanceiros = options.reminderIntervalMs
      ? agendarVencimentosFinanceiros(app.deps.db, VENCIMENTOS_FINANCEIRO_INTERVALO_MS, onError)
      : undefined;
    // before the server closes: it waits for every connection, and sockets never end by themselves
    app.addHook('preClose', async () => {
      await stopReminders?.();
      await stopVencimentos?.();
      await stopVencimentosFinanceiros?.();
      broker.close();
    });
    app.addHook('onClose', async () => {
      authCache.listening(false);
      calendarioCache.listening(false);
      await unlisten();
    });
  },
  { name: 'notification-channel', dependencies: ['deps'] },
);
