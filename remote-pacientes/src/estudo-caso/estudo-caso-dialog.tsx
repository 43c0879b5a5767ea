import { useState, type ReactNode } from 'react';
import { Alert, Button, Empty, Input, Space, Spin, Typography } from '@clinica/shared/antd';
import { Modal } from '@clinica/shared/antd/overlays';
import { PrinterOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { formatDate, notify, useObjectUrl, usePdfStatus, usePermission } from '@clinica/shared';
import { imprimirEstudo, useEtapasDeEstudo, useGruposEstudo, useRespostasEstudo, type GrupoEstudo, type RespostaEstudo } from './estudo-caso.resource.ts';
import './messages.ts';

const FOTO = 160;

function Foto({ imagem }: { imagem: GrupoEstudo['imagens'][number] }): ReactNode {
  const { url, failed } = useObjectUrl(imagem.urlArmazenamento);
  return (
    <figure style={{ margin: 0, width: FOTO }} data-testid="estudo-caso-imagem">
      <div style={{ width: FOTO, height: FOTO, background: '#f0f0f0', borderRadius: 8, overflow: 'hidden', display: 'grid', placeItems: 'center' }}>
        {failed ? null : !url ? <Spin size="small" /> : <img src={url} alt={imagem.name} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
      </div>
      <figcaption style={{ fontSize: 12, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={imagem.name}>
        {imagem.name}
      </figcaption>
    </figure>
  );
}

function Grupo({ grupo }: { grupo: GrupoEstudo }): ReactNode {
  return (
    <section data-testid="estudo-caso-grupo" style={{ marginBottom: 16 }}>
      <Typography.Title level={5} style={{ marginBottom: 4 }}>
        {grupo.nomeEtapa}
        {grupo.dataRegistro ? ` — ${formatDate(grupo.dataRegistro)}` : ''} <Typography.Text type="secondary">({grupo.nomeProcedimento})</Typography.Text>
      </Typography.Title>
      {grupo.observacao && <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{grupo.observacao}</Typography.Paragraph>}
      {/* spec 02 §9: 4 per row (the print does the same) */}
      <div style={{ display: 'grid', gridTemplateColumns: `repeat(4, ${FOTO}px)`, gap: 8 }}>
        {grupo.imagens.map((imagem) => (
          <Foto key={imagem.urlArmazenamento} imagem={imagem} />
        ))}
      </div>
    </section>
  );
}

function Resposta({ resposta }: { resposta: RespostaEstudo }): ReactNode {
  const valor = [resposta.exibirCampoSimOuNao ? resposta.simOuNao : null, resposta.respostaOpcao, resposta.resposta].filter(Boolean).join(' · ');
  return (
    <li data-testid="estudo-caso-resposta">
      <Typography.Text strong={resposta.negrito}>{resposta.pergunta}</Typography.Text>
      {': '}
      <Typography.Text style={resposta.cor ? { color: resposta.cor } : undefined}>{valor || '—'}</Typography.Text>
    </li>
  );
}

/**
 * The case study (spec 02 §2.6): the stages' images marked for it, the questionnaire answers (for
 * who may see the forms tab), a note, and print through the PDF service. 800 px wide.
 */
export function EstudoCasoDialog({ pacienteId, onClose }: { pacienteId: number; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const podeVerRespostas = usePermission('ROLE_PACIENTES && FORMULARIO_FICHA_PACIENTE');
  const grupos = useGruposEstudo(pacienteId, true);
  const etapas = useEtapasDeEstudo(pacienteId);
  const respostas = useRespostasEstudo(pacienteId, podeVerRespostas);
  const [observacao, setObservacao] = useState('');
  const imprimindo = usePdfStatus((state) => state.etapa !== null);

  const lista = grupos.data ?? [];
  const listaRespostas = respostas.isSuccess ? respostas.data : [];
  const carregando = grupos.isPending || etapas.isPending || (podeVerRespostas && respostas.isPending);
  // spec 02 §8: nothing at all — 'Não existe dados para este paciente.'; stages or answers but no marked image — 'Sem imagens.'
  const vazio = !carregando && grupos.isSuccess && lista.length === 0 && (etapas.data ?? []).length === 0 && listaRespostas.length === 0;

  const imprimir = async () => {
    const erro = await imprimirEstudo(pacienteId, observacao);
    if (erro === undefined) notify.success(t('pdf.sucesso'));
    else notify.error(erro.mensagemServidor ?? t(erro.etapa === 'dados' ? 'pdf.erroDados' : 'pdf.erroGerar'));
  };

  return (
    <Modal
      open
      width={800}
      title={t('estudoCaso.titulo')}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>{t('estudoCaso.fechar')}</Button>
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            loading={imprimindo}
            disabled={carregando || vazio || grupos.isError || lista.length === 0}
            onClick={() => void imprimir()}
            data-testid="estudo-caso-imprimir"
          >
            {t('estudoCaso.imprimir')}
          </Button>
        </Space>
      }
    >
      <div data-testid="estudo-caso">
        {carregando ? (
          <Spin />
        ) : grupos.isError ? (
          <Alert type="error" showIcon message={t('estudoCaso.erroCarregar')} />
        ) : vazio ? (
          <Empty description={t('estudoCaso.semDados')} />
        ) : (
          <>
            <Typography.Title level={5}>{t('estudoCaso.imagens')}</Typography.Title>
            {lista.length === 0 ? (
              <Typography.Paragraph type="secondary">{t('estudoCaso.semImagens')}</Typography.Paragraph>
            ) : (
              lista.map((g) => <Grupo key={g.id} grupo={g} />)
            )}
            {listaRespostas.length > 0 && (
              <>
                <Typography.Title level={5}>{t('estudoCaso.respostas')}</Typography.Title>
                <ul style={{ paddingInlineStart: 20 }}>
                  {listaRespostas.map((r, i) => (
                    <Resposta key={`${r.formulario}-${i}`} resposta={r} />
                  ))}
                </ul>
              </>
            )}
            <label htmlFor="estudo-caso-observacao">
              <Typography.Text strong>{t('estudoCaso.observacao')}</Typography.Text>
            </label>
            <Input.TextArea id="estudo-caso-observacao" value={observacao} maxLength={5000} rows={3} onChange={(e) => setObservacao(e.target.value)} />
          </>
        )}
      </div>
    </Modal>
  );
}
