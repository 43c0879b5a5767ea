import { useRef, useState, type ReactNode } from 'react';
import { Badge, Button, Input, Select, Space, Typography } from '@clinica/shared/antd';
import { Form, Upload } from '@clinica/shared/antd/inputs';
import { Card, Col, Row } from '@clinica/shared/antd/display';
import { SaveOutlined, UploadOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage, apiErrorStatus, formatHistoryDateTime, notify } from '@clinica/shared';
import { MASKS, MaskedInput } from '@clinica/shared/forms';
import { AtividadesList } from '../paciente-dialog/atividades.tsx';
import { EtapaMedia } from './etapa-media.tsx';
import { TIME_OPTIONS, etapaErrors, followStart, houveMudancas, isVideo, payloadFrom, uploadRefusal, valuesFrom, type EtapaValues } from './etapa-form.ts';
import { useSaveEtapaMutation, useUploadArquivoMutation, type EtapaGrupo } from './etapas.resource.ts';

/** A history part of 10 characters or fewer says nothing (spec 02 section 5). */
const MIN_LINE_LENGTH = 11;

/**
 * One stage (spec 02 section 2.9): up to 6 images and one video, date and times, observation, the
 * 'Não salvo' marker while anything differs from the saved copy, save, and its change history.
 */
export function EtapaCard({ grupo }: { grupo: EtapaGrupo }): ReactNode {
  const { t } = useTranslation();
  const saveEtapa = useSaveEtapaMutation();
  const uploadArquivo = useUploadArquivoMutation();
  const loaded = valuesFrom(grupo);
  const [values, setValues] = useState<EtapaValues>(loaded);
  const [touched, setTouched] = useState(false);
  const [uploading, setUploading] = useState(0);
  const errors = etapaErrors(values);
  const changed = houveMudancas(values, loaded);
  const set = (patch: Partial<EtapaValues>): void => {
    setTouched(true);
    setValues((current) => followStart({ ...current, ...patch }));
  };
  const help = (field: keyof typeof errors) => (touched && errors[field] ? t(errors[field]) : undefined);
  const imagens = values.imagens.filter((i) => !isVideo(i));

  // files taken but still uploading: several chosen at once count against the limits one by one
  const pending = useRef<{ mimeType: string }[]>([]);
  const upload = async (file: File): Promise<void> => {
    const refusal = uploadRefusal(file, [...values.imagens, ...pending.current], grupo.quantidadeImagens);
    if (refusal) {
      notify.warning(t(refusal.key, { count: refusal.count }), { seconds: refusal.seconds });
      return;
    }
    const slot = { mimeType: file.type };
    pending.current.push(slot);
    setUploading((n) => n + 1);
    try {
      const stored = await uploadArquivo.mutateAsync(file);
      setValues((current) => ({ ...current, imagens: [...current.imagens, stored] }));
    } catch {
      // the client showed the server's reason (type or size)
    } finally {
      pending.current = pending.current.filter((other) => other !== slot);
      setUploading((n) => n - 1);
    }
  };

  const save = async (): Promise<void> => {
    try {
      // the tab reads the stages again and gives this card the saved copy
      await saveEtapa.mutateAsync(payloadFrom(grupo, values));
      notify.success(t('paciente.etapas.sucesso'));
    } catch (error) {
      if (apiErrorStatus(error) === 409 || apiErrorStatus(error) === 400)
        notify.error(apiErrorMessage(error) ?? t('paciente.etapas.erroTexto'), { title: t('paciente.etapas.erroTitulo') });
      else notify.error(t('paciente.etapas.erroTexto'), { title: t('paciente.etapas.erroTitulo') });
    }
  };

  const historico = grupo.auditorias.flatMap((entry) =>
    entry.descricao
      .split(';')
      .filter((part) => part.trim().length >= MIN_LINE_LENGTH)
      .map((part, index) => ({
        key: `${entry.id}-${index}`,
        texto: part.replace(/<<([\w.]+)>>/g, '$1'),
        usuario: entry.nomeAutor ?? t('paciente.dialogo.naoListado'),
        quando: formatHistoryDateTime(entry.dataAcao),
      })),
  );
  const id = `etapa-${grupo.configuracoesEtapaId}`;

  return (
    <Card
      data-testid="etapa-card"
      aria-label={grupo.nomeEtapa}
      title={
        <Space>
          {grupo.nomeEtapa}
          {changed && <Badge status="warning" text={<Typography.Text type="warning">{t('paciente.etapas.naoSalvo')}</Typography.Text>} />}
        </Space>
      }
      extra={
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={saveEtapa.isPending}
          // nothing differs from the saved copy: nothing to save (a reloaded card is not 'Não salvo')
          disabled={!changed || Object.keys(errors).length > 0 || uploading > 0}
          onClick={() => void save()}
        >
          {t('paciente.etapas.salvar')}
        </Button>
      }
    >
      <Space wrap size="middle" style={{ marginBottom: 16 }}>
        {values.imagens.map((imagem, index) => (
          <EtapaMedia
            key={imagem.urlArmazenamento}
            imagem={imagem}
            label={t('paciente.etapas.imagemN', { etapa: grupo.nomeEtapa, n: index + 1 })}
            onRemove={() => set({ imagens: values.imagens.filter((other) => other !== imagem) })}
          />
        ))}
        <Upload
          accept="image/*,video/*"
          multiple
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading > 0} disabled={imagens.length >= grupo.quantidadeImagens && values.imagens.some(isVideo)}>
            {uploading > 0 ? t('paciente.etapas.enviando') : t('paciente.etapas.adicionarArquivo')}
          </Button>
        </Upload>
      </Space>
      <Form layout="vertical" component="div">
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item label={t('paciente.etapas.data')} htmlFor={`${id}-data`} validateStatus={help('data') ? 'error' : undefined} help={help('data')}>
              <MaskedInput
                id={`${id}-data`}
                mask={MASKS.date}
                allowClear
                placeholder="dd/mm/aaaa"
                value={values.data}
                // clearing the date clears the times (spec 02 section 4)
                onChange={(data) => set(data === '' ? { data, horaInicial: '', horaFinal: '' } : { data })}
              />
            </Form.Item>
          </Col>
          {(['horaInicial', 'horaFinal'] as const).map((field) => (
            <Col xs={12} md={8} key={field}>
              <Form.Item label={t(`paciente.etapas.${field}`)} htmlFor={`${id}-${field}`} validateStatus={help(field) ? 'error' : undefined} help={help(field)}>
                <Select
                  id={`${id}-${field}`}
                  showSearch
                  allowClear
                  value={values[field] || undefined}
                  onChange={(time?: string) => set({ [field]: time ?? '' })}
                  options={TIME_OPTIONS.map((time) => ({ value: time, label: time }))}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item label={t('paciente.etapas.observacao')} htmlFor={`${id}-observacao`}>
          <Input.TextArea id={`${id}-observacao`} rows={3} value={values.observacao} onChange={(e) => set({ observacao: e.target.value })} />
        </Form.Item>
      </Form>
      {historico.length > 0 && <AtividadesList items={historico} title={t('paciente.etapas.historicos')} testId="etapa-historico" />}
    </Card>
  );
}
