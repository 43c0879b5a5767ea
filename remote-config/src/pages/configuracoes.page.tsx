import type { ReactNode } from 'react';
import { Space } from '@clinica/shared/antd';
import { Tabs } from '@clinica/shared/antd/display';
import { useSearchParams } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { AreaPage } from '@clinica/shared';
import { AtracaoSection, PlanosSection } from '../catalogos/cadastros-paciente-sections.tsx';
import { CompromissosSection } from '../catalogos/compromissos-section.tsx';
import { EtapasSection } from '../catalogos/etapas-section.tsx';
import { ExamesSection } from '../catalogos/exames-section.tsx';
import { FormulariosSection } from '../formularios/formularios-section.tsx';
import { GrausCalvicieSection } from '../formularios/graus-calvicie-section.tsx';
import { LayoutsSection } from '../layouts/layouts-section.tsx';
import { VariaveisSection } from '../layouts/variaveis-section.tsx';
import { ProcedimentosSection } from '../catalogos/procedimentos-section.tsx';
import { PulseirasSection } from '../catalogos/pulseiras-section.tsx';
import { SalasSection } from '../catalogos/salas-section.tsx';
import { WhiteLabelFormCard } from '../white-label/white-label.form.tsx';

const SECOES = ['personalizacao', 'procedimentos', 'salas', 'compromissos', 'exames', 'formularios', 'layouts', 'planos', 'atracao', 'pulseiras'] as const;
type Secao = (typeof SECOES)[number];

/** /configuracoes: the installation's settings, a section per catalogue; the open one is in the address (?secao=salas). */
export default function ConfiguracoesPage(): ReactNode {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('secao');
  const secao: Secao = SECOES.includes(asked as Secao) ? (asked as Secao) : 'personalizacao';
  const open = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'personalizacao') next.delete('secao');
        else next.set('secao', key);
        return next;
      },
      { replace: true },
    );
  return (
    <AreaPage title={t('configuracoes.titulo')}>
      <Tabs
        activeKey={secao}
        onChange={open}
        destroyOnHidden
        items={[
          { key: 'personalizacao', label: t('configuracoes.personalizacao'), children: <WhiteLabelFormCard /> },
          {
            key: 'procedimentos',
            label: t('configuracoes.procedimentos.titulo'),
            children: (
              <Space orientation="vertical" size="large" style={{ width: '100%' }}>
                <ProcedimentosSection />
                <EtapasSection />
              </Space>
            ),
          },
          { key: 'salas', label: t('configuracoes.salas.titulo'), children: <SalasSection /> },
          { key: 'compromissos', label: t('configuracoes.compromissos.titulo'), children: <CompromissosSection /> },
          { key: 'exames', label: t('configuracoes.exames.titulo'), children: <ExamesSection /> },
          {
            key: 'formularios',
            label: t('configuracoes.formularios.titulo'),
            children: (
              <Space orientation="vertical" size="large" style={{ width: '100%' }}>
                <FormulariosSection />
                <GrausCalvicieSection />
              </Space>
            ),
          },
          {
            key: 'layouts',
            label: t('configuracoes.layouts.titulo'),
            children: (
              <Space orientation="vertical" size="large" style={{ width: '100%' }}>
                <LayoutsSection />
                <VariaveisSection />
              </Space>
            ),
          },
          { key: 'planos', label: t('configuracoes.planos.titulo'), children: <PlanosSection /> },
          { key: 'atracao', label: t('configuracoes.atracao.titulo'), children: <AtracaoSection /> },
          { key: 'pulseiras', label: t('configuracoes.pulseiras.titulo'), children: <PulseirasSection /> },
        ]}
      />
    </AreaPage>
  );
}
