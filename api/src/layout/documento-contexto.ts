import type { FastifyRequest } from 'fastify';
import { auditContextOf } from '../audit/audit.js';
import { registrarAcessoAoPaciente } from '../auditoria/acesso-paciente.js';
import { ApiErrorList, badRequest, notFound } from '../errors/api-error.js';
import type { TypedApp } from '../http/typebox.js';
import { buscarOrcamento } from '../financeiro/orcamento.repository.js';
import type { Executor } from '../db/database.js';
import type { OrcamentoImpressao, Preencher } from './layout.schemas.js';
import { preencher, type ContextoDocumento, type VariavelSemValor } from './preenchimento.js';
import {
  findClinicaDoDocumento,
  findMedicoDoDocumento,
  findPacienteDoDocumento,
  findProcedimentoDoDocumento,
  valoresDaClinica,
} from './preenchimento.repository.js';

/** What a document about a patient is filled with, read for one request (the layout fill, the record's PDF). */
export const DOCUMENTO_MSG = {
  paciente: 'Paciente não encontrado.',
  procedimento: 'Procedimento não encontrado.',
  medico: 'O usuário escolhido não é um médico.',
  orcamento: 'Orçamento não encontrado.',
  semValor: (v: VariavelSemValor) => `Não foi possível preencher {{${v.nome}}}: ${v.motivo}.`,
} as const;

export type Contexto = Omit<Preencher, 'idLayout' | 'texto'>;

/**
 * The quote a document prints: the one the body carries, else the patient's quote `idOrcamento` as saved
 * (spec 02 §7: the quotes' print sends procedimento, idPaciente and idOrcamento); an approved quote prints
 * its approved proposal only.
 */
async function orcamentoDoContexto(db: Executor, body: Contexto, pacienteId: number): Promise<OrcamentoImpressao | null> {
  if (body.orcamento) return body.orcamento;
  if (!body.idOrcamento) return null;
  const o = await buscarOrcamento(db, body.idOrcamento);
  if (!o || o.pacienteId !== pacienteId) throw notFound(DOCUMENTO_MSG.orcamento);
  return {
    nomeProcedimento: o.nomeProcedimento,
    valorBruto: o.valorBruto,
    desconto: o.desconto,
    campanha: o.campanha,
    propostasDePagamentos: o.propostasDePagamentos
      .filter((p) => o.status !== 'APROVADO' || p.escolhido)
      .map((p) => ({
        quantidadeParcelas: p.quantidadeParcelas,
        valorDaParcela: p.valorDaParcela,
        formaPagamento: p.formaPagamento,
        entrada: p.entrada,
      })),
  };
}

/** Everything a document about this patient may print; 404/400 when what the body names does not exist. */
export async function contextoDe(app: TypedApp, request: FastifyRequest, body: Contexto, procedimentoDoLayout: number | null): Promise<ContextoDocumento> {
  const db = app.deps.db;
  const user = request.auth!.user;
  const paciente = await findPacienteDoDocumento(db, body.idPaciente);
  if (!paciente) throw notFound(DOCUMENTO_MSG.paciente);
  const procedimentoId = body.procedimento ?? procedimentoDoLayout;
  const procedimento = procedimentoId ? await findProcedimentoDoDocumento(db, procedimentoId) : undefined;
  if (procedimentoId && !procedimento) throw notFound(DOCUMENTO_MSG.procedimento);
  const medicoId = body.usuarioGerado ?? (user.ehMedico ? user.id : null);
  const medico = medicoId ? await findMedicoDoDocumento(db, medicoId) : undefined;
  if (body.usuarioGerado && !medico) throw badRequest(DOCUMENTO_MSG.medico);
  const orcamento = await orcamentoDoContexto(db, body, paciente.id);
  await registrarAcessoAoPaciente(db, auditContextOf(request), paciente.id);
  return {
    hoje: new Date(),
    paciente,
    procedimento: procedimento ? { nome: procedimento.nome, valorCentavos: Number(procedimento.valor_centavos) } : null,
    medico: medico ? { nome: medico.nome, registroProfissional: medico.registro_profissional } : null,
    clinica: await findClinicaDoDocumento(db),
    consultor: user.nome,
    variaveisDaClinica: await valoresDaClinica(db),
    respostas: body.respostaFormulario ?? null,
    orcamento,
    temEstudoCaso: false,
  };
}

/** 422 naming each variable that has no value (nothing is printed half-filled). */
export function preenchidoOuRecusa(html: string, contexto: ContextoDocumento): string {
  const result = preencher(html, contexto);
  if (result.ok) return result.html;
  throw new ApiErrorList(
    422,
    result.faltam.map((v) => ({
      mensagemUsuario: DOCUMENTO_MSG.semValor(v),
      mensagemDesenvolvedor: `Variável sem valor: ${v.nome}`,
      campo: `variaveis.${v.nome}`,
    })),
  );
}
