import type { ReactNode } from 'react';
import { Button, Empty, Select, Space, Spin } from '@clinica/shared/antd';
import { ArrowLeftOutlined } from '@clinica/shared/icons';
import { Outlet, useLocation, useNavigate, useSearchParams } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { AreaPage, AreaTabs, DeferredResult, detalheMedicoSearch } from '@clinica/shared';
import { useMedico, useMedicos, type Medico } from '../detalhe-medico/medico.resource.ts';
import { medicoIdOf } from '../detalhe-medico/obj-medico.ts';
import { manifest } from '../manifest.ts';

/**
 * /detalhe-medico (spec 01 section 2, Doctor detail screen): the doctor comes as `objMedico`; tabs
 * personal data, Escala (availability), Bloqueios and Notificações, each its own path
 * (/detalhe-medico/escala?objMedico=…) and module, handed the doctor through the Outlet. Without a
 * doctor in the address the screen offers the list of doctors, so it is useful on its own too.
 */
export default function DetalheMedicoPage(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const medicoId = medicoIdOf(params.get('objMedico'));
  const medicos = useMedicos();
  const medico = useMedico(medicoId);

  // another doctor, on the same tab
  const open = (next: Pick<Medico, 'id' | 'nome'>): void => void navigate(`${pathname}${detalheMedicoSearch(next)}`);

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
        <DeferredResult
          status="warning"
          title={t('medico.erroCarregar')}
          extra={<Button onClick={() => void medico.refetch()}>{t('medico.tentarNovamente')}</Button>}
        />
      ) : !medico.data ? (
        <Spin tip={t('medico.carregando')}>
          <div style={{ minHeight: 240 }} />
        </Spin>
      ) : (
        <>
          <AreaTabs manifest={manifest} />
          <Outlet context={medico.data} />
        </>
      )}
    </AreaPage>
  );
}
