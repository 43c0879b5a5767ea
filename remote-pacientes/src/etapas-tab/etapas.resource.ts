import { useMutation, useQuery } from '@tanstack/react-query';
import { http, queryClient } from '@clinica/shared';

export interface EtapaImagem {
  id?: number | null;
  urlArmazenamento: string;
  exibeNoEstudoCaso: boolean;
  ordenacao: number;
  mimeType: string;
  name: string;
  size: number;
}

export interface EtapaAuditoria {
  id: number;
  autor: number | null;
  nomeAutor: string | null;
  descricao: string;
  dataAcao: string;
}

/** A stage answer group (spec 02 section 3): one per active stage of the procedure. */
export interface EtapaGrupo {
  id: number | null;
  configuracoesEtapaId: number;
  nomeEtapa: string;
  /** YYYY-MM-DD */
  dataRegistro: string | null;
  /** ISO date-times */
  horaInicial: string | null;
  horaFinal: string | null;
  observacao: string | null;
  imagens: EtapaImagem[];
  auditorias: EtapaAuditoria[];
  pacienteId: number;
  procedimentoId: number;
  versao: number | null;
}

export type EtapaPayload = Pick<
  EtapaGrupo,
  'configuracoesEtapaId' | 'dataRegistro' | 'horaInicial' | 'horaFinal' | 'observacao' | 'pacienteId' | 'procedimentoId'
> & {
  id?: number;
  versao?: number;
  imagens: Pick<EtapaImagem, 'urlArmazenamento' | 'exibeNoEstudoCaso' | 'ordenacao'>[];
};

/** Only the record's Etapas tab reads stages: a root of their own. */
const ETAPAS_KEY = ['etapas'] as const;

export const useEtapas = (pacienteId: number, procedimentoId: number) =>
  useQuery(
    {
      queryKey: [...ETAPAS_KEY, pacienteId, procedimentoId],
      queryFn: ({ signal }) =>
        http
          .post('gerenciar/imagens/listar', { json: { procedimento: procedimentoId, idPaciente: pacienteId, buscarImagens: true }, signal })
          .json<EtapaGrupo[]>(),
    },
    queryClient,
  );

/** Failures are shown by the card ('ERROR!' toast, or the conflict message); a save reads the stages again. */
export const useSaveEtapaMutation = () =>
  useMutation(
    {
      mutationFn: (payload: EtapaPayload): Promise<EtapaGrupo> =>
        (payload.id
          ? http.put('gerenciar/imagens/editar', { json: payload, context: { silent: true } })
          : http.post('gerenciar/imagens/cadastro', { json: payload, context: { silent: true } })
        ).json<EtapaGrupo>(),
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
        return http
          .post('gerenciar/imagens/upload', { body: form, timeout: 10 * 60_000 })
          .json<Omit<EtapaImagem, 'exibeNoEstudoCaso' | 'ordenacao'>>()
          .then((uploaded) => ({ ...uploaded, exibeNoEstudoCaso: false, ordenacao: 0 }));
      },
    },
    queryClient,
  );
