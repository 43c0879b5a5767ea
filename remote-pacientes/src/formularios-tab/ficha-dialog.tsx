import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Input, Select, Spin, Typography } from '@clinica/shared/antd';
import { Checkbox } from '@clinica/shared/antd/inputs';
import { Modal } from '@clinica/shared/antd/overlays';
import { apiErrorMessage, formatDateTime, notify } from '@clinica/shared';
import { escolher, escolherGrau, opcoesDe, payloadDe, respostasIniciais, temTexto, type RespostaLocal } from './ficha-form.ts';
import {
  recarregarFichas,
  salvarFicha,
  useFicha,
  useGrausCalvicie,
  type Ficha,
  type Formulario,
  type GrauCalvicie,
  type Pergunta,
} from './formularios.resource.ts';
import './messages.ts';

type Modo = { tipo: 'novo'; formulario: Formulario } | { tipo: 'editar' | 'ver'; fichaId: number };

interface Props {
  modo: Modo;
  pacienteId: number;
  procedimentoId: number;
  onClose: () => void;
}

/**
 * The fill dialog (spec 02 §2.12): titled with the form's name, 'Preencha a ficha', each question
 * with its kinds of answer, SALVAR and the last-change line; the same dialog read-only to view.
 */
export function FichaDialog({ modo, pacienteId, procedimentoId, onClose }: Props): ReactNode {
  const { t } = useTranslation();
  const ficha = useFicha(modo.tipo === 'novo' ? undefined : modo.fichaId);
  if (modo.tipo !== 'novo' && !ficha.data) {
    return (
      <Modal open title={t('fichaTab.preencha')} onCancel={onClose} footer={null} width={820}>
        {ficha.isError ? <Alert type="error" showIcon title={t('fichaTab.erroCarregar')} /> : <Spin style={{ display: 'block', margin: '32px auto' }} />}
      </Modal>
    );
  }
  const dados = modo.tipo === 'novo' ? { nome: modo.formulario.nome, perguntas: modo.formulario.perguntas, formulario: modo.formulario.id } : undefined;
  return (
    <FichaEditor
      key={ficha.dataUpdatedAt}
      nome={dados?.nome ?? ficha.data!.nome}
      perguntas={dados?.perguntas ?? ficha.data!.perguntas}
      formulario={dados?.formulario ?? ficha.data!.formulario!}
      ficha={modo.tipo === 'novo' ? undefined : ficha.data}
      somenteLeitura={modo.tipo === 'ver'}
      pacienteId={pacienteId}
      procedimentoId={procedimentoId}
      onClose={onClose}
    />
  );
}

interface EditorProps {
  nome: string;
  perguntas: Pergunta[];
  formulario: number;
  ficha?: Ficha;
  somenteLeitura: boolean;
  pacienteId: number;
  procedimentoId: number;
  onClose: () => void;
}

function FichaEditor({ nome, perguntas, formulario, ficha, somenteLeitura, pacienteId, procedimentoId, onClose }: EditorProps): ReactNode {
  const { t } = useTranslation();
  const iniciais = useMemo(() => respostasIniciais(perguntas, ficha), [perguntas, ficha]);
  const [respostas, setRespostas] = useState(iniciais);
  const [salvando, setSalvando] = useState(false);
  const graus = useGrausCalvicie(perguntas.some((p) => p.exibirGrauCalvicie));
  const mudou = JSON.stringify(respostas) !== JSON.stringify(iniciais);
  const mudar = (id: number, f: (r: RespostaLocal) => RespostaLocal) => setRespostas((atual) => ({ ...atual, [id]: f(atual[id]!) }));

  const salvar = async () => {
    setSalvando(true);
    try {
      await salvarFicha(
        payloadDe(
          { formulario, paciente: pacienteId, procedimento: procedimentoId, ...(ficha && { id: ficha.id, versao: ficha.versao }) },
          perguntas,
          respostas,
        ),
      );
      notify.success(t(ficha ? 'fichaTab.editado' : 'fichaTab.criado'));
      await recarregarFichas();
      onClose();
    } catch (error) {
      // spec 02 §8 "Form save failure": an error toast; the dialog stays with what was typed
      notify.error(apiErrorMessage(error) ?? t('fichaTab.erroGenerico'), { title: t('fichaTab.erroTitulo'), seconds: 7 });
    } finally {
      setSalvando(false);
    }
  };

  const ultima = ficha?.usuarioAlteracao
    ? t('fichaTab.ultimaAlteracao', { usuario: ficha.usuarioAlteracao, quando: formatDateTime(ficha.horarioAlteracao) })
    : undefined;

  return (
    <Modal
      open
      title={nome}
      onCancel={onClose}
      width={820}
      destroyOnHidden
      footer={
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Typography.Text type="secondary" data-testid="ficha-ultima-alteracao">
            {mudou && !somenteLeitura ? t('fichaTab.naoSalvo') : (ultima ?? '')}
          </Typography.Text>
          <Flex gap={8}>
            <Button onClick={onClose}>{t('fichaTab.fechar')}</Button>
            {!somenteLeitura && (
              <Button type="primary" loading={salvando} onClick={() => void salvar()}>
                {t('fichaTab.salvar')}
              </Button>
            )}
          </Flex>
        </Flex>
      }
    >
      <Typography.Paragraph strong>{t('fichaTab.preencha')}</Typography.Paragraph>
      <Flex vertical gap={16} data-testid="ficha-perguntas">
        {perguntas.map((p) => (
          <PerguntaCampo
            key={p.id}
            pergunta={p}
            resposta={respostas[p.id]!}
            graus={graus.data ?? []}
            disabled={somenteLeitura}
            onChange={(f) => mudar(p.id, f)}
          />
        ))}
      </Flex>
    </Modal>
  );
}

