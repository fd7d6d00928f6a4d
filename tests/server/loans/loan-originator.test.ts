import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/identity.ts';
import { submittedLoan } from '../../support/loan.ts';
import { backends, createTestApp, type TestApp, WITH_DEMO_USERS } from '../../support/test-app.ts';
import { processorAuthorization } from '../admin/admin-support.ts';

describe.each(backends)('URLA section 9 stored at submission (%s)', (backend) => {
  let t: TestApp;
  let detail: Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp(backend, WITH_DEMO_USERS);
    const borrower = (await signedInUser(t.app)).authorization;
    // The test applications are started under officer 2000001 of Harborview Mortgage Partners (seed data).
    const { loan } = await submittedLoan(t.app, borrower);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/admin/loans/${loan.id}`,
      headers: { authorization: await processorAuthorization(t.app) },
    });
    expect(response.statusCode).toBe(200);
    detail = response.json();
  });
  afterAll(async () => t.close());

  it('keeps the loan originator and the organization as they were at submission', () => {
    expect(detail.loanOriginator).toEqual({
      organizationName: 'Harborview Mortgage Partners',
      organizationNmlsId: '3000001',
      organizationAddress: {
        lineOne: '27 Harbor Way',
        lineTwo: null,
        city: 'Boston',
        state: 'MA',
        postalCode: '02110',
      },
      originatorName: 'Dana Whitfield',
      originatorNmlsId: '2000001',
      email: 'dana.whitfield@harborview-mortgage.example',
      phone: '(617) 555-0191',
    });
  });

  it('records the demographic information as given online, none of it by visual observation or surname', () => {
    expect(detail.demographicsCollection).toEqual({
      applicationTakenBy: 'EmailOrInternet',
      ethnicityCollectedByVisualObservationOrSurname: false,
      raceCollectedByVisualObservationOrSurname: false,
      sexCollectedByVisualObservationOrSurname: false,
    });
  });
});
