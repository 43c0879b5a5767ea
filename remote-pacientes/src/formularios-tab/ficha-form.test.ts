import { escolher, escolherGrau, nomeDoArquivo, opcoesDe, payloadDe, respostasIniciais, temTexto, vazia } from './ficha-form.ts';
import type { Pergunta } from './formularios.resource.ts';

const pergunta = (extra: Partial<Pergunta>): Pergunta => ({
  id: 1,
  pergunta: 'Tem alergias?',
  exibirCamposSimouNao: false,
  exibirCampoRestricao: false,
  exibirGrauCalvicie: false,
  exibePulseiraVermelha: false,
  textoComplementar: null,
  opcoesAdicionais: null,
  ordenacao: 0,
  ...extra,
});

describe('the fill dialog rules', () => {
  it('Sim, Não and Restrição exclude each other; choosing the chosen one clears it', () => {
    const sim = escolher(vazia(), 'SIM');
    expect(sim).toMatchObject({ simouNao: 'SIM', restricao: false });
    const restricao = escolher(sim, 'RESTRICAO');
    expect(restricao).toMatchObject({ simouNao: null, restricao: true });
    const nao = escolher(restricao, 'NAO');
    expect(nao).toMatchObject({ simouNao: 'NAO', restricao: false });
    expect(escolher(nao, 'NAO')).toMatchObject({ simouNao: null, restricao: false });
  });

  it('one baldness degree at a time', () => {
    const um = escolherGrau(vazia(), 3);
    expect(escolherGrau(um, 4).grauCalvicie).toBe(4);
    expect(escolherGrau(um, 3).grauCalvicie).toBeNull();
  });

  it('options from the comma-separated text; free text when named or when nothing else answers', () => {
    expect(opcoesDe(pergunta({ opcoesAdicionais: ' A, B ,,O ' }))).toEqual(['A', 'B', 'O']);
    expect(temTexto(pergunta({}))).toBe(true);
    expect(temTexto(pergunta({ exibirCamposSimouNao: true }))).toBe(false);
    expect(temTexto(pergunta({ exibirCamposSimouNao: true, textoComplementar: 'Quais?' }))).toBe(true);
  });

  it('sends every question, blank text as null, and reads saved answers back', () => {
    const ps = [pergunta({ id: 1 }), pergunta({ id: 2 })];
    const respostas = respostasIniciais(ps);
    respostas[1] = { ...escolher(respostas[1]!, 'RESTRICAO'), resposta: '  Dipirona ' };
    const payload = payloadDe({ formulario: 9, paciente: 1, procedimento: 2 }, ps, respostas);
    expect(payload.respostaPerguntas).toEqual([
      { perguntaId: 1, simouNao: null, restricao: true, respostaOpcao: null, resposta: 'Dipirona', grauCalvicie: null },
      { perguntaId: 2, simouNao: null, restricao: false, respostaOpcao: null, resposta: null, grauCalvicie: null },
    ]);
  });

  it('names an uploaded file as the spec says', () => {
    expect(nomeDoArquivo('exame de sangue.final.pdf')).toBe('exame_de_sangue');
    expect(nomeDoArquivo('.oculto')).toBe('arquivo');
  });
});
