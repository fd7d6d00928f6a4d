// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SaveAndLogoutDialog } from '../../../src/client/layout/save-and-logout-dialog.tsx';
import { buttonByName, byText, cleanup, click, pressKey, render } from './render.tsx';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <SaveAndLogoutDialog open={open} onClose={() => setOpen(false)} onConfirm={onConfirm} />
    </>
  );
}

const dialog = () => document.querySelector('[role="dialog"]');
const waitForTransition = () => new Promise((resolve) => setTimeout(resolve, 400));

afterEach(cleanup);

describe('SaveAndLogoutDialog', () => {
  it('shows the spec texts and buttons, labelled by its title', async () => {
    await render(<SaveAndLogoutDialog open onClose={() => {}} onConfirm={() => {}} />);
    const element = dialog();
    expect(element).not.toBeNull();
    const title = byText('Save and Logout?');
    expect(title?.tagName).toBe('H2');
    expect(element?.getAttribute('aria-labelledby')).toBe(title?.id);
    expect(byText("We'll save your progress so you can pick up right where you left off.")).not.toBeNull();
    expect(byText('You can log back in anytime to continue your application.')).not.toBeNull();
    const buttons = Array.from(element?.querySelectorAll('button') ?? []).map((b) => b.textContent);
    expect(buttons).toEqual(['Continue Application', 'Save & Logout']);
  });

  it("'Save & Logout' calls the log-out, 'Continue Application' closes", async () => {
    const onConfirm = vi.fn();
    await render(<Harness onConfirm={onConfirm} />);
    await click(buttonByName('open'));
    await click(buttonByName('Save & Logout'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await click(buttonByName('Continue Application'));
    await waitForTransition();
    expect(dialog()).toBeNull();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('Escape closes it and focus returns to the opener', async () => {
    await render(<Harness onConfirm={() => {}} />);
    const opener = buttonByName('open');
    opener?.focus();
    await click(opener);
    expect(dialog()).not.toBeNull();
    expect(dialog()?.contains(document.activeElement)).toBe(true);
    await pressKey(document.activeElement, 'Escape');
    await waitForTransition();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
