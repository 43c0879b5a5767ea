import { useState, type ReactNode } from 'react';
import { Button, Space, Tag, Typography } from '@clinica/shared/antd';
import { Form, Switch } from '@clinica/shared/antd/inputs';
import { useTranslation } from 'react-i18next';
import { notify, usePermission, useSession, TAG_COLORS } from '@clinica/shared';
import { MASKS, MaskedInput } from '@clinica/shared/forms';
import { useSalvarGatilhoMutation, type Medico } from './medico.resource.ts';
import { horarioGatilho, lembreteFrom, naoSalvo, toggle, type LembreteState } from './lembrete.ts';

/** Notificações (spec 01 section 2): reminder switch, minutes 1–59, Save, 'Não salvo' marker. */
export function NotificacoesTab({ medico }: { medico: Medico }): ReactNode {
  const { t } = useTranslation();
  const [salvo, setSalvo] = useState<LembreteState>(() => lembreteFrom(medico.minutosParaOAlerta));
  const [state, setState] = useState<LembreteState>(salvo);
  const [saving, setSaving] = useState(false);
  const userId = useSession((s) => s.user?.id);
  // the doctor sets his own reminders; user managers set anyone's (the api checks the same)
  const canEdit = usePermission('GERENCIAR_USUARIOS_DO_SISTEMA') || userId === String(medico.id);
  const gatilho = horarioGatilho(state);
  const salvarGatilho = useSalvarGatilhoMutation();

  const save = async (): Promise<void> => {
    if (gatilho === undefined) return;
    setSaving(true);
    try {
      await salvarGatilho.mutateAsync({ medicoId: medico.id, horarioGatilho: gatilho });
      setSalvo(state);
      notify.success(gatilho ? t('medico.lembrete.ativado', { n: gatilho }) : t('medico.lembrete.desativado'), { title: t('medico.lembrete.salvo') });
    } catch {
      // the http client shows the server's message; the typed value stays
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form layout="vertical" style={{ maxWidth: 420 }} data-testid="medico-notificacoes" onFinish={() => void save()}>
      <Typography.Paragraph type="secondary">{t('medico.lembrete.explicacao')}</Typography.Paragraph>
      <Form.Item label={t('medico.lembrete.ativar')} htmlFor="lembrete-ativo">
        <Switch id="lembrete-ativo" checked={state.ativo} disabled={!canEdit} onChange={(ativo) => setState(toggle(ativo))} />
      </Form.Item>
      <Form.Item
        label={t('medico.lembrete.minutos')}
        htmlFor="lembrete-minutos"
        validateStatus={state.ativo && gatilho === undefined ? 'error' : undefined}
        help={state.ativo && gatilho === undefined ? t('medico.lembrete.invalido') : undefined}
      >
        <MaskedInput
          id="lembrete-minutos"
          mask={MASKS.minutes}
          inputMode="numeric"
          style={{ width: 120 }}
          suffix="min"
          disabled={!state.ativo || !canEdit}
          value={state.minutos}
          onChange={(minutos) => setState({ ativo: true, minutos })}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving} disabled={!canEdit || gatilho === undefined}>
          {t('medico.salvar')}
        </Button>
        {naoSalvo(state, salvo) && <Tag color={TAG_COLORS.aviso}>{t('medico.naoSalvo')}</Tag>}
      </Space>
    </Form>
  );
}
