import { describe, expect, it } from '@jest/globals';
import { sanitizeDocumentHtml } from './html-sanitizer.js';
import { idadeEm, preencher, reais, variaveisDo, type ContextoDocumento } from './preenchimento.js';

const token = (nome: string) => `<span class="variavel" data-variavel="${nome}">{{${nome}}}</span>`;

const contexto = (over: Partial<ContextoDocumento> = {}): ContextoDocumento => ({
  // 2026-03-05 10:00 in São Paulo
  hoje: new Date('2026-03-05T13:00:00Z'),
  paciente: {
    id: 42,
    nome: 'Ana <b>Souza</b> & Cia',
    cpf: '52998224725',
    rg: '12.345.678-9',
    profissao: 'Arquiteta',
    sexo: 'FEMININO',
    nascimento: '1990-03-06',
    nomeMae: 'Maria Souza',
    email: 'ana@example.com',
    telefone: '11999990000',
    cep: '01310-100',
    logradouro: 'Av. Paulista',
    numero: '1000',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    estado: 'SP',
  },
  procedimento: { nome: 'Botox', valorCentavos: 123456 },
  medico: { nome: 'Dra. Helena Prado', registroProfissional: 'CRM-SP 123456' },
  clinica: { nome: 'Clínica Bela', logo: 'data:image/png;base64,iVBORw0KGgo=' },
  consultor: 'Recepção',
  variaveisDaClinica: new Map([['ENDERECO_CLINICA', 'Rua das Flores, 10']]),
  respostas: null,
  orcamento: null,
  temEstudoCaso: false,
  ...over,
});

const fill = (html: string, c = contexto()) => {
  const result = preencher(html, c);
  if (!result.ok) throw new Error(JSON.stringify(result.faltam));
  return result.html;
};

