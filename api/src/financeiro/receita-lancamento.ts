import { ApiErrorList, invalidField, type ErrorItem } from '../errors/api-error.js';
import { FINANCEIRO_MSG as M } from './financeiro.messages.js';
import { FORMA_CREDITO, OCORRENCIA, TIPO, type LancarReceitaBody } from './financeiro.schemas.js';
import { datasRecorrentes, MAX_PARCELAS, planejarParcelas } from './parcelas.js';
import type { DetalheNovo, NovaReceita } from './receita.repository.js';

const falhar = (erros: ErrorItem[]): void => {
  if (erros.length > 0) throw new ApiErrorList(400, erros);
};

/** Checks a launch and plans its instalments (400 with every field's message at once). */
export function planejarLancamento(b: LancarReceitaBody, hoje: string): { receita: Omit<NovaReceita, 'usuario'>; detalhes: DetalheNovo[] } {
  const tipo = b.tipoReceita ?? TIPO.receita;
  const ocorrencia = b.ocorrencia ?? OCORRENCIA.unica;
  const nome = b.nomeReceita?.trim() ?? '';
  const erros: ErrorItem[] = [];
  if (!nome) erros.push(invalidField(M.nome, 'nomeReceita'));
  if (b.valorBruto === undefined || b.valorBruto === null || b.valorBruto < 1) erros.push(invalidField(M.valor, 'valorBruto'));
  if (!b.vencimentoApartir) erros.push(invalidField(M.vencimento, 'vencimentoApartir'));
  let quantidade = 1;
  if (ocorrencia === OCORRENCIA.parcelada) {
    if (b.quantidadeParcela === undefined || b.quantidadeParcela === null) erros.push(invalidField(M.quantidade, 'quantidadeParcela'));
    else if (b.quantidadeParcela < 1 || b.quantidadeParcela > MAX_PARCELAS) erros.push(invalidField(M.quantidadeInvalida, 'quantidadeParcela'));
    else quantidade = b.quantidadeParcela;
  }
  const entrada = b.valorEntrada ?? 0;
  if (entrada > 0 && ocorrencia === OCORRENCIA.recorrente) erros.push(invalidField(M.entradaMaior, 'valorEntrada'));
  else if (entrada > 0 && b.valorBruto && entrada > b.valorBruto) erros.push(invalidField(M.entradaMaior, 'valorEntrada'));
  if (b.formaPagamentoEntrada === FORMA_CREDITO) erros.push(invalidField(M.entradaCredito, 'formaPagamentoEntrada'));
  let datas: string[] | undefined;
  if (ocorrencia === OCORRENCIA.recorrente) {
    if (!b.periodo) erros.push(invalidField(M.periodoRecorrencia, 'periodo'));
    if (!b.tipoPeriodo) erros.push(invalidField(M.periodoRecorrencia, 'tipoPeriodo'));
    if (!b.dataLimite) erros.push(invalidField(M.dataLimite, 'dataLimite'));
    else if (b.vencimentoApartir && b.dataLimite < b.vencimentoApartir) erros.push(invalidField(M.dataLimiteAntes, 'dataLimite'));
    else if (b.vencimentoApartir && b.periodo && b.tipoPeriodo) {
      datas = datasRecorrentes(b.vencimentoApartir, b.periodo, b.tipoPeriodo, b.dataLimite);
      if (!datas) erros.push(invalidField(M.recorrenciaLonga, 'dataLimite'));
    }
  }
  falhar(erros);
  const valor = b.valorBruto!;
  const forma = b.formaPagamento ?? null;
  const detalhes: DetalheNovo[] =
    ocorrencia === OCORRENCIA.recorrente
      ? datas!.map((vencimento, i) => ({ parcela: i + 1, valorCentavos: valor, vencimento, entrada: false, formaPagamento: forma }))
      : planejarParcelas({ totalCentavos: valor, quantidade, entradaCentavos: entrada, vencimentoApartir: b.vencimentoApartir!, hoje }).map((p) => ({
          ...p,
          formaPagamento: p.entrada ? (b.formaPagamentoEntrada ?? forma) : forma,
        }));
  return {
    receita: {
      tipo,
      nomeReceita: nome,
      observacao: b.observacao?.trim() || null,
      pacienteId: b.pacienteId ?? null,
      fornecedor: b.fornecedor?.trim() || null,
      ocorrencia,
      formaPagamento: forma,
      valorBrutoCentavos: valor,
      quantidadeParcela: ocorrencia === OCORRENCIA.recorrente ? detalhes.length : quantidade,
      vencimentoApartir: b.vencimentoApartir!,
      periodo: ocorrencia === OCORRENCIA.recorrente ? b.periodo! : null,
      tipoPeriodo: ocorrencia === OCORRENCIA.recorrente ? b.tipoPeriodo! : null,
      dataLimite: ocorrencia === OCORRENCIA.recorrente ? b.dataLimite! : null,
    },
    detalhes,
  };
}
