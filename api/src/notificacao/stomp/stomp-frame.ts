/**
 * STOMP 1.2 frames (https://stomp.github.io/stomp-specification-1.2.html): the little of it a
 * notification broker needs. Header values are escaped except in CONNECT/CONNECTED (spec §Value
 * Encoding); a body's length is its content-length in UTF-8 bytes, else up to the NUL.
 */
export interface StompFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

const NUL = '\0';
const UNESCAPED_COMMANDS = new Set(['CONNECT', 'CONNECTED', 'STOMP']);

const unescape = (value: string): string => value.replace(/\\([rnc\\])/g, (_match, code: string) => ({ r: '\r', n: '\n', c: ':', '\\': '\\' })[code]!);
const escape = (value: string): string => value.replace(/\\/g, '\\\\').replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/:/g, '\\c');

export function serializeFrame(frame: StompFrame): string {
  const raw = UNESCAPED_COMMANDS.has(frame.command);
  const headers = { ...frame.headers };
  if (frame.body) headers['content-length'] = String(Buffer.byteLength(frame.body, 'utf8'));
  const lines = Object.entries(headers).map(([name, value]) => (raw ? `${name}:${value}` : `${escape(name)}:${escape(value)}`));
  return `${frame.command}\n${lines.map((line) => `${line}\n`).join('')}\n${frame.body}${NUL}`;
}

/** Thrown for a frame that cannot be read; the connection answers ERROR and closes. */
export class StompProtocolError extends Error {}

/**
 * Reads frames from the text a connection receives (one message may hold several frames, a frame
 * may span messages, heart-beats are bare end-of-lines).
 */
export class FrameReader {
  private buffer = '';

  /** Largest frame accepted: clients only send short control frames here. */
  constructor(private readonly maxFrameBytes = 64 * 1024) {}

  push(text: string): StompFrame[] {
    this.buffer += text;
    const frames: StompFrame[] = [];
    for (;;) {
      this.buffer = this.buffer.replace(/^(\r?\n)+/, '');
      if (Buffer.byteLength(this.buffer, 'utf8') > this.maxFrameBytes) throw new StompProtocolError('Frame grande demais');
      const frame = this.next();
      if (!frame) return frames;
      frames.push(frame);
    }
  }

  private next(): StompFrame | undefined {
    const headerEnd = this.buffer.search(/\r?\n\r?\n/);
    if (headerEnd < 0) return undefined;
    const separator = this.buffer.slice(headerEnd).match(/^\r?\n\r?\n/)![0];
    const head = this.buffer.slice(0, headerEnd).split(/\r?\n/);
    const command = head.shift()!;
    if (!/^[A-Z]+$/.test(command)) throw new StompProtocolError(`Comando inválido: ${command.slice(0, 20)}`);
    const raw = UNESCAPED_COMMANDS.has(command);
    const headers: Record<string, string> = {};
    for (const line of head) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new StompProtocolError('Cabeçalho inválido');
      const name = raw ? line.slice(0, colon) : unescape(line.slice(0, colon));
      // a repeated header: the first one counts (spec §Repeated Header Entries)
      if (!(name in headers)) headers[name] = raw ? line.slice(colon + 1) : unescape(line.slice(colon + 1));
    }
    const rest = this.buffer.slice(headerEnd + separator.length);
    let body: string;
    let consumed: number;
    const declared = headers['content-length'];
    if (declared !== undefined) {
      const length = Number(declared);
      if (!Number.isInteger(length) || length < 0) throw new StompProtocolError('content-length inválido');
      const bytes = Buffer.from(rest, 'utf8');
      if (bytes.length < length + 1) return undefined;
      if (bytes[length] !== 0) throw new StompProtocolError('Frame sem NUL após o corpo');
      body = bytes.subarray(0, length).toString('utf8');
      consumed = body.length + 1;
    } else {
      const end = rest.indexOf(NUL);
      if (end < 0) return undefined;
      body = rest.slice(0, end);
      consumed = end + 1;
    }
    this.buffer = rest.slice(consumed);
    return { command, headers, body };
  }
}
