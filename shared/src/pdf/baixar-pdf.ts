import { nodeHttp } from '../http/http.client.ts';
import { apiErrorMessage } from '../http/api-error.ts';
import { saveBlob } from '../http/download.ts';
import { usePdfStatus } from './pdf-status.store.ts';

/** What the PDF service prints (spec 02 §7 "PDF": the body's names are the spec's). */
export interface DocumentoPdf {
  headerHeigth: number;
  htmlHeader: string;
  content: string;
  /**
   * The job the api signed when it built this document (the laudo): with it the PDF service registers
   * the file as issued by the clinic (/verificar-documento recognises it); without it the PDF prints
   * but is not registered.
   */
  emissao?: string;
}

/** The step that failed, for the spec's messages (spec 02 §8 PDF). */
export class FalhaPdf extends Error {
  constructor(
    readonly etapa: 'dados' | 'pdf',
    /** the server's own message, when it gave one */
    readonly mensagemServidor: string | undefined,
  ) {
    super(mensagemServidor ?? etapa);
    this.name = 'FalhaPdf';
  }
}

type Linha =
  { progresso: number; etapa: 'na-fila'; posicao: number } | { progresso: number; etapa: 'gerando' } | { progresso: number; etapa: 'pronto'; tamanho?: number };
type Final = { base: string; paginas: number; bytes: number } | { erro: { mensagemUsuario: string }[] };

/** Reads the NDJSON answer line by line; while the file's line arrives, reports its bytes. */
async function* linhas(body: ReadableStream<Uint8Array>, recebendo: (bytes: number) => void): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pendente = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    pendente += decoder.decode(value, { stream: true });
    let fim = pendente.indexOf('\n');
    while (fim >= 0) {
      yield pendente.slice(0, fim);
      pendente = pendente.slice(fim + 1);
      fim = pendente.indexOf('\n');
    }
    recebendo(pendente.length);
  }
  if (pendente.trim()) yield pendente;
}

/** Lets the browser draw the banner before work that holds the page (decoding a large file). */
const umQuadro = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Makes a PDF and saves it as `nomeArquivo`, telling the banner each step: the document's data
 * (`obterDocumento`, from the api), the service's queue and progress, then the download's percent.
 * Throws FalhaPdf naming the step that failed; the caller says so.
 */
export async function baixarPdf(obterDocumento: () => Promise<DocumentoPdf>, nomeArquivo: string): Promise<void> {
  const status = usePdfStatus.getState();
  try {
    status.set('obtendo');
    const documento = await obterDocumento().catch((error: unknown) => {
      throw new FalhaPdf('dados', apiErrorMessage(error));
    });
    status.set('gerando');
    const response = await nodeHttp.post('gerar-pdf', { json: documento, timeout: false, context: { silent: true } }).catch((error: unknown) => {
      throw new FalhaPdf('pdf', apiErrorMessage(error));
    });
    let tamanho = 0;
    let final: Final | undefined;
    for await (const texto of linhas(response.body!, (bytes) => {
      if (tamanho > 0) status.set('baixando', Math.min(99, Math.floor((bytes / tamanho) * 100)));
    })) {
      const linha = JSON.parse(texto) as Linha | Final;
      if ('etapa' in linha) {
        if (linha.etapa === 'na-fila') status.set('na-fila', 0, linha.posicao);
        else if (linha.etapa === 'gerando') status.set('gerando', linha.progresso);
        else {
          tamanho = linha.tamanho ?? 0;
          status.set('baixando', 0);
          await umQuadro();
        }
      } else final = linha;
    }
    if (!final) throw new FalhaPdf('pdf', undefined);
    if ('erro' in final) throw new FalhaPdf('pdf', final.erro[0]?.mensagemUsuario);
    status.set('baixando', 100);
    await umQuadro();
    saveBlob(new Blob([Uint8Array.from(atob(final.base), (c) => c.charCodeAt(0))], { type: 'application/pdf' }), nomeArquivo);
  } catch (error) {
    throw error instanceof FalhaPdf ? error : new FalhaPdf('pdf', undefined);
  } finally {
    usePdfStatus.getState().set(null);
  }
}
