import { bearer, type TestApp } from './test-app.js';

export interface MultipartFile {
  content: Buffer;
  filename: string;
  contentType: string;
  /** the form field; the api's uploads read `arquivo` */
  field?: string;
}

/** A POST of one file as multipart/form-data, as a browser's upload sends it. */
export function postFile(t: TestApp, url: string, token: string, { content, filename, contentType, field = 'arquivo' }: MultipartFile) {
  const boundary = '----clinica' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}
