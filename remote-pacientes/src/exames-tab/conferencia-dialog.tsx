import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Input, Spin, Typography } from '@clinica/shared/antd';
import { Checkbox, Upload } from '@clinica/shared/antd/inputs';
import { Modal } from '@clinica/shared/antd/overlays';
import { DeleteOutlined, UploadOutlined } from '@clinica/shared/icons';
import { apiErrorMessage, confirm, formatDate, formatTime, notify } from '@clinica/shared';
import {
  baixarArquivo,
  cadastrarExame,
  conferirExame,
  enviarArquivos,
  recarregarExames,
  useExameDetalhe,
  type Exame,
  type ExameDetalhe,
} from './exames.resource.ts';
import { StatusExame } from './exames-tab.tsx';
import './messages.ts';

interface Linha {
  idExame: number;
  nome: string;
  confirmacaoEntrega: boolean;
  resultado: string;
}

/** spec 02 §9: history entries of 10 characters or fewer are hidden. */
export const atividadesVisiveis = (auditorias: ExameDetalhe['auditorias']) => auditorias.filter((a) => a.descricao.trim().length > 10);

/** 'url <<name>>' joined by ';; ' (spec 02 §3): how the results that stay are sent. */
export const resultadosComoTexto = (resultados: { url: string; nome: string }[]) => resultados.map((r) => `${r.url} <<${r.nome}>>`).join(';; ');

/**
 * The conference dialog 'Exame' (spec 02 §2.13, §4): delivery of each exam enabling its result, the
 * observation, Confirmar asking 'Existe exame com alteração ?', the attached results and the history.
 */
