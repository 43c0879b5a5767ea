import { emptyLayout, examesAAcrescentar, examesOferecidos, isBlankTexto, LAYOUT_REQUIRED, layoutErrors, layoutFormOf, layoutPayload } from './layout-form.ts';
import type { Layout } from '../layouts/layouts.resource.ts';

const layout: Layout = {
  id: 7,
  nome: 'Atestado',
  texto: '<p>Atesto que <span class="variavel" data-variavel="NOME_PACIENTE" contenteditable="false">{{NOME_PACIENTE}}</span></p>',
  procedimentoId: 3,
  nomeProcedimento: 'Botox',
  tipoLayout: 'ATESTADO',
  formularioId: null,
  nomeFormulario: null,
  exames: [{ id: 4, nome: 'Hemograma' }],
  info: { usuarioCadastro: 'A', horarioCadastro: '2026-01-01T10:00:00.000Z', usuarioAlteracao: 'B', horarioAlteracao: '2026-01-02T10:00:00.000Z' },
};

describe('layout form', () => {
  it("refuses a blank name, type and text with the spec's messages", () => {
    expect(Object.fromEntries(layoutErrors({ ...emptyLayout(), texto: '<p><br></p>' }))).toEqual({
      nome: 'criarLayouts.nomeObrigatorio',
      tipoLayout: 'criarLayouts.tipoObrigatorio',
      texto: 'criarLayouts.textoObrigatorio',
    });
    expect(layoutErrors(layoutFormOf(layout)).size).toBe(0);
  });

  it('marks exactly the fields the rules refuse when blank', () => {
    const blank = layoutErrors(emptyLayout());
    expect([...blank.keys()].sort()).toEqual([...LAYOUT_REQUIRED].sort());
  });

  it('sees a variable or an image as content, spaces and empty paragraphs as none', () => {
    expect(isBlankTexto('<p> &nbsp;</p><p><br></p>')).toBe(true);
    expect(isBlankTexto('<p><span class="variavel" data-variavel="LOGO"></span></p>')).toBe(false);
    expect(isBlankTexto('<p><img src="data:image/png;base64,AA=="></p>')).toBe(false);
    expect(isBlankTexto('<p>x</p>')).toBe(false);
  });

  it('sends the id only when updating, the exams as ids and the name trimmed', () => {
    expect(layoutPayload({ ...layoutFormOf(layout), nome: '  Atestado 2 ' }, 7)).toEqual({
      id: 7,
      nome: 'Atestado 2',
      procedimentoId: 3,
      tipoLayout: 'ATESTADO',
      formularioId: null,
      exames: [4],
      texto: layout.texto,
    });
    expect(layoutPayload(layoutFormOf(layout))).not.toHaveProperty('id');
  });

  it('adds an exam name to the text once, whatever its case there', () => {
    expect(examesAAcrescentar('Pedido:\nhemograma completo\n', ['Hemograma completo', 'Glicemia', 'Glicemia'])).toEqual(['Glicemia']);
    expect(examesAAcrescentar('', [])).toEqual([]);
  });

  it('offers the active exams and the ones the layout holds even if switched off since, in the catalogue order', () => {
    const exames = [
      { id: 1, nome: 'Glicemia', ativo: true },
      { id: 2, nome: 'Hemograma', ativo: false },
      { id: 3, nome: 'TSH', ativo: false },
      { id: 4, nome: 'Ureia' },
    ];
    expect(examesOferecidos(exames, []).map((e) => e.id)).toEqual([1, 4]);
    expect(examesOferecidos(exames, [3]).map((e) => e.id)).toEqual([1, 3, 4]);
    expect(examesOferecidos(undefined, [3])).toEqual([]);
  });
});
