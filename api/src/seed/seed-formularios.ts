import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { insertFormulario, insertVersao, type PerguntaDados } from '../formulario/formulario.repository.js';
import { gravarRespostas, inserirResposta } from '../formulario/resposta.repository.js';
import { FICHA_ANAMNESE } from '../formulario/resposta.routes.js';

const pergunta = (ordenacao: number, texto: string, campos: Partial<PerguntaDados> = {}): PerguntaDados => ({
  pergunta: texto,
  exibirCamposSimouNao: false,
  exibirCampoRestricao: false,
  exibirGrauCalvicie: false,
  exibePulseiraVermelha: false,
  textoComplementar: null,
  opcoesAdicionais: null,
  ordenacao,
  ...campos,
});

/** The anamnesis form (the spec's 'Ficha de admissão e anamnese', printed with its truth declaration). */
export const DEMO_FICHA_PERGUNTAS: PerguntaDados[] = [
  pergunta(1, 'Possui alguma alergia?', { exibirCamposSimouNao: true, exibirCampoRestricao: true, textoComplementar: 'Quais?' }),
  pergunta(2, 'Faz uso de medicamentos contínuos?', { exibirCamposSimouNao: true, textoComplementar: 'Quais?' }),
  pergunta(3, 'Tipo de pele', { opcoesAdicionais: 'Seca,Normal,Oleosa,Mista' }),
  pergunta(4, 'Queixa principal'),
];

/** What the demo patient answered, question by question (no restriction: the record opens without an alert). */
const RESPOSTAS = [
  { simouNao: 'NAO' as const, resposta: null, respostaOpcao: null },
  { simouNao: 'SIM' as const, resposta: 'Anticoncepcional oral', respostaOpcao: null },
  { simouNao: null, resposta: null, respostaOpcao: 'Mista' },
  { simouNao: null, resposta: 'Linhas de expressão na testa e ao redor dos olhos.', respostaOpcao: null },
];

/**
 * Formulários e evolução as a newcomer should see them: the anamnesis form in Configurações, filled for
 * the patient of the first demo appointment in its procedure, by its doctor. Added once (when the form
 * is not there yet); runs after the agenda's demo.
 */
export async function seedFormulariosDemo(db: Db): Promise<boolean> {
  if (await db.selectFrom('formulario').select('id').where('nome', '=', FICHA_ANAMNESE).executeTakeFirst()) return false;
  await inTransaction(db, async (trx) => {
    const formularioId = await insertFormulario(trx, FICHA_ANAMNESE, true, 'Sistema');
    await insertVersao(trx, formularioId, 1, FICHA_ANAMNESE, DEMO_FICHA_PERGUNTAS, 'Sistema');
    const agendamento = await trx
      .selectFrom('agendamento as a')
      .innerJoin('paciente as p', 'p.id', 'a.paciente_id')
      .select(['a.paciente_id', 'a.procedimento_id', 'a.medico_id'])
      .where('p.ativo', '=', true)
      .orderBy('a.id')
      .executeTakeFirst();
    if (!agendamento) return;
    const versao = await trx.selectFrom('formulario_versao').select('id').where('formulario_id', '=', formularioId).executeTakeFirstOrThrow();
    const perguntas = await trx.selectFrom('formulario_pergunta').select('id').where('formulario_versao_id', '=', versao.id).orderBy('ordenacao').execute();
    const respostaId = await inserirResposta(trx, {
      paciente_id: agendamento.paciente_id,
      procedimento_id: agendamento.procedimento_id,
      formulario_id: formularioId,
      formulario_versao_id: versao.id,
      nome: FICHA_ANAMNESE,
      medico_id: agendamento.medico_id,
      restricao: false,
      usuario: 'Sistema',
    });
    await gravarRespostas(
      trx,
      respostaId,
      perguntas.map((p, i) => ({ perguntaId: p.id, restricao: false, grauCalvicie: null, ...RESPOSTAS[i]! })),
    );
  });
  return true;
}
