import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Space, Tooltip } from '@clinica/shared/antd';
import { Table } from '@clinica/shared/antd/table';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, PlusOutlined, PrinterOutlined } from '@clinica/shared/icons';
import { QUERY_ROOTS, apiErrorMessage, confirm, http, notify, queryClient, usePermission, type ApiAnswer, type RecordTabProps } from '@clinica/shared';
import { deletarPrescricao } from '../exames-tab/exames.resource.ts';
import { imprimirDocumento } from '../exames-tab/imprimir.ts';
import '../exames-tab/messages.ts';

const EscolherLayoutDialog = lazy(() => import('../documento-editor/index.ts').then((m) => ({ default: m.EscolherLayoutDialog })));
const DocumentoEditorDialog = lazy(() => import('../documento-editor/index.ts').then((m) => ({ default: m.DocumentoEditorDialog })));

export type Prescricao = ApiAnswer<'gerenciar/paciente/buscarOrientacaoMedica', 'get'>[number];
const KEY = [QUERY_ROOTS.pacientes, 'prescricoes'] as const;
/** spec 02 §6: the prescription delete gate's three spellings. */
export const DELETAR_PRESCRICAO = 'DELETAR_PRESCRICAO || DELETAR_PRESCRICOES || DELETAR_PRECRIÇÕES';

type Editor = { layoutId: number } | { prescricao: Prescricao };

/** Prescrições tab (spec 02 §2.11): prescriptions written from a PRESCRICAO layout; print, edit, delete. */
export default function PrescricoesTab({ pacienteId, procedimento }: RecordTabProps): ReactNode {
  const { t } = useTranslation();
  const lista = useQuery(
    {
      queryKey: [...KEY, pacienteId, procedimento.id],
      queryFn: ({ signal }): Promise<Prescricao[]> =>
        http
          .get('gerenciar/paciente/buscarOrientacaoMedica', { query: { pacienteId: String(pacienteId), procedimentoId: String(procedimento.id) }, signal })
          .json(),
    },
    queryClient,
  );
  const podeExcluir = usePermission(DELETAR_PRESCRICAO);
  const [escolhendo, setEscolhendo] = useState(false);
  const [editor, setEditor] = useState<Editor>();
  const recarregar = () => queryClient.invalidateQueries({ queryKey: KEY });

  const salvar = async ({ nome, texto }: { nome: string; texto: string }) => {
    const editando = editor && 'prescricao' in editor ? editor.prescricao : undefined;
    await http
      .post('gerenciar/paciente/gerarOrientacaoMedica', {
        json: { id: editando?.id, versao: editando?.versao, paciente: pacienteId, procedimento: procedimento.id, nomePrescricao: nome, texto },
        context: { silent: true },
      })
      .json();
    notify.success(t(editando ? 'prescricaoTab.editada' : 'prescricaoTab.criada'));
    await recarregar();
    setEditor(undefined);
  };

  const excluir = (p: Prescricao) =>
    confirm({
      title: t('prescricaoTab.excluirPergunta'),
      okText: t('prescricaoTab.sim'),
      cancelText: t('prescricaoTab.nao'),
      onOk: async () => {
        try {
          await deletarPrescricao(p.id);
          notify.success(t('prescricaoTab.deletada'));
          await recarregar();
        } catch (error) {
          notify.error(apiErrorMessage(error) ?? t('prescricaoTab.erro'));
        }
      },
    });

  const columns: ColumnsType<Prescricao> = [
    { title: t('prescricaoTab.colNome'), dataIndex: 'nomePrescricao' },
    { title: t('prescricaoTab.colQuemCriou'), dataIndex: 'usuarioCadastro', render: (v: string | null) => v ?? '—' },
    {
      title: t('prescricaoTab.colAcoes'),
      key: 'acoes',
      render: (_v, row) => (
        <Space>
          <Tooltip title={t('prescricaoTab.imprimir')}>
            <Button aria-label={t('prescricaoTab.imprimir')} icon={<PrinterOutlined />} onClick={() => void imprimirDocumento(row.id, 'prescricao.pdf', t)} />
          </Tooltip>
          <Tooltip title={t('prescricaoTab.editar')}>
            <Button aria-label={t('prescricaoTab.editar')} icon={<EditOutlined />} onClick={() => setEditor({ prescricao: row })} />
          </Tooltip>
          {podeExcluir && (
            <Tooltip title={t('prescricaoTab.excluir')}>
              <Button danger aria-label={t('prescricaoTab.excluir')} icon={<DeleteOutlined />} onClick={() => excluir(row)} />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  if (lista.isError) return <Alert type="error" showIcon title={t('prescricaoTab.erroCarregar')} />;
  const editando = editor && 'prescricao' in editor ? editor.prescricao : undefined;
  return (
    <Flex vertical gap={12}>
      <Flex justify="end">
        <Button type="primary" aria-label={t('prescricaoTab.nova')} icon={<PlusOutlined />} onClick={() => setEscolhendo(true)} />
      </Flex>
      <Table<Prescricao>
        rowKey="id"
        size="middle"
        loading={lista.isLoading}
        columns={columns}
        dataSource={lista.data ?? []}
        locale={{ emptyText: t('prescricaoTab.vazio') }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
      />
      <Suspense fallback={null}>
        {escolhendo && (
          <EscolherLayoutDialog
            open
            tipo="PRESCRICAO"
            titulo={t('prescricaoTab.escolherLayout')}
            procedimento={procedimento.id}
            onConfirm={(layout) => {
              setEscolhendo(false);
              setEditor({ layoutId: layout.id });
            }}
            onCancel={() => setEscolhendo(false)}
          />
        )}
        {editor && (
          <DocumentoEditorDialog
            open
            titulo={editando?.nomePrescricao ?? t('prescricaoTab.nova')}
            nomeLabel={t('prescricaoTab.nomeLabel')}
            nomeInicial={editando?.nomePrescricao}
            textoInicial={editando?.texto}
            idLayout={'layoutId' in editor ? editor.layoutId : undefined}
            preenchimento={{ idPaciente: pacienteId, procedimento: procedimento.id }}
            onSave={salvar}
            onCancel={() => setEditor(undefined)}
          />
        )}
      </Suspense>
    </Flex>
  );
}
