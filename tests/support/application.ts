import type { FastifyInstance } from 'fastify';

/** Answers a borrower has given by the end of slim-1 prequalification. */
export function prequalAnswers(overrides: { lastName?: string; street?: string; state?: string } = {}) {
  return {
    loan: { purpose: 'HomeImprovement', loan_amt: 60000 },
    property: {
      address: {
        street: overrides.street ?? '418 Maple Avenue',
        city: 'Columbus',
        state: overrides.state ?? 'OH',
        zip: '43215',
      },
      info: { propertyType: 'SingleFamily', occupancy: 'PrimaryResidence' },
      estimatedValue: 450000,
    },
    applicant: { income: { source: 'Employed', statedAnnualIncome: 150000 } },
    contactInfo: {
      firstName: 'Rosa',
      lastName: overrides.lastName ?? 'Alvarez',
      email: 'rosa@example.com',
      phone: '6145550123',
    },
  };
}

/** Creates an application for the caller and saves `answers` into it; resolves to its id. */
export async function applicationWith(
  app: FastifyInstance,
  authorization: string,
  answers: Record<string, unknown>,
) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/v2/application?nmlsId=2000001',
    headers: { authorization },
  });
  const appId = created.json().data.appId as string;
  const saved = await app.inject({
    method: 'PATCH',
    url: `/api/v2/application/${appId}`,
    headers: { authorization, 'if-match': '1' },
    payload: answers,
  });
  if (saved.statusCode !== 200) throw new Error(`saving answers failed: ${saved.body}`);
  return appId;
}
