import type { ReactNode } from 'react';
import { Typography } from '@clinica/shared/antd';
import { Card, Col, Row } from '@clinica/shared/antd/display';
import { Statistic } from '@clinica/shared/antd/details';
import { useNavigate } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { CLINIC_ZONE, formatBRL } from '@clinica/shared';
import { useContas, type FiltroContas } from '../contas/contas.resource.ts';

/** The clinic's day ('YYYY-MM-DD'). */
export const hojeNaClinica = (agora = new Date()): string => new Intl.DateTimeFormat('en-CA', { timeZone: CLINIC_ZONE }).format(agora);
export const somarDias = (dia: string, dias: number): string => {
  const data = new Date(`${dia}T12:00:00Z`);
  data.setUTCDate(data.getUTCDate() + dias);
  return data.toISOString().slice(0, 10);
};

/** The three figures' filters (the same the tables take), and the address each opens. */
export function filtrosDoInicio(hoje = hojeNaClinica()) {
  const semana = somarDias(hoje, 6);
  const tiles = {
    receberHoje: { tipoReceita: 'RECEITA', dataInicio: hoje, dataFim: hoje, status: 'Pendente' },
    vencidos: { tipoReceita: 'RECEITA', status: 'VENCIDO' },
    pagarSemana: { tipoReceita: 'DESPESA', dataInicio: hoje, dataFim: semana, status: 'Pendente' },
  } satisfies Record<string, FiltroContas>;
  const enderecos = {
    receberHoje: `/financeiro/contas-receber?inicio=${hoje}&fim=${hoje}&status=Pendente`,
    vencidos: '/financeiro/contas-receber?status=VENCIDO',
    pagarSemana: `/financeiro/contas-pagar?inicio=${hoje}&fim=${semana}&status=Pendente`,
  };
  return { tiles, enderecos };
}

function Tile({
  titulo,
  filtro,
  total,
  endereco,
  testId,
  cor,
}: {
  titulo: string;
  filtro: FiltroContas;
  total: 'pendente' | 'vencido';
  endereco: string;
  testId: string;
  cor?: string;
}): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const contas = useContas(filtro, 0, true, 1);
  const valor = contas.data?.totais[total];
  const quantas = contas.data?.totalElements ?? 0;
  return (
    <Col xs={24} sm={12} lg={6}>
      <Card title={titulo} loading={!contas.data && !contas.isError} hoverable onClick={() => void navigate(endereco)} data-testid={testId}>
        {contas.isError ? (
          <Typography.Text type="danger">{t('financeiro.inicio.erro')}</Typography.Text>
        ) : (
          <>
            <Statistic value={formatBRL((valor ?? 0) / 100)} styles={{ content: cor && quantas > 0 ? { color: cor } : undefined }} />
            <Typography.Text type="secondary" data-testid={`${testId}-quantas`}>
              {t('financeiro.inicio.parcelas', { count: quantas })}
            </Typography.Text>
          </>
        )}
      </Card>
    </Col>
  );
}

/**
 * Início's finance tiles (exposed to the host, for FINANCEIRO users): receivables due today, receivables
 * overdue, payables due in the next 7 days — each an amount and a count, opening the table filtered so.
 */
export default function InicioTiles(): ReactNode {
  const { t } = useTranslation();
  const { tiles, enderecos } = filtrosDoInicio();
  return (
    <Row gutter={[16, 16]} data-testid="inicio-financeiro">
      <Tile
        titulo={t('financeiro.inicio.receberHoje')}
        filtro={tiles.receberHoje}
        total="pendente"
        endereco={enderecos.receberHoje}
        testId="inicio-financeiro-receber-hoje"
      />
      <Tile
        titulo={t('financeiro.inicio.vencidos')}
        filtro={tiles.vencidos}
        total="vencido"
        endereco={enderecos.vencidos}
        testId="inicio-financeiro-vencidos"
        cor="#cf1322"
      />
      <Tile
        titulo={t('financeiro.inicio.pagarSemana')}
        filtro={tiles.pagarSemana}
        total="pendente"
        endereco={enderecos.pagarSemana}
        testId="inicio-financeiro-pagar-semana"
      />
    </Row>
  );
}
