import { useMutation, useQuery } from '@tanstack/react-query';
import { http, queryClient, type ApiAnswer, type ApiBody, type DocumentoPdf } from '@clinica/shared';

/** A proposal or contract of the record (spec 02 §3 Document/contract). */
export type Contrato = ApiAnswer<'gerenciar/contrato/listar', 'post'>[number];
export type ContratoCadastro = ApiBody<'gerenciar/contrato/cadastro', 'post'>;
export type ContratoAtualizar = ApiBody<'gerenciar/contrato/atualizar', 'put'>;

/** Only this tab reads contracts: a root of its own. */
const CONTRATOS_KEY = ['contratos'] as const;
// the tab shows its own messages: the client does not toast
const silent = { context: { silent: true } } as const;

export const useContratos = (pacienteId: number, procedimentoId: number) =>
  useQuery(
    {
      queryKey: [...CONTRATOS_KEY, pacienteId, procedimentoId],
      queryFn: ({ signal }) => http.post('gerenciar/contrato/listar', { json: { idPaciente: pacienteId, procedimento: procedimentoId }, signal }).json(),
    },
    queryClient,
  );

const changed = () => queryClient.invalidateQueries({ queryKey: CONTRATOS_KEY });

export const useSalvarContratoMutation = () =>
  useMutation(
    {
      mutationFn: (body: ContratoCadastro | ContratoAtualizar): Promise<Contrato> =>
        body.id
          ? http.put('gerenciar/contrato/atualizar', { json: body, ...silent }).json()
          : http.post('gerenciar/contrato/cadastro', { json: body as ContratoCadastro, ...silent }).json(),
      onSuccess: changed,
    },
    queryClient,
  );

export const useAssinarMutation = () =>
  useMutation(
    {
      mutationFn: ({ id, status }: { id: number; status: boolean }) => http.post('gerenciar/contrato/assinar', { json: { id, status }, ...silent }).json(),
      onSuccess: changed,
    },
    queryClient,
  );

export const useExcluirContratoMutation = () =>
  useMutation(
    {
      mutationFn: (id: number) => http.delete('gerenciar/contrato/delete/{id}', { params: { id }, ...silent }).json(),
      onSuccess: changed,
    },
    queryClient,
  );

/** Sends one file as a document of the patient in the procedure (the api checks its content and size). */
export const useUploadContratoMutation = () =>
  useMutation(
    {
      mutationFn: ({ pacienteId, procedimentoId, file }: { pacienteId: number; procedimentoId: number; file: File }): Promise<Contrato> => {
        const form = new FormData();
        form.append('paciente', String(pacienteId));
        form.append('procedimento', String(procedimentoId));
        form.append('nomeArquivo', file.name);
        form.append('type', file.type);
        form.append('arquivo', file, file.name);
        return http.post('gerenciar/contrato/uploadFile', { body: form, timeout: 10 * 60_000, ...silent }).json();
      },
      onSuccess: changed,
    },
    queryClient,
  );

/** The document the PDF service prints, built and signed for issuing by the api. */
export const documentoDoContrato = (id: number): Promise<DocumentoPdf> => http.get('gerenciar/contrato/imprimir/{id}', { params: { id }, ...silent }).json();
