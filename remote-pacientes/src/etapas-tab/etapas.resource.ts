import { useMutation, useQuery } from '@tanstack/react-query';
import { http, queryClient, type ApiAnswer, type ApiBody } from '@clinica/shared';

/** A stage answer group (spec 02 section 3): one per active stage of the procedure; id null while never saved. */
export type EtapaGrupo = ApiAnswer<'gerenciar/imagens/listar', 'post'>[number];
/** A stage's file (id null until a saved stage holds it). */
export type EtapaImagem = EtapaGrupo['imagens'][number];
export type EtapaPayload = ApiBody<'gerenciar/imagens/cadastro', 'post'>;

/** Only the record's Etapas tab reads stages: a root of their own. */
const ETAPAS_KEY = ['etapas'] as const;

export const useEtapas = (pacienteId: number, procedimentoId: number) =>
  useQuery(
    {
      queryKey: [...ETAPAS_KEY, pacienteId, procedimentoId],
      queryFn: ({ signal }) =>
        http.post('gerenciar/imagens/listar', { json: { procedimento: procedimentoId, idPaciente: pacienteId, buscarImagens: true }, signal }).json(),
    },
    queryClient,
  );

/** Failures are shown by the card ('ERROR!' toast, or the conflict message); a save reads the stages again. */
export const useSaveEtapaMutation = () =>
  useMutation(
    {
      mutationFn: (payload: EtapaPayload): Promise<EtapaGrupo> => {
        const { id, versao } = payload;
        if (!id) return http.post('gerenciar/imagens/cadastro', { json: payload, context: { silent: true } }).json();
        // editing sends the versao the screen read (the api answers 409 when someone saved in between)
        if (versao == null) return Promise.reject(new Error('editar: the stage has no versao'));
        return http.put('gerenciar/imagens/editar', { json: { ...payload, id, versao }, context: { silent: true } }).json();
      },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ETAPAS_KEY }),
    },
    queryClient,
  );

/** Uploads one file; the server checks its content and size and answers where it is kept. */
export const useUploadArquivoMutation = () =>
  useMutation(
    {
      mutationFn: (file: File): Promise<EtapaImagem> => {
        const form = new FormData();
        form.append('arquivo', file, file.name);
        // answered not shown in the case study, first in order
        return http.post('gerenciar/imagens/upload', { body: form, timeout: 10 * 60_000 }).json();
      },
    },
    queryClient,
  );
