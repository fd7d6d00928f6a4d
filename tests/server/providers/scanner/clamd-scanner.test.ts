import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../src/server/config.ts';
import {
  createClamdScanner,
  parseClamdReply,
} from '../../../../src/server/providers/scanner/clamd-scanner.ts';
import {
  EICAR_TEST_STRING,
  ScanFailedError,
} from '../../../../src/server/providers/scanner/malware-scanner.ts';
import { createScannerSimulator } from '../../../../src/server/providers/scanner/scanner-simulator.ts';
import { MAX_UPLOAD_BYTES } from '../../../../src/shared/uploads.ts';
import { type ClamdServer, freePort, hasClamd, startClamd } from '../../../support/clamd-server.ts';
import { documentFixture } from '../../../support/documents.ts';

if (!hasClamd) {
  console.warn(
    'clamd-scanner.test.ts: the real-clamd tests are skipped: clamd is not installed (apt-get install -y clamav-daemon)',
  );
}

const pdf = documentFixture('sample-document.pdf');
const infectedPdf = Buffer.concat([pdf, Buffer.from(`\n${EICAR_TEST_STRING}\n`, 'latin1')]);

/** A TCP server standing in for a broken clamd. */
async function fakeClamd(
  onConnection: (socket: import('node:net').Socket) => void,
): Promise<{ port: number; server: Server }> {
  const server = createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as { port: number }).port, server };
}

describe('clamd replies', () => {
  it('reads OK, FOUND, and refuses anything else', () => {
    expect(parseClamdReply('stream: OK\0')).toEqual({ clean: true });
    expect(parseClamdReply('stream: Eicar-Test-Signature.UNOFFICIAL FOUND\0')).toEqual({
      clean: false,
      signature: 'Eicar-Test-Signature.UNOFFICIAL',
    });
    expect(() => parseClamdReply('INSTREAM size limit exceeded. ERROR\0')).toThrow(ScanFailedError);
  });
});

describe('clamd adapter failures: never a pass', () => {
  it('a clamd that never answers is a ScanFailedError after the timeout', async () => {
    const { port, server } = await fakeClamd(() => {});
    const started = Date.now();
    await expect(createClamdScanner({ host: '127.0.0.1', port }, 300).scan(pdf)).rejects.toThrow(
      /no answer within 300 ms/,
    );
    expect(Date.now() - started).toBeLessThan(2000);
    server.close();
  });

  it('a refused connection, a closed one and a garbled answer are ScanFailedErrors', async () => {
    const closedPort = await freePort();
    await expect(createClamdScanner({ host: '127.0.0.1', port: closedPort }, 1000).scan(pdf)).rejects.toThrow(
      ScanFailedError,
    );
    const hangUp = await fakeClamd((socket) => socket.end());
    await expect(
      createClamdScanner({ host: '127.0.0.1', port: hangUp.port }, 1000).scan(pdf),
    ).rejects.toThrow(/without an answer/);
    hangUp.server.close();
    const garbled = await fakeClamd((socket) => socket.end('UNKNOWN COMMAND\0'));
    await expect(
      createClamdScanner({ host: '127.0.0.1', port: garbled.port }, 1000).scan(pdf),
    ).rejects.toThrow(ScanFailedError);
    garbled.server.close();
  });
});

describe('scanner simulator', () => {
  it('flags the EICAR string anywhere in a file, passes a clean one, and fails on its trigger', async () => {
    const simulator = createScannerSimulator();
    expect(await simulator.scan(pdf)).toEqual({ clean: true });
    expect(await simulator.scan(infectedPdf)).toEqual({ clean: false, signature: 'Eicar-Test-Signature' });
    await expect(simulator.scan(Buffer.from('%PDF-1.4 SCANNER-SIMULATOR-FAIL'))).rejects.toThrow(
      ScanFailedError,
    );
  });
});

describe.skipIf(!hasClamd)('clamd adapter against a real clamd (local EICAR signature)', () => {
  let clamd: ClamdServer;
  beforeAll(async () => {
    clamd = await startClamd();
  }, 60_000);
  afterAll(async () => clamd?.close());

  it('over TCP: a clean PDF passes, the EICAR file and a PDF carrying it are found', async () => {
    const scanner = createClamdScanner({ host: '127.0.0.1', port: clamd.port }, 10_000);
    expect(await scanner.scan(pdf)).toEqual({ clean: true });
    expect(await scanner.scan(Buffer.from(EICAR_TEST_STRING, 'latin1'))).toEqual({
      clean: false,
      signature: 'Eicar-Test-Signature.UNOFFICIAL',
    });
    expect((await scanner.scan(infectedPdf)).clean).toBe(false);
  });

  it('over a Unix socket, and a file at the upload limit in more than one chunk', async () => {
    const scanner = createClamdScanner({ socket: clamd.socket }, 10_000);
    const large = Buffer.alloc(MAX_UPLOAD_BYTES, 0x20);
    large.write('%PDF-1.4\n', 0, 'latin1');
    expect(await scanner.scan(large)).toEqual({ clean: true });
    large.write(EICAR_TEST_STRING, MAX_UPLOAD_BYTES - 200, 'latin1');
    expect((await scanner.scan(large)).clean).toBe(false);
  });
});

describe('scanner configuration', () => {
  it('defaults to the simulator; clamd over TCP or a socket; bad values name their variable', () => {
    expect(loadConfig({}).scanner).toEqual({ kind: 'simulator' });
    expect(loadConfig({ SCANNER_PROVIDER: 'clamd' }).scanner).toEqual({
      kind: 'clamd',
      address: { host: '127.0.0.1', port: 3310 },
      timeoutMs: 15000,
    });
    expect(
      loadConfig({ SCANNER_PROVIDER: 'clamd', CLAMD_SOCKET: '/run/clamav/clamd.ctl' }).scanner,
    ).toMatchObject({
      address: { socket: '/run/clamav/clamd.ctl' },
    });
    expect(() => loadConfig({ SCANNER_PROVIDER: 'clamav' })).toThrow(
      /SCANNER_PROVIDER must be one of simulator, clamd, none/,
    );
    expect(() => loadConfig({ SCANNER_PROVIDER: 'clamd', CLAMD_PORT: '0' })).toThrow(/CLAMD_PORT/);
    expect(() => loadConfig({ SCANNER_PROVIDER: 'clamd', CLAMD_SOCKET: 'clamd.sock' })).toThrow(
      /CLAMD_SOCKET/,
    );
    expect(() => loadConfig({ SCANNER_PROVIDER: 'clamd', SCANNER_TIMEOUT_MS: 'soon' })).toThrow(
      /SCANNER_TIMEOUT_MS/,
    );
  });
});