interface CampoProps {
  pergunta: Pergunta;
  resposta: RespostaLocal;
  graus: GrauCalvicie[];
  disabled: boolean;
  onChange: (f: (r: RespostaLocal) => RespostaLocal) => void;
}

function PerguntaCampo({ pergunta: p, resposta: r, graus, disabled, onChange }: CampoProps): ReactNode {
  const { t } = useTranslation();
  const ids = { titulo: useId(), opcao: useId(), texto: useId() };
  const opcoes = opcoesDe(p);
  return (
    <section aria-labelledby={ids.titulo} data-testid="ficha-pergunta" style={{ borderBottom: '1px solid rgba(0,0,0,0.06)', paddingBottom: 12 }}>
      <Typography.Text strong id={ids.titulo}>
        {p.pergunta}
      </Typography.Text>
      {(p.exibirCamposSimouNao || p.exibirCampoRestricao) && (
        <Flex gap={16} style={{ marginTop: 6 }} role="group" aria-labelledby={ids.titulo}>
          {p.exibirCamposSimouNao && (
            <>
              <Checkbox checked={r.simouNao === 'SIM'} disabled={disabled} onChange={() => onChange((x) => escolher(x, 'SIM'))}>
                {t('fichaTab.sim')}
              </Checkbox>
              <Checkbox checked={r.simouNao === 'NAO'} disabled={disabled} onChange={() => onChange((x) => escolher(x, 'NAO'))}>
                {t('fichaTab.nao')}
              </Checkbox>
            </>
          )}
          {p.exibirCampoRestricao && (
            <Checkbox checked={r.restricao} disabled={disabled} onChange={() => onChange((x) => escolher(x, 'RESTRICAO'))}>
              <Typography.Text type={r.restricao ? 'danger' : undefined}>{t('fichaTab.restricao')}</Typography.Text>
            </Checkbox>
          )}
        </Flex>
      )}
      {p.exibirGrauCalvicie && (
        // spec 02 §9: baldness images 3 per row, one chosen at a time
        <div role="radiogroup" aria-label={t('fichaTab.grau')} style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8, marginTop: 6 }}>
          {graus.map((g) => {
            const escolhido = r.grauCalvicie === g.id;
            const src = escolhido ? (g.imagemPreenchida ?? g.imagemNaoPreenchida) : (g.imagemNaoPreenchida ?? g.imagemPreenchida);
            return (
              <button
                key={g.id}
                type="button"
                role="radio"
                aria-checked={escolhido}
                disabled={disabled}
                onClick={() => onChange((x) => escolherGrau(x, g.id))}
                style={{
                  border: escolhido ? '2px solid #1677ff' : '1px solid #d9d9d9',
                  borderRadius: 6,
                  background: 'transparent',
                  padding: 6,
                  cursor: disabled ? 'default' : 'pointer',
                }}
              >
                {src && <img src={src} alt="" style={{ maxWidth: '100%', maxHeight: 90, display: 'block', margin: '0 auto' }} />}
                <span>{g.grau}</span>
              </button>
            );
          })}
        </div>
      )}
      {opcoes.length > 0 && (
        <Select
          aria-labelledby={ids.titulo}
          allowClear
          disabled={disabled}
          placeholder={t('fichaTab.opcao')}
          style={{ width: '100%', marginTop: 6 }}
          value={r.respostaOpcao ?? undefined}
          onChange={(v: string | undefined) => onChange((x) => ({ ...x, respostaOpcao: v ?? null }))}
          options={opcoes.map((o) => ({ value: o, label: o }))}
        />
      )}
      {temTexto(p) && (
        <>
          {p.textoComplementar && (
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 6 }}>
              <label htmlFor={ids.texto}>{p.textoComplementar}</label>
            </Typography.Text>
          )}
          <Input.TextArea
            id={ids.texto}
            aria-labelledby={p.textoComplementar ? undefined : ids.titulo}
            autoSize={{ minRows: 1, maxRows: 6 }}
            maxLength={5000}
            readOnly={disabled}
            value={r.resposta}
            onChange={(e) => onChange((x) => ({ ...x, resposta: e.target.value }))}
            style={{ marginTop: 6 }}
          />
        </>
      )}
    </section>
  );
}
