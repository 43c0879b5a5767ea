import { useCallback, useState, type ReactNode } from 'react';
import { Alert, Space, Spin } from '@clinica/shared/antd';
import { Tabs } from '@clinica/shared/antd/display';
import { useTranslation } from 'react-i18next';
import { AreaPage, apiErrorMessage, useUrlState } from '@clinica/shared';
import { AgendamentosRelatorio } from '../relatorios/agendamentos-relatorio.tsx';
import { FiltrosBar } from '../relatorios/filtros-bar.tsx';
import { esteMes } from '../relatorios/formato.ts';
import { PacientesNovosRelatorio } from '../relatorios/pacientes-novos-relatorio.tsx';
import { ProcedimentosRealizadosRelatorio } from '../relatorios/procedimentos-realizados-relatorio.tsx';
import { ReceitaRelatorio } from '../relatorios/receita-relatorio.tsx';
import { RELATORIOS, useRelatorio, type FiltroRelatorio, type NomeRelatorio, type Relatorios } from '../relatorios/relatorios.resource.ts';

const FILTROS = ['inicio', 'fim', 'medico', 'procedimento', 'status', 'agrupar'] as const;

/** A report's figures for the filters once its own answer is in, or why there are none. */
function Figuras<N extends NomeRelatorio>({
  nome,
  filtro,
  desenhar,
}: {
  nome: N;
  filtro: FiltroRelatorio;
  desenhar: (dados: Relatorios[N]) => ReactNode;
}): ReactNode {
  const { t } = useTranslation();
  const relatorio = useRelatorio(nome, filtro);
  if (relatorio.isError) return <Alert type="error" showIcon title={apiErrorMessage(relatorio.error) ?? t('relatorios.erro')} />;
  if (!relatorio.data) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return <Spin spinning={relatorio.isPlaceholderData}>{desenhar(relatorio.data)}</Spin>;
}

/** One report: each draws only its own answer (issue 36 item 1: another report's figures broke the screen). */
function RelatorioView({ nome, filtro }: { nome: NomeRelatorio; filtro: FiltroRelatorio }): ReactNode {
  switch (nome) {
    case 'agendamentos':
      return <Figuras nome={nome} filtro={filtro} desenhar={(dados) => <AgendamentosRelatorio dados={dados} />} />;
    case 'pacientes-novos':
      return <Figuras nome={nome} filtro={filtro} desenhar={(dados) => <PacientesNovosRelatorio dados={dados} />} />;
    case 'procedimentos-realizados':
      return <Figuras nome={nome} filtro={filtro} desenhar={(dados) => <ProcedimentosRealizadosRelatorio dados={dados} />} />;
    case 'receita':
      return <Figuras nome={nome} filtro={filtro} desenhar={(dados) => <ReceitaRelatorio dados={dados} />} />;
  }
}

type ErrosDeData = Partial<Record<'inicio' | 'fim', string>>;

/** /relatorios: the clinic's reports; the report and its filters are in the address (a link opens the same figures). */
export default function RelatoriosPage(): ReactNode {
  const { t } = useTranslation();
  const [params, setUrl] = useUrlState();
  const asked = params.get('relatorio');
  const nome: NomeRelatorio = RELATORIOS.includes(asked as NomeRelatorio) ? (asked as NomeRelatorio) : 'agendamentos';
  const filtro: FiltroRelatorio = {
    ...esteMes(),
    ...Object.fromEntries(FILTROS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : []))),
  };
  const update = (changes: Partial<FiltroRelatorio> & { relatorio?: NomeRelatorio }) => setUrl(changes);
  // a day typed that is no day: said, and the figures of the address's days are not shown as its answer
  const [errosDeData, setErrosDeData] = useState<ErrosDeData>({});
  const onErroData = useCallback(
    (campo: keyof ErrosDeData, mensagem: string | undefined) =>
      setErrosDeData((erros) => (erros[campo] === mensagem ? erros : { ...erros, [campo]: mensagem })),
    [],
  );
  const erros = [errosDeData.inicio, errosDeData.fim].filter((erro) => erro !== undefined);
  return (
    <AreaPage title={t('relatorios.titulo')}>
      <Tabs
        activeKey={nome}
        onChange={(key) => update({ relatorio: key as NomeRelatorio })}
        items={RELATORIOS.map((key) => ({ key, label: t(`relatorios.nomes.${key}`) }))}
      />
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <FiltrosBar relatorio={nome} filtro={filtro} onChange={update} onErroData={onErroData} datasInvalidas={erros.length > 0} />
        {erros.length > 0 ? (
          <Alert data-testid="relatorio-datas-invalidas" type="error" showIcon title={erros.join(' ')} description={t('relatorios.datas.semFiguras')} />
        ) : (
          <RelatorioView key={nome} nome={nome} filtro={filtro} />
        )}
      </Space>
    </AreaPage>
  );
}
