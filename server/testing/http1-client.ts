import { connect, type Socket } from 'node:net';

/**
 * A strict HTTP/1.1 client for the server's fault tests: one keep-alive socket, one request at a
 * time, every response framed by its Content-Length (our server sends no chunked responses) and
 * read byte for byte. `fetch` would hide exactly what these tests look for: a body that ends short
 * of its Content-Length on a socket that stays open, whose missing bytes are then taken from the
 * next response (a response desync).
 */

export interface Response {
  status: number;
  /** Header names lower-cased; a repeated header keeps its last value. */
  headers: Map<string, string>;
  body: Buffer;
}

export type Outcome =
  /** A whole response: status line, headers and exactly Content-Length bytes of body. */
  | { kind: 'complete'; response: Response }
  /** The server closed the connection before the response was whole: allowed, never a desync. */
  | { kind: 'closed'; received: number; expected: number | undefined }
  /** Bytes that are no HTTP/1.1 response, or bytes nobody asked for: the desync these tests hunt. */
  | { kind: 'unparseable'; reason: string; bytes: string };

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export class KeepAliveClient {
  private socket: Socket | undefined;
  /** Received bytes not yet consumed: joined only when read, so a large body is copied once. */
  private chunks: Buffer[] = [];
  private received = 0;
  private waiting: (() => void) | undefined;
  private closed = true;
  /** Bytes that arrived while no request was outstanding. */
  private unsolicited = '';

  constructor(
    private readonly port: number,
    private readonly host = '127.0.0.1',
  ) {}

  private open(): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = connect(this.port, this.host);
      this.socket = socket;
      this.chunks = [];
      this.received = 0;
      this.unsolicited = '';
      this.closed = false;
      socket.once('connect', () => resolve());
      socket.once('error', (error) => {
        if (this.closed) return;
        reject(error);
      });
      socket.on('error', () => undefined);
      socket.on('data', (chunk: Buffer) => {
        this.chunks.push(chunk);
        this.received += chunk.length;
        if (this.waiting) this.waiting();
        else this.unsolicited += chunk.toString('latin1');
      });
      socket.on('close', () => {
        this.closed = true;
        this.waiting?.();
      });
    });
  }

  /** Everything received and not consumed, as one buffer. */
  private get buffer(): Buffer {
    if (this.chunks.length !== 1) this.chunks = [Buffer.concat(this.chunks)];
    return this.chunks[0]!;
  }

  /** Resolves when more bytes arrive or the socket closes. */
  private more(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting = () => {
        this.waiting = undefined;
        resolve();
      };
    });
  }

  /** Sends one request on the kept-alive socket (opening one when needed) and reads its answer. */
  async request(target: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}): Promise<Outcome> {
    if (this.closed || !this.socket) await this.open();
    if (this.unsolicited) return this.fail('bytes arrived before any request', this.unsolicited.slice(0, 120));
    const head = Object.entries({ host: 'localhost', ...headers }).map(([name, value]) => `${name}: ${value}\r\n`);
    this.socket!.write(`${method} ${target} HTTP/1.1\r\n${head.join('')}\r\n`);
    const outcome = await this.read(method === 'HEAD');
    if (outcome.kind !== 'complete') return outcome;
    if (outcome.response.headers.get('connection')?.toLowerCase() === 'close') this.destroy();
    return outcome;
  }

  private async read(isHead: boolean): Promise<Outcome> {
    let end: number;
    while ((end = this.buffer.indexOf('\r\n\r\n')) < 0) {
      // What has arrived must be the start of a status line, or it never will be one.
      if (!'HTTP/1.1 '.startsWith(this.buffer.toString('latin1', 0, Math.min(this.buffer.length, 9)))) {
        return this.fail('no status line', this.buffer.toString('latin1', 0, 80));
      }
      if (this.buffer.length > 64 * 1024) return this.fail('headers longer than 64 KiB', this.buffer.toString('latin1', 0, 80));
      if (this.closed) return { kind: 'closed', received: 0, expected: undefined };
      await this.more();
    }
    const [statusLine, ...lines] = this.buffer.toString('latin1', 0, end).split('\r\n');
    const status = /^HTTP\/1\.1 (\d{3}) [^\r\n]*$/.exec(statusLine!);
    if (!status) return this.fail('malformed status line', statusLine!.slice(0, 80));
    const headers = new Map<string, string>();
    for (const line of lines) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon);
      if (colon < 1 || !TOKEN.test(name)) return this.fail('malformed header line', line.slice(0, 80));
      headers.set(name.toLowerCase(), line.slice(colon + 1).trim());
    }
    const code = Number(status[1]);
    const noBody = isHead || code === 304 || code === 204 || (code >= 100 && code < 200);
    const lengthHeader = headers.get('content-length');
    if (!noBody && headers.get('transfer-encoding')) return this.fail('chunked response (the server frames every response by length)', statusLine!);
    if (!noBody && (lengthHeader === undefined || !/^\d+$/.test(lengthHeader))) return this.fail('no usable Content-Length', statusLine!);
    const length = noBody ? 0 : Number(lengthHeader);
    while (this.received < end + 4 + length) {
      if (this.closed) return { kind: 'closed', received: this.received - end - 4, expected: length };
      await this.more();
    }
    const all = this.buffer;
    const body = all.subarray(end + 4, end + 4 + length);
    const rest = all.subarray(end + 4 + length);
    this.chunks = [];
    this.received = 0;
    // Bytes past this response, before the next request was even sent: the server wrote more
    // than it announced.
    if (rest.length) this.unsolicited = rest.toString('latin1', 0, 120);
    return { kind: 'complete', response: { status: code, headers, body: Buffer.from(body) } };
  }

  private fail(reason: string, bytes: string): Outcome {
    this.destroy();
    return { kind: 'unparseable', reason, bytes };
  }

  destroy(): void {
    this.closed = true;
    this.socket?.destroy();
    this.socket = undefined;
    this.chunks = [];
    this.received = 0;
    this.unsolicited = '';
  }
}
