import { useMutation, useQuery } from '@tanstack/react-query';
import { http, queryClient, type ApiAnswer, type ApiBody, type DocumentoPdf } from '@clinica/shared';

/** A certificate of the record (spec 02 §3 Certificate). */
export type Atestado = ApiAnswer<'gerenciar/paciente/buscarAtestado', 'get'>[number];
export type AtestadoBody = ApiBody<'gerenciar/paciente/gerarAtestado', 'post'>;

/** Only this tab reads certificates: a root of its own. */
const ATESTADOS_KEY = ['atestados'] as const;
const silent = { context: { silent: true } } as const;

export const useAtestados = (pacienteId: number, procedimentoId: number) =>
  useQuery(
    {
      queryKey: [...ATESTADOS_KEY, pacienteId, procedimentoId],
      queryFn: ({ signal }) =>
        http.get('gerenciar/paciente/buscarAtestado', { query: { pacienteId: String(pacienteId), procedimentoId: String(procedimentoId) }, signal }).json(),
    },
    queryClient,
  );

const changed = () => queryClient.invalidateQueries({ queryKey: ATESTADOS_KEY });

/** Creates (no id) or edits (with id): the same call (spec 02 §7 gerarAtestado). */
export const useGerarAtestadoMutation = () =>
  useMutation(
    {
      mutationFn: (body: AtestadoBody): Promise<Atestado> => http.post('gerenciar/paciente/gerarAtestado', { json: body, ...silent }).json(),
      onSuccess: changed,
    },
    queryClient,
  );

export const useExcluirAtestadoMutation = () =>
  useMutation(
    {
      mutationFn: (id: number) => http.delete('gerenciar/paciente/deletarAtestado', { query: { atestadoId: String(id) }, ...silent }).json(),
      onSuccess: changed,
    },
    queryClient,
  );

/** The document the PDF service prints, built and signed for issuing by the api. */
export const documentoDoAtestado = (id: number): Promise<DocumentoPdf> =>
  http.get('gerenciar/paciente/imprimirAtestado/{id}', { params: { id }, ...silent }).json();
