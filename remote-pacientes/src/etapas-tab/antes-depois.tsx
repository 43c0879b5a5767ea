import { useState, type ReactNode } from 'react';
import { Empty, Select, Spin } from '@clinica/shared/antd';
import { Modal } from '@clinica/shared/antd/overlays';
import { Col, Row } from '@clinica/shared/antd/display';
import { Slider } from '@clinica/shared/antd/numbers';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '@clinica/shared';
import { isVideo } from './etapa-form.ts';
import type { EtapaGrupo } from './etapas.resource.ts';

interface Foto {
  url: string;
  label: string;
}

/** Every stored image of the procedure's stages, in stage order, labelled 'Etapa – imagem n'. */
export function fotosDasEtapas(grupos: EtapaGrupo[], label: (etapa: string, n: number) => string): Foto[] {
  return grupos.flatMap((grupo) =>
    [...grupo.imagens]
      .sort((a, b) => a.ordenacao - b.ordenacao)
      .filter((imagem) => !isVideo(imagem))
      .map((imagem, index) => ({ url: imagem.urlArmazenamento, label: label(grupo.nomeEtapa, index + 1) })),
  );
}

/**
 * Before/after (beyond the spec): two images of the procedure — of one stage or of two — laid over
 * each other; the slider uncovers the 'after' image from the left.
 */
export function AntesDepois({ open, onClose, grupos }: { open: boolean; onClose: () => void; grupos: EtapaGrupo[] }): ReactNode {
  const { t } = useTranslation();
  const fotos = fotosDasEtapas(grupos, (etapa, n) => t('paciente.etapas.imagemN', { etapa, n }));
  const [antes, setAntes] = useState(fotos[0]?.url);
  const [depois, setDepois] = useState(fotos[fotos.length - 1]?.url);
  const [position, setPosition] = useState(50);
  const options = fotos.map((foto) => ({ value: foto.url, label: foto.label }));

  return (
    <Modal open={open} onCancel={onClose} footer={null} width={900} title={t('paciente.etapas.antesDepois')} destroyOnHidden>
      {fotos.length < 2 ? (
        <Empty description={t('paciente.etapas.semImagens')} />
      ) : (
        <>
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col span={12}>
              <label htmlFor="antes-depois-antes">{t('paciente.etapas.antes')}</label>
              <Select id="antes-depois-antes" style={{ width: '100%' }} value={antes} onChange={setAntes} options={options} />
            </Col>
            <Col span={12}>
              <label htmlFor="antes-depois-depois">{t('paciente.etapas.depois')}</label>
              <Select id="antes-depois-depois" style={{ width: '100%' }} value={depois} onChange={setDepois} options={options} />
            </Col>
          </Row>
          <Comparacao antes={antes} depois={depois} position={position} labels={[labelOf(fotos, antes), labelOf(fotos, depois)]} />
          <Slider value={position} onChange={setPosition} tooltip={{ formatter: (v) => `${v}%` }} ariaLabelForHandle={t('paciente.etapas.divisor')} />
        </>
      )}
    </Modal>
  );
}

const labelOf = (fotos: Foto[], url?: string): string => fotos.find((f) => f.url === url)?.label ?? '';

function Comparacao({ antes, depois, position, labels }: { antes?: string; depois?: string; position: number; labels: [string, string] }): ReactNode {
  const before = useObjectUrl(antes);
  const after = useObjectUrl(depois);
  if (!before.url || !after.url) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const image = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' } as const;
  return (
    <div
      data-testid="antes-depois"
      style={{ position: 'relative', width: '100%', aspectRatio: '4 / 3', background: '#111', borderRadius: 8, overflow: 'hidden' }}
    >
      <img src={before.url} alt={labels[0]} style={image} />
      <img src={after.url} alt={labels[1]} style={{ ...image, clipPath: `inset(0 ${100 - position}% 0 0)` }} data-testid="antes-depois-depois" />
      <div aria-hidden style={{ position: 'absolute', top: 0, bottom: 0, left: `${position}%`, width: 2, background: '#fff' }} />
    </div>
  );
}
