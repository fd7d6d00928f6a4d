// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoanOfficerCard, type LoanOfficerCardProps } from '../../../src/client/layout/loan-officer-card.tsx';
import { buttonByName, byText, cleanup, click, render, shown } from './render.tsx';

const props: LoanOfficerCardProps = {
  mode: 'wide',
  loading: false,
  name: 'Dana Whitfield',
  nmlsId: '2000001',
  email: 'dana.whitfield@harborview-mortgage.example',
  phone: '(617) 555-0191',
  avatarSrc: null,
};

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: vi.fn(writeText) },
  });
  return navigator.clipboard.writeText as ReturnType<typeof vi.fn>;
}

const toast = () => byText('Phone number copied!');
/** The avatar: the first thing beside the officer's details. */
const avatar = () => document.querySelector('section [aria-busy] > :first-child');

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  await cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LoanOfficerCard', () => {
  it("shows 'Your Loan Officer' with name, NMLS number, an email link and the phone", async () => {
    await render(<LoanOfficerCard {...props} />);
    const heading = byText('Your Loan Officer');
    expect(heading?.tagName).toBe('H2');
    expect(heading?.closest('section')?.getAttribute('aria-labelledby')).toBe(heading?.id);
    expect(byText('Dana Whitfield')).not.toBeNull();
    expect(byText('NMLS #2000001')).not.toBeNull();
    const email = document.querySelector('a[href="mailto:dana.whitfield@harborview-mortgage.example"]');
    expect(email?.textContent).toBe('dana.whitfield@harborview-mortgage.example');
    expect(buttonByName('Copy phone number (617) 555-0191')?.textContent).toContain('(617) 555-0191');
  });

  it('shows the placeholder icon when there is no headshot', async () => {
    await render(<LoanOfficerCard {...props} />);
    expect(avatar()?.querySelector('img')).toBeNull();
    expect(avatar()?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the headshot, and the placeholder icon instead when the image fails to load', async () => {
    const headshot = 'https://cdn.example/headshots/2000001.jpg';
    await render(<LoanOfficerCard {...props} avatarSrc={headshot} />);
    const image = avatar()?.querySelector('img');
    expect(image?.getAttribute('src')).toBe(headshot);
    expect(image?.getAttribute('alt')).toBe('');
    await act(async () => image?.dispatchEvent(new Event('error')));
    expect(avatar()?.querySelector('img')).toBeNull();
    expect(avatar()?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it("copies the phone and shows 'Phone number copied!' for 2 seconds", async () => {
    const writeText = stubClipboard(async () => {});
    await render(<LoanOfficerCard {...props} />);
    await click(buttonByName('Copy phone number (617) 555-0191'));
    await shown(toast);
    await cleanup();
    vi.useFakeTimers();
    await render(<LoanOfficerCard {...props} />);
    expect(toast()).toBeNull();
    await click(buttonByName('Copy phone number (617) 555-0191'));
    expect(writeText).toHaveBeenCalledWith('(617) 555-0191');
    expect(toast()).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1900));
    expect(toast()).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    // Closing has started at 2 s; the exit transition then unmounts it.
    await act(async () => vi.advanceTimersByTime(1000));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(toast()).toBeNull();
  });

  it('falls back to a hidden textarea when the Clipboard API refuses, logging the failure', async () => {
    stubClipboard(async () => {
      throw new Error('denied');
    });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
    await render(<LoanOfficerCard {...props} />);
    await click(buttonByName('Copy phone number (617) 555-0191'));
    expect(console.warn).toHaveBeenCalled();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
    await shown(toast);
  });

  it('shows no toast when no copy method works', async () => {
    stubClipboard(async () => {
      throw new Error('denied');
    });
    Object.defineProperty(document, 'execCommand', { configurable: true, value: vi.fn(() => false) });
    await render(<LoanOfficerCard {...props} />);
    await click(buttonByName('Copy phone number (617) 555-0191'));
    expect(toast()).toBeNull();
  });

  it('offers a tap-to-call link beside the copy action', async () => {
    await render(<LoanOfficerCard {...props} />);
    const call = document.querySelector('a[href^="tel:"]');
    expect(call?.getAttribute('href')).toBe('tel:+16175550191');
    expect(call?.getAttribute('aria-label')).toBe('Call Dana Whitfield at (617) 555-0191');
    expect(call?.textContent).toBe('Call');
    const copy = buttonByName('Copy phone number (617) 555-0191');
    expect(call?.parentElement).toBe(copy?.parentElement);
    expect(copy?.compareDocumentPosition(call as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('offers neither copying nor calling without a phone number', async () => {
    await render(<LoanOfficerCard {...props} phone="" />);
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    expect(buttonByName('Copy phone number ')).toBeNull();
  });

  it('shows skeletons, not details, while loading', async () => {
    await render(<LoanOfficerCard {...props} loading />);
    expect(byText('Dana Whitfield')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(byText('Loading your loan officer details')).not.toBeNull();
  });
});
