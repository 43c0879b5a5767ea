import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Avatar, Button, Input, Segmented, Select, Space, Tag } from '@clinica/shared/antd';
import { Popconfirm } from '@clinica/shared/antd/display';
import { Table } from '@clinica/shared/antd/table';
import type { ColumnsType } from 'antd/es/table';
import {
  CheckCircleOutlined,
  EditOutlined,
  LoginOutlined,
  MailOutlined,
  PlusOutlined,
  ProfileOutlined,
  StopOutlined,
  UserOutlined,
} from '@clinica/shared/icons';
import { useNavigate } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import {
  TAG_COLORS,
  apiErrorMessage,
  detalheMedicoAddress,
  foldText,
  formatCpf,
  getSession,
  notify,
  startPath,
  switchSession,
  useFotoSrc,
  usePermission,
  useSession,
  useUrlState,
} from '@clinica/shared';
import { UsuarioFormDialog, type UsuarioEditado } from './usuario-form-dialog.tsx';
import {
  useEntrarComoMutation,
  useEnviarNovaSenhaMutation,
  useFuncionarios,
  useMedicos,
  usePerfis,
  useSalvarFuncionarioMutation,
  useSalvarMedicoMutation,
  type Funcionario,
  type Medico,
} from './usuarios.resource.ts';

type Tipo = 'todos' | 'funcionarios' | 'medicos';
type Situacao = 'ativos' | 'inativos' | 'todos';

/** One line of the list: an employee or a doctor (who also opens the doctor detail), each with profile and situation. */
interface Linha {
  key: string;
  id: number;
  nome: string;
  email: string;
  cpf: string;
  foto: string | null;
  perfil: { id: number; nome: string };
  ativo: boolean;
  funcionario?: Funcionario;
  medico?: Medico;
}

/** The user's photo beside the name (read with the session). */
function UsuarioAvatar({ foto }: { foto: string | null }): ReactNode {
  return <Avatar size="small" src={useFotoSrc(foto)} icon={<UserOutlined />} alt="" />;
}

