import type { ColumnsType } from 'antd/es/table';
import { Typography } from '@clinica/shared/antd';
import type { TFunction } from 'i18next';
import type { AuditoriaLinha } from './auditorias.resource.ts';
import { momentoEm } from './valor-auditoria.ts';

/** Who acted: the user, and the administrator behind an "Entrar como" session. */
export const quemAgiu = (linha: AuditoriaLinha, t: TFunction): string =>
  !linha.usuario
    ? t('auditorias.ninguem')
    : linha.impersonador
      ? t('auditorias.porAdministrador', { usuario: linha.usuario.nome, administrador: linha.impersonador.nome })
      : linha.usuario.nome;

/** The action and what it acted on: 'Funcionário editado — Joana Prado', 'Entrou como outro usuário — Recepção'. */
export const acaoDe = (linha: AuditoriaLinha, t: TFunction): string =>
  linha.alvo ? t('auditorias.acaoSobre', { acao: linha.acaoDescricao, alvo: linha.alvo }) : linha.acaoDescricao;

/**
 * The columns the trail and the patient's report share, the moments as `language` writes them;
 * `paciente`: how a patient cell reads (a link on the trail).
 */
export function auditoriaColumns(t: TFunction, language: string, paciente?: (linha: AuditoriaLinha) => React.ReactNode): ColumnsType<AuditoriaLinha> {
  return [
    { title: t('auditorias.quando'), key: 'criadoEm', width: 170, render: (_v, l) => momentoEm(l.criadoEm, language) },
    { title: t('auditorias.usuario'), key: 'usuario', render: (_v, l) => quemAgiu(l, t) },
    { title: t('auditorias.area'), dataIndex: 'area', key: 'area' },
    { title: t('auditorias.acao'), key: 'acao', render: (_v, l) => acaoDe(l, t) },
    ...(paciente ? [{ title: t('auditorias.paciente'), key: 'paciente', render: (_v: unknown, l: AuditoriaLinha) => paciente(l) }] : []),
    { title: t('auditorias.ip'), key: 'ip', render: (_v, l) => <Typography.Text type="secondary">{l.ip ?? '—'}</Typography.Text> },
  ];
}
