// @vitest-environment jsdom
/** The co-borrower's and the verification's screens in Spanish (issue 22): their words and amounts. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  document.documentElement.lang = 'es';
});

import type { ApplicationDocument } from '../../../src/client/api/application-document.ts';
import type { Contact } from '../../../src/client/coborrower/coborrower-api.ts';
import { RemoveCoborrowerDialog } from '../../../src/client/coborrower/remove-coborrower-dialog.tsx';
import { SharedLoanFacts } from '../../../src/client/coborrower/shared-loan-facts.tsx';
import { loadEngineWords } from '../../support/engine-words.ts';
import { cleanup, render } from '../layout/render.tsx';

beforeAll(() => loadEngineWords('es'));
afterEach(cleanup);
afterAll(() => {
  document.documentElement.lang = 'en';
});

describe('the co-borrower in Spanish', () => {
  it('reads what they are invited to in Spanish, the product by its Spanish name', async () => {
    const application = {
      appId: '7',
      version: 1,
      shared: {
        borrowerFirstName: null,
        propertyAddress: { street: '418 Maple Avenue', city: 'Columbus', state: 'OH', zip: '43215' },
        loanAmount: 60000,
        product: { productType: 'HELOC', productName: 'Home equity line of credit' },
      },
    } as unknown as ApplicationDocument;
    await render(<SharedLoanFacts application={application} />);
    const text = document.body.textContent ?? '';
    expect(text).toContain('Invitado porEl prestatario');
    expect(text).toContain('Monto del préstamo$60,000');
    expect(text).toContain('Línea de crédito sobre el valor neto de la vivienda (HELOC)');
  });

  it('asks before removing a co-borrower, in Spanish', async () => {
    await render(
      <RemoveCoborrowerDialog
        contact={
          {
            contactId: 'c1',
            firstName: 'Luis',
            lastName: 'Ortega',
            email: 'luis@example.com',
            role: 'coborrower',
            status: 'accepted',
            appId: '7',
            relationship: 'spouse',
            invitedAt: '2026-11-01T00:00:00Z',
            acceptedAt: '2026-11-02T00:00:00Z',
          } as Contact
        }
        removing={false}
        onClose={() => {}}
        onConfirm={() => {}}
      />,
    );
    const text = document.body.textContent ?? '';
    expect(text).toContain('¿Eliminar a Luis Ortega?');
    expect(text).toContain('Luis Ortega ya no estará en su solicitud');
    expect(text).toContain('Conservar a Luis');
  });
});
