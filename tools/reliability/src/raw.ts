import { connect, type Socket } from 'node:net';

// Requests written byte by byte on a socket, for what fetch will not send (invalid UTF-8, huge URLs)
// and for clients that send slowly.

export interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

const parse = (data: Buffer): RawAnswer => {
  const text = data.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  const head = end >= 0 ? text.slice(0, end) : text;
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
    head,
    body: end >= 0 ? text.slice(end + 4) : '',
  };
};

/** Sends the bytes and reads until the server closes or `timeoutMs` passes (status 0: no answer). */
export function rawRequest(baseUrl: string, bytes: Buffer, timeoutMs = 10_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname);
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parse(Buffer.concat(chunks)));
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // One answer is enough: stop once its body (by Content-Length) has arrived.
      const answer = parse(Buffer.concat(chunks));
      const length = Number(/content-length: (\d+)/i.exec(answer.head)?.[1] ?? -1);
      if (answer.status && length >= 0 && Buffer.byteLength(answer.body, 'latin1') >= length) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.write(bytes);
  });
}

/** A request head with a JSON body of the given bytes. */
export const requestBytes = (method: string, path: string, body: Buffer, contentType = 'application/json') =>
  Buffer.concat([
    Buffer.from(
      `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    ),
    body,
  ]);

/** A client that opens a request and then sends one header byte every `everyMs`, holding the connection. */
export function slowClient(baseUrl: string, everyMs: number): { socket: Socket; closedAfter: () => number | null } {
  const { hostname, port } = new URL(baseUrl);
  const opened = Date.now();
  let closedAt: number | null = null;
  const socket = connect(Number(port), hostname);
  socket.on('error', () => {});
  socket.on('close', () => {
    closedAt = Date.now();
    clearInterval(drip);
  });
  socket.write('GET /api/v1/product/categories HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
  const drip = setInterval(() => {
    if (!socket.destroyed) socket.write('a');
  }, everyMs);
  return { socket, closedAfter: () => (closedAt === null ? null : closedAt - opened) };
}
