// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDocument } from '../../../src/client/api/application-document.ts';
import { SubjectPropertyPanel } from '../../../src/client/applicant/subject-property-panel.tsx';
import { loadEngineWords } from '../../support/engine-words.ts';
import { cleanup, render } from '../layout/render.tsx';

beforeAll(() => loadEngineWords());

afterEach(cleanup);

const application = (property?: unknown) =>
  ({
    appId: '7',
    version: 1,
    flowConfig: { flowType: 'slim-1' },
    property,
  }) as unknown as ApplicationDocument;

describe('the property address above the mailing address question', () => {
  it('shows the property the loan is for on one line', async () => {
    await render(
      <SubjectPropertyPanel
        application={application({
          address: { street: '77 Harbor Point Drive', unit: '5C', city: 'Tampa', state: 'FL', zip: '33602' },
        })}
      />,
    );
    expect(document.body.textContent).toBe('Property address77 Harbor Point Drive, 5C, Tampa, FL 33602');
  });

  it('shows nothing when the application has no property address yet', async () => {
    await render(<SubjectPropertyPanel application={application()} />);
    expect(document.body.textContent).toBe('');
  });
});