describe('filling a layout', () => {
  it('prints a Brazilian CEP as 00000-000, stored without its hyphen (issue 36 item 2); a foreign postal code as it is', () => {
    const comCep = (cep: string | null) => fill(token('CEP'), contexto({ paciente: { ...contexto().paciente, cep } }));
    expect(comCep('30130010')).toContain('30130-010');
    expect(comCep('30130-010')).toContain('30130-010');
    expect(comCep('SW1A 1AA')).toContain('SW1A 1AA');
    expect(comCep(null)).not.toContain('{{CEP}}');
  });

  it('fills every patient, clinic and date variable, escaping the values', () => {
    const expected: Record<string, string> = {
      NOME_PACIENTE: 'Ana &lt;b&gt;Souza&lt;/b&gt; &amp; Cia',
      IDADE_PACIENTE: '35 anos',
      PROFISSAO_PACIENTE: 'Arquiteta',
      RG_PACIENTE: '12.345.678-9',
      CPF_PACIENTE: '529.982.247-25',
      ID_PACIENTE: '42',
      TELEFONE_PACIENTE: '11999990000',
      EMAIL_PACIENTE: 'ana@example.com',
      SEXO_PACIENTE: 'Feminino',
      NASCIMENTO_PACIENTE: '06/03/1990',
      NOME_MAE_PACIENTE: 'Maria Souza',
      CEP: '01310-100',
      LOGRADOURO: 'Av. Paulista',
      NUMERO: '1000',
      BAIRRO: 'Bela Vista',
      CIDADE: 'São Paulo',
      ESTADO: 'SP',
      NOME_MEDICO: 'Dra. Helena Prado',
      REGISTRO_PROFISSIONAL: 'CRM-SP 123456',
      PROCEDIMENTO: 'Botox',
      VALOR_PROCEDIMENTO: 'R$ 1.234,56',
      EMPRESA: 'Clínica Bela',
      CONSULTOR: 'Recepção',
      DIA: '05',
      MES: '03',
      MES_EXTENSO: 'março',
      ANO: '2026',
      DATA: '05/03/2026',
      ENDERECO_CLINICA: 'Rua das Flores, 10',
    };
    for (const [nome, valor] of Object.entries(expected)) {
      expect([nome, fill(`<p>${token(nome)}</p>`)]).toEqual([nome, `<p>${valor}</p>`]);
    }
  });

  it('fills tokens typed by hand too, in either menu and any case', () => {
    expect(fill('<p>Sr(a). {{ nome_paciente }}, [[DATA]]</p>')).toBe('<p>Sr(a). Ana &lt;b&gt;Souza&lt;/b&gt; &amp; Cia, 05/03/2026</p>');
  });

  it('prints the logo and the stamp as markup of its own', () => {
    expect(fill(`<p>${token('LOGO')}</p>`)).toBe('<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="Clínica Bela" style="max-height:80px" /></p>');
    expect(fill(token('CARIMBO'))).toContain('Dra. Helena Prado<br />CRM-SP 123456</p>');
    expect(fill(`<p>${token('LOGO')}</p>`, contexto({ clinica: { nome: 'X', logo: null } }))).toBe('<p></p>');
  });

  it('leaves the case-study section out and drops the block markers', () => {
    const html = `<p>a</p><p>${token('INICIO_ESTUDO_CASO')}</p><p>só no estudo</p><p>${token('FIM_ESTUDO_CASO')}</p><p>${token('INICIO_BLOQUEIO')}fixo${token('FIM_BLOQUEIO')}</p>`;
    expect(fill(html)).toBe('<p>a</p><p></p><p>fixo</p>');
  });

  it('prints form answers and the quote when they are given', () => {
    const respostas = [
      { pergunta: 'Alergias?', resposta: '<dipirona>' },
      { pergunta: 'Fuma?', resposta: null },
    ];
    expect(fill(token('RESPOSTAS_FORMULARIO'), contexto({ respostas }))).toBe(
      '<p><strong>Alergias?</strong><br />&lt;dipirona&gt;</p><p><strong>Fuma?</strong><br />—</p>',
    );
    const orcamento = {
      nomeProcedimento: 'Botox',
      valorBruto: 100000,
      desconto: 10000,
      campanha: 'Verão',
      propostasDePagamentos: [
        { quantidadeParcelas: 1, valorDaParcela: 90000, formaPagamento: 'PIX' },
        { quantidadeParcelas: 3, valorDaParcela: 30000 },
      ],
    };
    const c = contexto({ orcamento });
    expect(fill(`<p>${token('VALOR_LIQUIDO')}|${token('DESCONTO')}|${token('CONDICOES_PAGAMENTO')}|${token('CAMPANHA')}</p>`, c)).toBe(
      '<p>R$ 900,00|R$ 100,00|1x de R$ 900,00 (PIX); 3x de R$ 300,00|Verão</p>',
    );
    expect(fill(token('VARIAVEIS_ORCAMENTO'), c)).toContain('<td><strong>Valor líquido</strong></td><td>R$ 900,00</td>');
  });

  it('refuses, naming each variable and what it needs, instead of printing a token', () => {
    const html = `<p>${token('NOME_MEDICO')} ${token('PROCEDIMENTO')} {{NAO_EXISTE}} ${token('VALOR_LIQUIDO')} ${token('RESPOSTAS_FORMULARIO')} ${token('NOME_MEDICO')}</p>`;
    expect(preencher(html, contexto({ medico: null, procedimento: null }))).toEqual({
      ok: false,
      faltam: [
        { nome: 'NOME_MEDICO', motivo: 'escolha o médico que emite o documento' },
        { nome: 'PROCEDIMENTO', motivo: 'escolha o procedimento' },
        { nome: 'NAO_EXISTE', motivo: 'variável desconhecida (confira o nome ou cadastre-a em Variáveis)' },
        { nome: 'VALOR_LIQUIDO', motivo: 'este documento precisa de um orçamento' },
        { nome: 'RESPOSTAS_FORMULARIO', motivo: 'este documento precisa das respostas do formulário' },
      ],
    });
  });

  it('never lets a value or a template carry script', () => {
    const c = contexto({ variaveisDaClinica: new Map([['X', '<img src=x onerror=alert(1)>']]) });
    expect(fill('<p>{{X}}</p><script>alert(1)</script><p onclick="a()">b</p>', c)).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p><p>b</p>');
  });

  it('names the variables of a text once each, in order', () => {
    expect(variaveisDo(sanitizeDocumentHtml(`${token('DATA')} {{nome_paciente}} [[LOGO]] ${token('DATA')}`))).toEqual(['DATA', 'NOME_PACIENTE', 'LOGO']);
  });
});

describe('helpers', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(idadeEm('1990-03-06', '2026-03-05')).toBe(35);
    expect(idadeEm('1990-03-05', '2026-03-05')).toBe(36);
    expect(idadeEm('2000-02-29', '2025-02-28')).toBe(24);
  });
  it('writes reais the Brazilian way', () => {
    expect(reais(0)).toBe('R$ 0,00');
    expect(reais(123456789)).toBe('R$ 1.234.567,89');
  });
});