/** /usuarios: employees and doctors in one list, filtered in the address; employees created and edited here. */
export function UsuariosScreen(): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, update] = useUrlState();
  const canWrite = usePermission('GERENCIAR_USUARIOS_DO_SISTEMA');
  const funcionarios = useFuncionarios();
  const medicos = useMedicos();
  const perfis = usePerfis();
  const salvar = useSalvarFuncionarioMutation();
  const salvarMedico = useSalvarMedicoMutation();
  const entrarComo = useEntrarComoMutation();
  const enviarNovaSenha = useEnviarNovaSenhaMutation();
  const selfId = useSession((state) => state.user?.id);
  const [editing, setEditing] = useState<UsuarioEditado>();

  const tipo = (['funcionarios', 'medicos'].includes(params.get('tipo') ?? '') ? params.get('tipo') : 'todos') as Tipo;
  const situacao = (['inativos', 'todos'].includes(params.get('situacao') ?? '') ? params.get('situacao') : 'ativos') as Situacao;
  const perfilId = Number(params.get('perfil')) || undefined;
  const busca = params.get('busca') ?? '';

  const linhas = useMemo((): Linha[] => {
    const texto = foldText(busca.trim());
    const digits = busca.replace(/\D/g, '');
    const found = (l: Linha) =>
      !texto || foldText(l.nome).includes(texto) || foldText(l.email).includes(texto) || (digits.length > 0 && l.cpf.includes(digits));
    const linha = (u: Funcionario | Medico): Omit<Linha, 'key'> => ({
      id: u.id,
      nome: u.nome,
      email: u.email,
      cpf: u.cpf,
      foto: u.foto,
      perfil: u.perfilId,
      ativo: u.ativo,
    });
    const doFuncionario = (funcionarios.data ?? []).map((f): Linha => ({ key: `f${f.id}`, ...linha(f), funcionario: f }));
    const doMedico = (medicos.data ?? []).map((m): Linha => ({ key: `m${m.id}`, ...linha(m), medico: m }));
    const all = [...(tipo === 'medicos' ? [] : doFuncionario), ...(tipo === 'funcionarios' ? [] : doMedico)];
    return all
      .filter((l) => situacao === 'todos' || l.ativo === (situacao === 'ativos'))
      .filter((l) => !perfilId || l.perfil.id === perfilId)
      .filter(found)
      .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  }, [funcionarios.data, medicos.data, tipo, situacao, perfilId, busca]);

  /** A doctor who leaves is deactivated as any user: the agenda no longer offers him; his appointments and history stay. */
  const ativar = async (l: Linha, ativo: boolean): Promise<void> => {
    try {
      if (l.medico) await salvarMedico.mutateAsync({ id: l.id, ativo });
      else await salvar.mutateAsync({ id: l.id, ativo });
      notify.success(t(ativo ? 'usuarios.ativado' : 'usuarios.desativado', { nome: l.nome }));
    } catch (error) {
      notify.error(apiErrorMessage(error) ?? t('usuarios.erroSalvar'), { title: t('usuarios.erroTitulo') });
    }
  };

  const entrar = async (l: Linha): Promise<void> => {
    let token: string;
    try {
      token = await entrarComo.mutateAsync(l.id);
    } catch (error) {
      notify.error(apiErrorMessage(error) ?? t('usuarios.erroEntrarComo'), { title: t('usuarios.erroTitulo') });
      return;
    }
    await switchSession(
      () => getSession().impersonate(token),
      async (changed) => {
        if (changed) await navigate(startPath(getSession().authorities), { replace: true });
      },
    );
  };

  const novaSenha = async (l: Linha): Promise<void> => {
    try {
      await enviarNovaSenha.mutateAsync(l.email);
      notify.success(t('usuarios.senhaEnviada', { email: l.email }));
    } catch (error) {
      notify.error(apiErrorMessage(error) ?? t('usuarios.erroEnviarSenha'), { title: t('usuarios.erroTitulo') });
    }
  };

  /** What an administrator may do to any active user but themself: send a new-password e-mail, act as them. */
  const acoesDeConta = (l: Linha): ReactNode =>
    canWrite &&
    l.ativo &&
    String(l.id) !== selfId && (
      <>
        <Popconfirm
          title={t('usuarios.confirmarEnviarSenha', { nome: l.nome })}
          okText={t('usuarios.enviar')}
          cancelText={t('usuarios.cancelar')}
          onConfirm={() => novaSenha(l)}
        >
          <Button size="small" type="text" icon={<MailOutlined />} aria-label={t('usuarios.enviarSenha', { nome: l.nome })} />
        </Popconfirm>
        <Popconfirm
          title={t('usuarios.confirmarEntrarComo', { nome: l.nome })}
          description={t('usuarios.entrarComoTexto')}
          okText={t('usuarios.entrar')}
          cancelText={t('usuarios.cancelar')}
          onConfirm={() => entrar(l)}
        >
          <Button size="small" type="text" icon={<LoginOutlined />} aria-label={t('usuarios.entrarComo', { nome: l.nome })} />
        </Popconfirm>
      </>
    );

  const columns: ColumnsType<Linha> = [
    {
      title: t('usuarios.campos.nome'),
      key: 'nome',
      render: (_v, l) => (
        <Space size="small">
          <UsuarioAvatar foto={l.foto} />
          {l.nome}
        </Space>
      ),
    },
    { title: t('usuarios.campos.email'), dataIndex: 'email', key: 'email' },
    { title: t('usuarios.campos.cpf'), key: 'cpf', render: (_v, l) => formatCpf(l.cpf) },
    {
      title: t('usuarios.tipo'),
      key: 'tipo',
      render: (_v, l) => (l.funcionario ? <Tag>{t('usuarios.funcionario')}</Tag> : <Tag>{t('usuarios.medico')}</Tag>),
    },
    { title: t('usuarios.campos.perfil'), key: 'perfil', render: (_v, l) => l.perfil.nome },
    {
      title: t('usuarios.situacao'),
      key: 'situacao',
      render: (_v, l) => (l.ativo ? <Tag color={TAG_COLORS.sucesso}>{t('usuarios.ativo')}</Tag> : <Tag>{t('usuarios.inativo')}</Tag>),
    },
    {
      title: t('usuarios.acoes'),
      key: 'acoes',
      render: (_v, l) => (
        <Space>
          {canWrite && (
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={t('usuarios.editar', { nome: l.nome })}
              onClick={() => setEditing(l.funcionario ? { funcionario: l.funcionario } : { medico: l.medico })}
            />
          )}
          {canWrite &&
            String(l.id) !== selfId &&
            (l.ativo ? (
              <Popconfirm
                title={t('usuarios.confirmarDesativar', { nome: l.nome })}
                description={t(l.medico ? 'usuarios.desativarMedicoTexto' : 'usuarios.desativarTexto')}
                okText={t('usuarios.desativar')}
                cancelText={t('usuarios.cancelar')}
                okButtonProps={{ danger: true }}
                onConfirm={() => ativar(l, false)}
              >
                <Button size="small" type="text" danger icon={<StopOutlined />} aria-label={t('usuarios.desativarItem', { nome: l.nome })} />
              </Popconfirm>
            ) : (
              <Button
                size="small"
                type="text"
                icon={<CheckCircleOutlined />}
                aria-label={t('usuarios.ativarItem', { nome: l.nome })}
                onClick={() => void ativar(l, true)}
              />
            ))}
          {l.medico && (
            <Button size="small" icon={<ProfileOutlined />} onClick={() => void navigate(detalheMedicoAddress(l, 'dados-pessoais'))}>
              {t('usuarios.detalheMedico')}
            </Button>
          )}
          {acoesDeConta(l)}
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          allowClear
          aria-label={t('usuarios.buscar')}
          placeholder={t('usuarios.buscar')}
          defaultValue={busca}
          onSearch={(value) => update({ busca: value.trim() || undefined })}
          onChange={(event) => update({ busca: event.target.value.trim() || undefined })}
          style={{ width: 280 }}
        />
        <Segmented<Tipo>
          aria-label={t('usuarios.tipo')}
          value={tipo}
          onChange={(value) => update({ tipo: value === 'todos' ? undefined : value })}
          options={[
            { value: 'todos', label: t('usuarios.todos') },
            { value: 'funcionarios', label: t('usuarios.funcionarios') },
            { value: 'medicos', label: t('usuarios.medicos') },
          ]}
        />
        <Select
          allowClear
          aria-label={t('usuarios.filtroPerfil')}
          placeholder={t('usuarios.filtroPerfil')}
          style={{ minWidth: 200 }}
          value={perfilId}
          loading={perfis.isFetching}
          options={(perfis.data ?? []).map((p) => ({ value: p.id, label: p.nome }))}
          onChange={(value?: number) => update({ perfil: value ? String(value) : undefined })}
        />
        <Segmented<Situacao>
          aria-label={t('usuarios.situacao')}
          value={situacao}
          onChange={(value) => update({ situacao: value === 'ativos' ? undefined : value })}
          options={[
            { value: 'ativos', label: t('usuarios.ativos') },
            { value: 'inativos', label: t('usuarios.inativos') },
            { value: 'todos', label: t('usuarios.todos') },
          ]}
        />
        {canWrite && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('usuarios.novo')}
          </Button>
        )}
      </Space>
      {(funcionarios.isError || medicos.isError) && <Alert type="error" showIcon title={t('usuarios.erroLista')} />}
      <Table<Linha>
        data-testid="usuarios-lista"
        rowKey="key"
        size="middle"
        loading={funcionarios.isFetching || medicos.isFetching}
        columns={columns}
        dataSource={linhas}
        locale={{ emptyText: t('usuarios.nenhum') }}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
      />
      <UsuarioFormDialog editing={editing} onClose={() => setEditing(undefined)} />
    </Space>
  );
}
