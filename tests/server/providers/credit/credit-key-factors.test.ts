import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCreditSimulator } from '../../../../src/server/providers/credit/credit-simulator.ts';
import { createHttpCreditProvider } from '../../../../src/server/providers/credit/http-credit-provider.ts';

const subject = {
  firstName: 'Rosa',
  lastName: 'Lowscore',
  street: '418 Maple Avenue',
  city: 'Columbus',
  state: 'OH',
  zip: '43215',
};

describe('the key factors a bureau reports with the score', () => {
  it('the simulator words them as bureaus do, at most four, worst first, the same for the same file', async () => {
    const bureau = createCreditSimulator(async () => undefined);
    const report = await bureau.softPull(subject, '1');
    expect(report.status).toBe('ok');
    const factors = report.status === 'ok' ? (report.keyFactors ?? []) : [];
    expect(factors[0]).toBe('Level of delinquency on accounts');
    expect(factors.length).toBeGreaterThan(0);
    expect(factors.length).toBeLessThanOrEqual(4);
    expect(await bureau.softPull(subject, '1')).toEqual(report);
  });

  describe('the bureau gateway (production adapter)', () => {
    let url: string;
    const server = createServer((request, response) => {
      request.resume();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          status: 'ok',
          score: 655,
          reference: 'B-1',
          tradelines: [],
          keyFactors: ['Serious delinquency', 42, '', 'Too many inquiries last 12 months'],
        }),
      );
    });
    beforeAll(
      () =>
        new Promise<void>((resolve) =>
          server.listen(0, '127.0.0.1', () => {
            url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
            resolve();
          }),
        ),
    );
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('keeps the factors it sent as text, and nothing else', async () => {
      const report = await createHttpCreditProvider(url, 'key').softPull(subject, '1');
      expect(report).toMatchObject({
        status: 'ok',
        score: 655,
        keyFactors: ['Serious delinquency', 'Too many inquiries last 12 months'],
      });
    });
  });
});
