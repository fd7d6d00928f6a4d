/**
 * ClamAV's daemon (SCANNER_PROVIDER=clamd) over TCP (CLAMD_HOST, CLAMD_PORT) or a Unix socket (CLAMD_SOCKET), with
 * its INSTREAM command: the file is sent in length-prefixed chunks and clamd answers `stream: OK` or
 * `stream: <signature> FOUND`. Anything else, a lost connection or no answer in time is a ScanFailedError.
 */
import { connect, type Socket } from 'node:net';
import { type MalwareScanner, ScanFailedError, type ScanVerdict } from './malware-scanner.ts';

export type ClamdAddress = { socket: string } | { host: string; port: number };

const CHUNK_BYTES = 64 * 1024;

export function parseClamdReply(reply: string): ScanVerdict {
  const text = reply.replace(/\0+$/, '').trim();
  if (/^stream: OK$/.test(text)) return { clean: true };
  const found = /^stream: (.+) FOUND$/.exec(text);
  if (found?.[1]) return { clean: false, signature: found[1] };
  throw new ScanFailedError(`clamd answered "${text.slice(0, 200)}"`);
}

function frame(bytes: Uint8Array): Buffer[] {
  const parts: Buffer[] = [Buffer.from('zINSTREAM\0', 'latin1')];
  for (let offset = 0; offset < bytes.byteLength; offset += CHUNK_BYTES) {
    const chunk = Buffer.from(
      bytes.buffer,
      bytes.byteOffset + offset,
      Math.min(CHUNK_BYTES, bytes.byteLength - offset),
    );
    const length = Buffer.alloc(4);
    length.writeUInt32BE(chunk.length);
    parts.push(length, chunk);
  }
  parts.push(Buffer.alloc(4)); // a zero-length chunk ends the stream
  return parts;
}

export function createClamdScanner(address: ClamdAddress, timeoutMs: number): MalwareScanner {
  const where = 'socket' in address ? address.socket : `${address.host}:${address.port}`;
  return {
    kind: 'clamd',
    scan(bytes) {
      return new Promise<ScanVerdict>((resolve, reject) => {
        const socket: Socket =
          'socket' in address ? connect(address.socket) : connect(address.port, address.host);
        const replies: Buffer[] = [];
        let settled = false;
        const finish = (outcome: () => ScanVerdict) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          socket.destroy();
          try {
            resolve(outcome());
          } catch (error) {
            reject(error);
          }
        };
        const fail = (message: string, cause?: unknown) =>
          finish(() => {
            throw new ScanFailedError(`clamd at ${where}: ${message}`, { cause });
          });
        const timer = setTimeout(() => fail(`no answer within ${timeoutMs} ms`), timeoutMs);
        socket.on('connect', () => {
          for (const part of frame(bytes)) socket.write(part);
        });
        socket.on('data', (data: Buffer) => {
          replies.push(data);
          if (data.includes(0)) finish(() => parseClamdReply(Buffer.concat(replies).toString('utf8')));
        });
        socket.on('end', () => {
          if (replies.length > 0) finish(() => parseClamdReply(Buffer.concat(replies).toString('utf8')));
          else fail('closed the connection without an answer');
        });
        socket.on('error', (error) => fail(error.message, error));
      });
    },
  };
}
