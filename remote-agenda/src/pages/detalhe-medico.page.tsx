import '@clinica/tooling/singleton-probe';
import '../i18n/messages.ts';
import type { ReactNode } from 'react';
import { Button, Empty, Result, Select, Space, Spin, Tabs } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AreaPage, useResource } from '@clinica/shared';
import { BloqueiosTab } from '../detalhe-medico/bloqueios-tab.tsx';
import { DadosPessoaisTab } from '../detalhe-medico/dados-pessoais-tab.tsx';
import { EscalaTab } from '../detalhe-medico/escala-tab.tsx';
import { NotificacoesTab } from '../detalhe-medico/notificacoes-tab.tsx';
import { buscarMedico, listarMedicos, type Medico } from '../detalhe-medico/medico.resource.ts';
import { detalheMedicoSearch, medicoIdOf } from '../detalhe-medico/obj-medico.ts';

const ABAS = ['dados-pessoais', 'escala', 'bloqueios', 'notificacoes'] as const;
type Aba = (typeof ABAS)[number];

/**
 * /detalhe-medico (spec 01 section 2, Doctor detail screen): the doctor comes as `objMedico`; tabs
 * personal data, Escala (availability), Bloqueios and Notificações. Without a doctor in the address
 * the screen offers the list of doctors, so it is useful on its own too.
 */
export default function DetalheMedicoPage(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const medicoId = medicoIdOf(params.get('objMedico'));
  const aba: Aba = ABAS.find((candidate) => candidate === params.get('aba')) ?? 'dados-pessoais';
  const medicos = useResource(listarMedicos, 'medicos');
  const medico = useResource(medicoId ? () => buscarMedico(medicoId) : undefined, String(medicoId));

  const open = (next: Pick<Medico, 'id' | 'nome'>, nextAba: Aba = aba): void => setParams(new URLSearchParams(detalheMedicoSearch(next, nextAba)));

  return (
    <AreaPage
      title={t('agenda.detalheMedico')}
      extra={
        <Space wrap>
          <Select
            aria-label={t('medico.escolher')}
            data-testid="medico-select"
            style={{ minWidth: 260 }}
            placeholder={t('medico.escolher')}
            loading={medicos.loading}
            value={medicoId}
            showSearch={{ optionFilterProp: 'label' }}
            options={(medicos.data ?? []).map((m) => ({ value: m.id, label: m.nome }))}
            onChange={(id: number) => {
              const chosen = medicos.data?.find((m) => m.id === id);
              if (chosen) open(chosen);
            }}
          />
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/usuarios')}>
            {t('agenda.voltarUsuarios')}
          </Button>
        </Space>
      }
    >
      {!medicoId ? (
        <Empty description={t('medico.nenhumEscolhido')} />
      ) : medico.failed ? (
        <Result status="warning" title={t('medico.erroCarregar')} extra={<Button onClick={medico.reload}>{t('medico.tentarNovamente')}</Button>} />
      ) : !medico.data ? (
        <Spin tip={t('medico.carregando')}>
          <div style={{ minHeight: 240 }} />
        </Spin>
      ) : (
        <Tabs
          activeKey={aba}
          onChange={(key) => open(medico.data!, key as Aba)}
          destroyOnHidden
          items={[
            { key: 'dados-pessoais', label: t('medico.abas.dadosPessoais'), children: <DadosPessoaisTab medico={medico.data} onSaved={medico.reload} /> },
            { key: 'escala', label: t('medico.abas.escala'), children: <EscalaTab medico={medico.data} /> },
            { key: 'bloqueios', label: t('medico.abas.bloqueios'), children: <BloqueiosTab medico={medico.data} /> },
            { key: 'notificacoes', label: t('medico.abas.notificacoes'), children: <NotificacoesTab medico={medico.data} onSaved={medico.reload} /> },
          ]}
        />
      )}
    </AreaPage>
  );
}
