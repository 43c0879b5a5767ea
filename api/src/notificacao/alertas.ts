import { toJson, type Executor } from '../db/database.js';
import type { TipoNotificacao } from '../db/types.js';
import { anunciar, fecharAlerta, upsertAlerta } from './notificacao.repository.js';
import { dadosLimpos, papelDoAlerta, type DadosNotificacao } from './notificacao.message.js';

export type TipoDeAlerta = Extract<TipoNotificacao, 'ABAIXO_ESTOQUE' | 'VENCIMENTO_ENTRADA_ESTOQUE' | 'CONTAS_RECEBER' | 'CONTAS_PAGAR'>;

export interface NovoAlerta {
  tipo: TipoDeAlerta;
  /** the subject (a product id, a bill id): one open alert per subject and kind */
  chave: string;
  dados: DadosNotificacao;
}

/**
 * The entry point of the stock and finance areas: opens (or refreshes) the alert of a subject for
 * everyone holding the kind's role, in the caller's transaction; pushed live after the commit.
 * A refresh of an open alert is pushed again (same id: the portal shows it once).
 */
export async function publicarAlerta(trx: Executor, alerta: NovoAlerta): Promise<number> {
  const papel = papelDoAlerta(alerta.tipo)!;
  const id = await upsertAlerta(trx, { papel, tipo: alerta.tipo, chave: alerta.chave, dados: toJson(dadosLimpos(alerta.dados)) });
  await anunciar(trx, { id, papel });
  return id;
}

/** Closes the open alert of a subject (stock refilled, bill paid): nobody sees it any more. */
export async function resolverAlerta(trx: Executor, tipo: TipoDeAlerta, chave: string): Promise<boolean> {
  return fecharAlerta(trx, papelDoAlerta(tipo)!, tipo, chave);
}