export function ConferenciaDialog({ exame, onClose }: { exame: Exame; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const detalhe = useExameDetalhe(exame.id);
  const [linhas, setLinhas] = useState<Linha[]>();
  const [observacao, setObservacao] = useState('');
  const [busy, setBusy] = useState(false);
  const [erro, setErro] = useState<string>();

  useEffect(() => {
    if (detalhe.data && !linhas) {
      setLinhas(
        detalhe.data.confirmacaoExames.map((c) => ({
          idExame: c.idExame,
          nome: c.nome,
          confirmacaoEntrega: c.confirmacaoEntrega,
          resultado: c.resultado ?? '',
        })),
      );
      setObservacao(detalhe.data.observacoes ?? '');
    }
  }, [detalhe.data, linhas]);

  const falhou = (error: unknown) => setErro(apiErrorMessage(error) ?? t('exameTab.erroGenerico'));
  const mudar = (idExame: number, parte: Partial<Linha>) => setLinhas((atual) => atual?.map((l) => (l.idExame === idExame ? { ...l, ...parte } : l)));

  const salvar = async (conferenciaExame: 'ALTERACAO' | 'REALIZADA') => {
    setBusy(true);
    setErro(undefined);
    try {
      await conferirExame(exame.id, {
        versao: detalhe.data?.versao,
        conferenciaExame,
        observacoes: observacao,
        confirmacaoExames: (linhas ?? []).map((l) => ({
          idExame: l.idExame,
          confirmacaoEntrega: l.confirmacaoEntrega,
          resultado: l.confirmacaoEntrega ? l.resultado : null,
        })),
      });
      notify.success(t('exameTab.atualizado'));
      await recarregarExames();
      onClose();
    } catch (error) {
      falhou(error);
    } finally {
      setBusy(false);
    }
  };

  const confirmar = () =>
    confirm({
      title: t('exameTab.alteracaoPergunta'),
      okText: t('exameTab.sim'),
      cancelText: t('exameTab.nao'),
      keyboard: false,
      onOk: () => salvar('ALTERACAO'),
      onCancel: () => salvar('REALIZADA'),
    });

  const anexar = async (arquivo: File) => {
    setBusy(true);
    setErro(undefined);
    try {
      await enviarArquivos({ pacienteId: exame.pacienteId, procedimentoId: exame.procedimentoId, id: exame.id }, [arquivo]);
      notify.success(t('exameTab.arquivoAtualizado'));
      await recarregarExames();
    } catch (error) {
      falhou(error);
    } finally {
      setBusy(false);
    }
  };

  const remover = async (url: string) => {
    const ficam = (detalhe.data?.resultadoExame ?? []).filter((r) => r.url !== url);
    setBusy(true);
    setErro(undefined);
    try {
      // spec 02 §4: re-saved with the current status (or PENDENTE)
      await cadastrarExame({
        id: exame.id,
        pacienteId: exame.pacienteId,
        procedimentoId: exame.procedimentoId,
        conferenciaExame: detalhe.data?.conferenciaExame ?? 'PENDENTE',
        resultadoExame: resultadosComoTexto(ficam),
      });
      notify.success(t('exameTab.arquivoExcluido'));
      await recarregarExames();
    } catch (error) {
      falhou(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={t('exameTab.conferenciaTitulo')} onCancel={onClose} footer={null} width={760} destroyOnHidden data-testid="conferencia-dialog">
      {detalhe.isError ? (
        <Alert type="error" showIcon title={t('exameTab.erroCarregar')} />
      ) : !detalhe.data || !linhas ? (
        <Spin />
      ) : (
        <Flex vertical gap={16}>
          <Flex justify="space-between" align="center">
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('exameTab.conferenciaCabecalho')}
            </Typography.Title>
            <StatusExame status={detalhe.data.conferenciaExame} />
          </Flex>
          {linhas.map((l) => (
            <Flex key={l.idExame} vertical gap={4} data-testid={`conferencia-exame-${l.idExame}`}>
              <Checkbox checked={l.confirmacaoEntrega} onChange={(e) => mudar(l.idExame, { confirmacaoEntrega: e.target.checked })}>
                <strong>{l.nome}</strong> — {t('exameTab.entregaConfirmada')}
              </Checkbox>
              <Input.TextArea
                aria-label={`${t('exameTab.resultado')}: ${l.nome}`}
                placeholder={t('exameTab.resultado')}
                disabled={!l.confirmacaoEntrega}
                value={l.resultado}
                onChange={(e) => mudar(l.idExame, { resultado: e.target.value })}
                autoSize={{ minRows: 1, maxRows: 4 }}
                maxLength={4000}
              />
            </Flex>
          ))}
          <Input.TextArea
            aria-label={t('exameTab.observacao')}
            placeholder={t('exameTab.observacao')}
            value={observacao}
            onChange={(e) => setObservacao(e.target.value)}
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={4000}
          />
          {erro && <Alert type="error" showIcon title={erro} />}
          <Flex justify="end">
            <Button type="primary" loading={busy} onClick={confirmar}>
              {t('exameTab.confirmar')}
            </Button>
          </Flex>
          <Flex vertical gap={8}>
            <Upload
              multiple
              accept="image/*,video/*"
              showUploadList={false}
              beforeUpload={(file) => {
                void anexar(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={busy}>
                {t('exameTab.anexar')}
              </Button>
            </Upload>
            {detalhe.data.resultadoExame.map((r) => (
              <Flex key={r.url} align="center" gap={8} data-testid="resultado-exame">
                <Typography.Link onClick={() => void baixarArquivo(r.url, r.nome).catch(falhou)}>{r.nome}</Typography.Link>
                <Button size="small" danger aria-label={`${t('exameTab.remover')}: ${r.nome}`} icon={<DeleteOutlined />} onClick={() => void remover(r.url)} />
              </Flex>
            ))}
          </Flex>
          <div>
            <Typography.Title level={5}>{t('exameTab.atividades')}</Typography.Title>
            {atividadesVisiveis(detalhe.data.auditorias).length === 0 && <Typography.Text type="secondary">{t('exameTab.semAtividades')}</Typography.Text>}
            <ul style={{ paddingInlineStart: 18 }} data-testid="exame-atividades">
              {atividadesVisiveis(detalhe.data.auditorias).map((a) => (
                <li key={a.id}>
                  <Typography.Text strong>{a.nomeAutor ?? t('exameTab.naoListado')}</Typography.Text>{' '}
                  <Typography.Text type="secondary">{`${formatDate(a.dataAcao).replaceAll('/', '-')} ${formatTime(a.dataAcao)}`}</Typography.Text>
                  <div>
                    {a.descricao
                      .split(';')
                      .filter(Boolean)
                      .map((parte, i) => (
                        <div key={i}>{parte.replace(/<<|>>/g, '')}</div>
                      ))}
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </Flex>
      )}
    </Modal>
  );
}
