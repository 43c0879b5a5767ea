import type { CSSProperties, ReactNode } from 'react';
import { Button, Input, Space, Tag, Typography } from '@clinica/shared/antd';
import { Card } from '@clinica/shared/antd/display';
import { Checkbox } from '@clinica/shared/antd/inputs';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined, PlusOutlined } from '@clinica/shared/icons';
import { useTranslation } from 'react-i18next';
import { Controller, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { DndContext, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { FIELD_LIMITS } from '@clinica/shared';
import { FormField } from '@clinica/shared/forms';
import { emptyPergunta, opcoesDe, perguntaPath, type FormularioFormValues, type PerguntaFormValues } from './formulario-form.ts';

const LIMITS = FIELD_LIMITS['POST gerenciar/formulario/cadastro'] as Record<string, number | undefined>;

/** The kinds of answer a question offers, as switches (a question may offer several). */
const FLAGS = [
  'exibirCamposSimouNao',
  'exibirCampoRestricao',
  'exibirGrauCalvicie',
  'exibePulseiraVermelha',
] as const satisfies readonly (keyof PerguntaFormValues)[];

interface PerguntaCardProps {
  control: Control<FormularioFormValues>;
  /** the field array's key: what the drag follows */
  sortId: string;
  index: number;
  count: number;
  idPrefix: string;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

function PerguntaCard({ control, sortId, index, count, idPrefix, onMove, onRemove }: PerguntaCardProps): ReactNode {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: sortId });
  const opcoes = useWatch({ control, name: `perguntas.${index}.opcoesAdicionais` });
  const numero = index + 1;
  const style: CSSProperties = { transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 2 : undefined, position: 'relative' };
  return (
    <Card
      ref={setNodeRef}
      size="small"
      style={style}
      data-testid="formulario-pergunta"
      aria-label={t('configuracoes.formularios.perguntaN', { numero })}
      role="group"
      title={
        <Space>
          <Button
            ref={setActivatorNodeRef}
            type="text"
            size="small"
            icon={<HolderOutlined />}
            aria-label={t('configuracoes.formularios.arrastar', { numero })}
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
          />
          <span>{t('configuracoes.formularios.perguntaN', { numero })}</span>
        </Space>
      }
      extra={
        <Space size={4}>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t('configuracoes.formularios.subir', { numero })}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('configuracoes.formularios.descer', { numero })}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          />
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('configuracoes.formularios.remover', { numero })} onClick={onRemove} />
        </Space>
      }
    >
      <FormField
        control={control}
        name={perguntaPath(index)}
        id={`${idPrefix}-${perguntaPath(index)}`}
        label={t('configuracoes.formularios.textoPergunta')}
        required
        errorsAfterChange
      >
        {(field) => <Input.TextArea id={`${idPrefix}-${perguntaPath(index)}`} {...field} autoSize={{ minRows: 1, maxRows: 4 }} maxLength={1000} />}
      </FormField>
      <fieldset style={{ border: 0, margin: '0 0 12px', padding: 0 }}>
        <legend style={{ fontSize: 14, marginBottom: 4, border: 0 }}>{t('configuracoes.formularios.respostas')}</legend>
        <Space wrap>
          {FLAGS.map((flag) => (
            <Controller
              key={flag}
              control={control}
              name={`perguntas.${index}.${flag}`}
              render={({ field }) => (
                <Checkbox ref={field.ref} checked={field.value} onChange={(event) => field.onChange(event.target.checked)}>
                  {t(`configuracoes.formularios.${flag}`)}
                </Checkbox>
              )}
            />
          ))}
        </Space>
      </fieldset>
      <FormField
        control={control}
        name={`perguntas.${index}.textoComplementar`}
        id={`${idPrefix}-perguntas.${index}.textoComplementar`}
        label={t('configuracoes.formularios.textoComplementar')}
        hint={t('configuracoes.formularios.textoComplementarDica')}
      >
        {(field) => <Input id={`${idPrefix}-perguntas.${index}.textoComplementar`} {...field} maxLength={LIMITS.textoComplementar ?? 2000} />}
      </FormField>
      <FormField
        control={control}
        name={`perguntas.${index}.opcoesAdicionais`}
        id={`${idPrefix}-perguntas.${index}.opcoesAdicionais`}
        label={t('configuracoes.formularios.opcoesAdicionais')}
        hint={
          opcoesDe(opcoes ?? '').length > 0 ? (
            <span>
              {t('configuracoes.formularios.opcoesMenu')}{' '}
              {opcoesDe(opcoes ?? '').map((opcao) => (
                <Tag key={opcao}>{opcao}</Tag>
              ))}
            </span>
          ) : (
            t('configuracoes.formularios.opcoesDica')
          )
        }
      >
        {(field) => <Input id={`${idPrefix}-perguntas.${index}.opcoesAdicionais`} {...field} maxLength={2000} />}
      </FormField>
    </Card>
  );
}

export interface PerguntasEditorProps {
  control: Control<FormularioFormValues>;
  /** the dialog's test id: inputs are `${idPrefix}-perguntas.N.field` */
  idPrefix: string;
}

/**
 * A form's questions in their order: dragged by the handle (mouse or touch) or moved with the
 * arrow buttons; the order on screen is the order saved.
 */
export function PerguntasEditor({ control, idPrefix }: PerguntasEditorProps): ReactNode {
  const { t } = useTranslation();
  const { fields, append, move, remove } = useFieldArray({ control, name: 'perguntas' });
  // no keyboard sensor: inside the dialog's scrolling body it scrolls instead of moving (dnd-kit's
  // KeyboardSensor); the arrows beside each question are the keyboard's way
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const numero = (id: string | number) => fields.findIndex((field) => field.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('configuracoes.formularios.anuncioPegou', { numero: numero(active.id) }),
    onDragOver: ({ over }) => (over ? t('configuracoes.formularios.anuncioSobre', { numero: numero(over.id) }) : undefined),
    onDragEnd: ({ over }) =>
      over ? t('configuracoes.formularios.anuncioSoltou', { numero: numero(over.id) }) : t('configuracoes.formularios.anuncioCancelou'),
    onDragCancel: () => t('configuracoes.formularios.anuncioCancelou'),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      fields.findIndex((field) => field.id === active.id),
      fields.findIndex((field) => field.id === over.id),
    );
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid={`${idPrefix}-perguntas`}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('configuracoes.formularios.instrucoesArrastar') } }}
      >
        <SortableContext items={fields.map((field) => field.id)} strategy={verticalListSortingStrategy}>
          {fields.map((field, index) => (
            <PerguntaCard
              key={field.id}
              sortId={field.id}
              control={control}
              index={index}
              count={fields.length}
              idPrefix={idPrefix}
              onMove={move}
              onRemove={() => remove(index)}
            />
          ))}
        </SortableContext>
      </DndContext>
      {fields.length === 0 && <Typography.Text type="secondary">{t('configuracoes.formularios.semPerguntas')}</Typography.Text>}
      <Button icon={<PlusOutlined />} onClick={() => append(emptyPergunta())}>
        {t('configuracoes.formularios.adicionarPergunta')}
      </Button>
    </Space>
  );
}
