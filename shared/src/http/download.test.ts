import { userToken } from '@clinica/tooling/test-tokens';
import { getSession } from '../session/session.store.ts';
import { downloadPostFile, filenameOf, type DownloadProgress } from './download.ts';
import { configureHttp } from './http.client.ts';

describe('filenameOf', () => {
  it('reads the name the server gives, the encoded one first', () => {
    expect(filenameOf('attachment; filename="auditoria.csv"')).toBe('auditoria.csv');
    expect(filenameOf('attachment; filename="relatorio.xlsx"; filename*=UTF-8\'\'relat%C3%B3rio%20de%20acesso.xlsx')).toBe('relatório de acesso.xlsx');
    expect(filenameOf('attachment; filename=plain.csv')).toBe('plain.csv');
  });

  it('answers nothing without a name', () => {
    expect(filenameOf(null)).toBeUndefined();
    expect(filenameOf('attachment')).toBeUndefined();
  });
});

describe('downloadPostFile', () => {
  beforeEach(() => {
    configureHttp({});
    getSession().start(userToken());
  });
  afterEach(() => getSession().end('logout'));

  it('posts the filter, reports the bytes as they arrive (the total only once known) and saves the file under the name the server gives', async () => {
    const parts = ['data;produto\n', '01/12/2026;Toxina\n', '02/12/2026;Toxina\n'].map((text) => new TextEncoder().encode(text));
    const fetchMock = jest.fn((request: Request) => {
      void request;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const part of parts) controller.enqueue(part);
          controller.close();
        },
      });
      return Promise.resolve(
        new Response(body, { status: 200, headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="mov.csv"' } }),
      );
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const saved: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:x';
    });
    URL.revokeObjectURL = jest.fn();
    const progress: DownloadProgress[] = [];

    const name = await downloadPostFile('gerenciar/estoque/exportMovimentacao', {
      query: { tipoExport: 'CSV' },
      json: { dataInicio: '2026-12-01' },
      fallback: 'x.csv',
      onProgress: (p) => progress.push(p),
    });

    expect(name).toBe('mov.csv');
    const request = fetchMock.mock.calls[0]![0];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://localhost/api/gerenciar/estoque/exportMovimentacao?tipoExport=CSV');
    expect(await request.json()).toEqual({ dataInicio: '2026-12-01' });
    const total = parts.reduce((sum, part) => sum + part.length, 0);
    // while it streams the size is unknown (no Content-Length); the last report is the whole file
    expect(progress).toEqual([{ bytes: 13 }, { bytes: 31 }, { bytes: total, total }].map((p) => ({ total: undefined, ...p })));
    expect(await saved[0]!.text()).toBe('data;produto\n01/12/2026;Toxina\n02/12/2026;Toxina\n');
  });
});
