// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from '../../../src/client/components/text-field.tsx';
import { cleanup, render } from '../layout/render.tsx';

afterEach(cleanup);

const labelOf = (control: Element) =>
  document.querySelector(`label[for="${control.id}"]`)?.textContent?.replace(/\s+/g, ' ').trim();

describe('TextField', () => {
  it('labels its input, marks it required and describes it by its help', async () => {
    await render(
      <TextField id="city" label="City" required helperText="As on your mail" value="" onChange={() => {}} />,
    );
    const input = document.querySelector('input') as HTMLInputElement;
    expect(input.id).toBe('city');
    expect(input.required).toBe(true);
    expect(labelOf(input)).toBe('City *');
    const help = document.getElementById('city-helper-text');
    expect(help?.textContent).toBe('As on your mail');
    expect(input.getAttribute('aria-describedby')).toBe('city-helper-text');
  });

  it('shows an error state on the input and the help', async () => {
    await render(
      <TextField id="zip" label="ZIP code" error helperText="Enter a 5-digit ZIP code" value="" />,
    );
    expect(document.querySelector('input')?.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('zip-helper-text')?.className).toContain('Mui-error');
  });

  it('links its label to an id of its own when none is given', async () => {
    await render(<TextField label="Last Name" value="" onChange={() => {}} />);
    const input = document.querySelector('input') as HTMLInputElement;
    expect(input.id).not.toBe('');
    expect(labelOf(input)).toBe('Last Name');
  });

  it('is the browser’s own select over its options, labelled, and reports the choice', async () => {
    const chosen: string[] = [];
    await render(
      <TextField
        id="state"
        select
        label="State"
        value=""
        onChange={(event) => chosen.push(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      >
        <option value="">Choose a state</option>
        <option value="OH">Ohio</option>
      </TextField>,
    );
    const select = document.querySelector('select') as HTMLSelectElement;
    expect(select.id).toBe('state');
    expect(labelOf(select)).toBe('State');
    expect([...select.options].map((option) => option.textContent)).toEqual(['Choose a state', 'Ohio']);
    select.value = 'OH';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(chosen).toEqual(['OH']);
  });
});
