import type { ReactNode } from 'react';
import { Typography } from '@clinica/shared/antd';
import { Collapse, List } from '@clinica/shared/antd/details';
import { useTranslation } from 'react-i18next';
import { formatHistoryDateTime } from '@clinica/shared';
import type { Paciente } from './paciente-dialog.resource.ts';

/** Names for the ids written as [[id]] in the history, per field. */
export type IdNames = Partial<Record<'planoSaudeId' | 'pulseiraId' | 'pesquisaAtracao', Map<number, string>>>;

export interface Atividade {
  key: string;
  usuario: string;
  quando: string;
  texto: string;
}

/** A change text of 10 characters or fewer says nothing (spec 02 sections 4 and 5). */
const MIN_LINE_LENGTH = 11;

/**
 * The 'Atividades' lines: one per change of more than 10 characters, field names (<<field>>) as their
 * labels and ids ([[id]]) as names; the creation line comes from the creator and creation time.
 */
export function atividades(paciente: Paciente, label: (field: string) => string, names: IdNames, naoListado: string, criacao: string): Atividade[] {
  const lines: Atividade[] = [];
  for (const entry of paciente.auditorias) {
    if (entry.descricao === 'CRIAÇÃO DO PACIENTE') continue;
    entry.descricao.split(';').forEach((part, index) => {
      if (part.trim().length < MIN_LINE_LENGTH) return;
      const field = /<<([\w.]+)>>/.exec(part)?.[1] ?? '';
      const texto = part
        .replace(/<<([\w.]+)>>/g, (_m, name: string) => label(name))
        .replace(/\[\[(\d+)\]\]/g, (_m, id: string) => names[field as keyof IdNames]?.get(Number(id)) ?? naoListado);
      lines.push({ key: `${entry.id}-${index}`, usuario: entry.nomeAutor ?? naoListado, quando: formatHistoryDateTime(entry.dataAcao), texto });
    });
  }
  lines.push({ key: 'criacao', usuario: paciente.usuarioCadastro ?? naoListado, quando: formatHistoryDateTime(paciente.horarioCadastro), texto: criacao });
  return lines;
}

/** A collapsible history list ('Atividades', 'Históricos De Alterações'): author, date, change. */
export function AtividadesList({ items, title, testId = 'paciente-atividades' }: { items: Atividade[]; title?: string; testId?: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'atividades',
          label: title ?? t('paciente.dialogo.atividades'),
          children: (
            <List
              size="small"
              data-testid={testId}
              dataSource={items}
              renderItem={(item) => (
                <List.Item key={item.key}>
                  <Typography.Text>
                    <Typography.Text strong>{item.usuario}</Typography.Text> · {item.quando} — {item.texto}
                  </Typography.Text>
                </List.Item>
              )}
            />
          ),
        },
      ]}
    />
  );
}
