// @vitest-environment jsdom
// Repeatable groups as the borrower meets them: each item a named group with its own Remove button, one Add
// button, the focus kept on something that exists, and single-answer items (ages) labelled by their number.
import Form from '@rjsf/mui';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import addressFormer from '../../../schemas/steps/address-former.json';
import applicantEmployment from '../../../schemas/steps/applicant-employment.json';
import applicantLegal from '../../../schemas/steps/applicant-legal.json';
import otherIncome from '../../../schemas/steps/other-income.json';
import { lowerFirst } from '../../../src/client/flow-engine/form/array-field-template.tsx';
import { ENGINE_FORM_PROPS } from '../../../src/client/flow-engine/form/engine-form-props.ts';
import { loadEngineWords } from '../../support/engine-words.ts';
import { stepValidator } from '../../support/runtime-validator.ts';
import { buttonByName, cleanup, click, render } from '../layout/render.tsx';

beforeAll(() => loadEngineWords());

afterEach(cleanup);

interface Step {
  schema: unknown;
  uiSchema: unknown;
}

async function renderStep(step: Step, formData: unknown = {}) {
  let latest: unknown = formData;
  await render(
    <Form
      {...ENGINE_FORM_PROPS}
      validator={stepValidator}
      schema={step.schema as RJSFSchema}
      uiSchema={step.uiSchema as UiSchema}
      formData={formData}
      onChange={(event) => {
        latest = event.formData;
      }}
      showErrorList={false}
    />,
  );
  return { data: () => latest };
}

/** The accessible names of the groups (fieldset legends) on the page. */
const groupNames = () =>
  [...document.querySelectorAll('fieldset')].map((set) =>
    (set.querySelector(':scope > legend')?.textContent ?? '').replace(/\s*\*$/, ''),
  );

const buttonNames = () =>
  [...document.querySelectorAll('button')].map((button) => button.textContent?.trim());

function labelText(input: Element): string {
  return document.querySelector(`label[for="${input.id}"]`)?.textContent?.replace(/\s*\*$/, '') ?? '';
}

async function choose(label: string, root: ParentNode = document.body) {
  const option = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
    (input) => input.closest('label')?.textContent === label,
  );
  await click(option ?? null);
}

describe('the array template, for items that are groups of answers', () => {
  it('names each item by the singular title and its number, with Add and Remove buttons named after it', async () => {
    await renderStep(addressFormer);
    // minItems 1: the first former address is there from the start and cannot be removed.
    expect(groupNames()).toContain('Former address 1');
    expect(buttonNames()).toContain('Add former address');
    expect(buttonNames()).not.toContain('Remove Former address 1');

    await click(buttonByName('Add former address'));
    expect(groupNames()).toEqual(expect.arrayContaining(['Former address 1', 'Former address 2']));
    expect(buttonNames()).toEqual(
      expect.arrayContaining(['Remove Former address 1', 'Remove Former address 2']),
    );
    // The keyboard focus moves into the new item, on its first answer.
    const second = [...document.querySelectorAll('fieldset')].find(
      (set) => set.querySelector(':scope > legend')?.textContent === 'Former address 2',
    );
    expect(second?.contains(document.activeElement)).toBe(true);
    expect(labelText(document.activeElement as Element)).toBe('Street address');

    await click(buttonByName('Remove Former address 2'));
    expect(groupNames()).not.toContain('Former address 2');
    expect(buttonNames()).not.toContain('Remove Former address 1');
    // The removed item's button is gone; the focus waits on Add rather than on nothing.
    expect(document.activeElement?.textContent).toBe('Add former address');
  });

  it('keeps each item its own answers and shows an item follow-up for that item only', async () => {
    const form = await renderStep(addressFormer);
    await click(buttonByName('Add former address'));
    const items = [...document.querySelectorAll<HTMLFieldSetElement>('fieldset[data-array-item]')];
    expect(items).toHaveLength(2);
    await choose('Rent', items[1]);
    const labels = (item: Element) => [...item.querySelectorAll('input')].map(labelText).filter(Boolean);
    expect(labels(items[1] as Element)).toContain('Monthly rent');
    expect(labels(items[0] as Element)).not.toContain('Monthly rent');
    const former = (form.data() as { applicant: { residence: { former: { housing?: string }[] } } }).applicant
      .residence.former;
    expect(former.map((entry) => entry.housing)).toEqual([undefined, 'Rent']);
  });

  it('lowercases only the first letter of the item title in the Add button', () => {
    expect(lowerFirst('Former address')).toBe('former address');
    expect(lowerFirst("Dependent's age")).toBe("dependent's age");
    expect(lowerFirst('IRA account')).toBe('IRA account');
  });
});

describe('the array template, for items that are single answers', () => {
  it("labels each dependent's age by its number, adds and removes them", async () => {
    const form = await renderStep(applicantLegal, { applicant: { legal: { dependentsCount: 2 } } });
    expect(buttonNames()).toContain("Add dependent's age");
    // minItems 1 gives the first age at once.
    const ageLabels = () =>
      [...document.querySelectorAll('input')]
        .map(labelText)
        .filter((label) => label.startsWith("Dependent's age"));
    expect(ageLabels()).toEqual(["Dependent's age 1"]);
    await click(buttonByName("Add dependent's age"));
    expect(ageLabels()).toEqual(["Dependent's age 1", "Dependent's age 2"]);
    expect(buttonNames()).toEqual(
      expect.arrayContaining(["Remove Dependent's age 1", "Remove Dependent's age 2"]),
    );
    await click(buttonByName("Remove Dependent's age 1"));
    expect(ageLabels()).toEqual(["Dependent's age 1"]);
    const legal = (form.data() as { applicant: { legal: { dependentAges?: unknown[] } } }).applicant.legal;
    expect(legal.dependentAges).toHaveLength(1);
  });
});

describe('the borrower-information screens', () => {
  it('ask the employment details only of an employed or self-employed borrower, and the ownership share only of the self-employed', async () => {
    await renderStep(applicantEmployment);
    const inputLabels = () => [...document.querySelectorAll('input')].map(labelText).filter(Boolean);
    expect(inputLabels()).not.toContain('Employer or business name');

    await choose('Employed');
    expect(inputLabels()).toEqual(
      expect.arrayContaining([
        'Employer or business name',
        'Position or title',
        'Start date',
        'Base pay per month',
      ]),
    );
    expect(groupNames()).not.toContain('Your share of ownership');
    expect(buttonNames()).toContain('Add additional job');

    await choose('Business owner or self-employed');
    expect(groupNames()).toContain('Your share of ownership');

    await choose('Retired');
    expect(inputLabels()).not.toContain('Employer or business name');
  });

  it('ask for the other income sources after a yes, and a description only for Other', async () => {
    await renderStep(otherIncome);
    expect(buttonNames()).not.toContain('Add income source');
    await choose('Yes');
    expect(groupNames()).toContain('Income source 1');
    expect(buttonNames()).toContain('Add income source');
    const type = document.querySelector<HTMLSelectElement>('select');
    expect(type && labelText(type)).toBe('Income type');
    expect([...(type?.options ?? [])].map((option) => option.textContent)).toEqual(
      expect.arrayContaining([
        'Alimony',
        'Child Support',
        'Separate Maintenance',
        'VA Compensation',
        'Other',
      ]),
    );
    const description = () =>
      [...document.querySelectorAll('input')].map(labelText).includes('Describe this income');
    expect(description()).toBe(false);
    await act(async () => {
      if (!type) return;
      type.value = 'Other';
      type.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(description()).toBe(true);
  });
});
