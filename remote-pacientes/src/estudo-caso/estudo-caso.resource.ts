import { useQuery } from '@tanstack/react-query';
import { FalhaPdf, QUERY_ROOTS, baixarPdf, http, queryClient, type ApiAnswer } from '@clinica/shared';

/** A registered stage with the images marked for the case study (spec 02 §3 "Case-study group"). */
export type GrupoEstudo = ApiAnswer<'gerenciar/imagens/estudocaso/listar', 'post'>[number];
/** A questionnaire answer shown in the case study (spec 02 §3 "Case-study answers"). */
export type RespostaEstudo = ApiAnswer<'gerenciar/formulario/listasRespostasPerguntasEstudoCaso', 'post'>[number];
type Estudo = ApiAnswer<'gerenciar/estudoCaso/cadastro', 'post'>;
type Documento = ApiAnswer<'gerenciar/estudoCaso/documento', 'post'>;

const ESTUDO_KEY = ['estudo-caso'] as const;

/** The patient's stages with their marked images, every procedure. */
export const useGruposEstudo = (pacienteId: number, enabled: boolean) =>
  useQuery(
    {
      queryKey: [...ESTUDO_KEY, 'grupos', pacienteId],
      enabled,
      queryFn: ({ signal }) => http.post('gerenciar/imagens/estudocaso/listar', { json: { idPaciente: pacienteId }, signal }).json(),
    },
    queryClient,
  );

/** The patient's registered case-study stages (any images): with none marked, the dialog says 'Sem imagens.'. */
export const useEtapasDeEstudo = (pacienteId: number) =>
  useQuery(
    {
      queryKey: [...ESTUDO_KEY, 'etapas', pacienteId],
      queryFn: ({ signal }) => http.post('gerenciar/imagens/listarGruposEstudosDeCaso', { json: { idPaciente: pacienteId }, signal }).json(),
    },
    queryClient,
  );

/** The questionnaire answers of the patient's forms (read only by who may see the forms tab). */
export const useRespostasEstudo = (pacienteId: number, enabled: boolean) =>
  useQuery(
    {
      queryKey: [...ESTUDO_KEY, 'respostas', pacienteId],
      enabled,
      retry: false,
      queryFn: ({ signal }) =>
        http.post('gerenciar/formulario/listasRespostasPerguntasEstudoCaso', { json: { paciente: pacienteId }, signal, context: { silent: true } }).json(),
    },
    queryClient,
  );

/** spec 02 §8: the case study is saved as this file. */
export const NOME_ESTUDO = 'estudo-de-caso.pdf';

/**
 * Records the case study (the marked images, the note) and prints it through the PDF service (the
 * api builds the document, so it is registered as issued). Undefined when saved, else the failure.
 */
export async function imprimirEstudo(pacienteId: number, observacao: string): Promise<FalhaPdf | undefined> {
  try {
    await baixarPdf(async () => {
      const estudo: Estudo = await http
        .post('gerenciar/estudoCaso/cadastro', { json: { pacienteId, observacao: observacao.trim() || null }, context: { silent: true } })
        .json();
      const documento: Documento = await http.post('gerenciar/estudoCaso/documento', { json: { idEstudo: estudo.id }, context: { silent: true } }).json();
      return documento;
    }, NOME_ESTUDO);
    return undefined;
  } catch (error) {
    return error instanceof FalhaPdf ? error : new FalhaPdf('pdf', undefined);
  } finally {
    void queryClient.invalidateQueries({ queryKey: ESTUDO_KEY });
    // the forms tab lists the recorded study as 'Estudo de casos' (its FICHAS_KEY)
    void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.pacientes, 'formularios'] });
  }
}

/** A recorded case study (the forms list's 'Estudo de casos' row opens it). */
export type EstudoRegistrado = ApiAnswer<'gerenciar/estudoCaso/buscarEstudo/{id}', 'get'>;

export const useEstudoRegistrado = (id: number) =>
  useQuery(
    {
      queryKey: [...ESTUDO_KEY, 'registrado', id],
      retry: false,
      queryFn: ({ signal }): Promise<EstudoRegistrado> =>
        http.get('gerenciar/estudoCaso/buscarEstudo/{id}', { params: { id: String(id) }, signal, context: { silent: true } }).json(),
    },
    queryClient,
  );

/** spec 02 §3: a recorded study's images, joined by ';;'. */
export const imagensDoEstudo = (estudo: EstudoRegistrado): string[] => estudo.imagem.split(';;').filter(Boolean);

/** Prints a recorded case study again through the PDF service (registered as issued). Undefined when printed, else the failure. */
export async function imprimirEstudoRegistrado(idEstudo: number): Promise<FalhaPdf | undefined> {
  try {
    await baixarPdf(
      (): Promise<Documento> => http.post('gerenciar/estudoCaso/documento', { json: { idEstudo }, context: { silent: true } }).json(),
      NOME_ESTUDO,
    );
    return undefined;
  } catch (error) {
    return error instanceof FalhaPdf ? error : new FalhaPdf('pdf', undefined);
  }
}
