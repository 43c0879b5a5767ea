import type { ReactNode } from 'react';
import { Button, Empty, Select, Space, Spin } from '@clinica/shared/antd';
import { Result, Tabs } from '@clinica/shared/antd/display';
import { ArrowLeftOutlined } from '@clinica/shared/icons';
import { useNavigate, useSearchParams } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { AreaPage, detalheMedicoSearch } from '@clinica/shared';
import { BloqueiosTab } from '../detalhe-medico/bloqueios-tab.tsx';
import { DadosPessoaisTab } from '../detalhe-medico/dados-pessoais-tab.tsx';
import { EscalaTab } from '../detalhe-medico/escala-tab.tsx';
import { NotificacoesTab } from '../detalhe-medico/notificacoes-tab.tsx';
import { useMedico, useMedicos, type Medico } from '../detalhe-medico/medico.resource.ts';
import { medicoIdOf } from '../detalhe-medico/obj-medico.ts';

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
  const medicos = useMedicos();
  const medico = useMedico(medicoId);

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
            loading={medicos.isFetching}
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
      ) : medico.isError ? (
        <Result
          status="warning"
          title={t('medico.erroCarregar')}
          extra={<Button onClick={() => void medico.refetch()}>{t('medico.tentarNovamente')}</Button>}
        />
      ) : !medico.data ? (
        <Spin tip={t('medico.carregando')}>
          <div style={{ minHeight: 240 }} />
        </Spin>
      ) : (
        <Tabs
          activeKey={aba}
          onChange={(key) => open(medico.data, key as Aba)}
          destroyOnHidden
          items={[
            { key: 'dados-pessoais', label: t('medico.abas.dadosPessoais'), children: <DadosPessoaisTab medico={medico.data} /> },
            { key: 'escala', label: t('medico.abas.escala'), children: <EscalaTab medico={medico.data} /> },
            { key: 'bloqueios', label: t('medico.abas.bloqueios'), children: <BloqueiosTab medico={medico.data} /> },
            { key: 'notificacoes', label: t('medico.abas.notificacoes'), children: <NotificacoesTab medico={medico.data} /> },
          ]}
        />
      )}
    </AreaPage>
  );
}
