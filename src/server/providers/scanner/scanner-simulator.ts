import { EICAR_TEST_STRING, type MalwareScanner, ScanFailedError } from './malware-scanner.ts';

/** A file holding this text makes the simulator fail as a scanner that is down would (a documented trigger). */
export const SCANNER_SIMULATOR_FAILURE = 'SCANNER-SIMULATOR-FAIL';

const EICAR = Buffer.from(EICAR_TEST_STRING, 'latin1');
const FAILURE = Buffer.from(SCANNER_SIMULATOR_FAILURE, 'latin1');

/**
 * The embedded scanner (SCANNER_PROVIDER=simulator, the default): flags a file that contains the EICAR test
 * string anywhere, as clamd with its EICAR signature does, so `npm start` scans uploads with nothing installed.
 */
export function createScannerSimulator(): MalwareScanner {
  return {
    kind: 'simulator',
    async scan(bytes) {
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      if (buffer.includes(FAILURE))
        throw new ScanFailedError('scanner simulator: failure trigger in the file');
      if (buffer.includes(EICAR)) return { clean: false, signature: 'Eicar-Test-Signature' };
      return { clean: true };
    },
  };
}

/** SCANNER_PROVIDER=none: no scanning at all (every file passes); for set-ups that scan in the bucket instead. */
export function createNoScanner(): MalwareScanner {
  return { kind: 'none', scan: async () => ({ clean: true }) };
}
