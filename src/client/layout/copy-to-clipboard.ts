/**
 * Copies text: the async Clipboard API first; when it is missing or refuses (insecure origin, no permission),
 * the failure is logged and a hidden textarea with execCommand('copy') is tried (spec 2.6).
 */
export async function copyToClipboard(
  text: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard,
): Promise<boolean> {
  try {
    if (!clipboard) throw new Error('Clipboard API is not available');
    await clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn('Copying with the Clipboard API failed; trying the fallback', error);
    return copyWithTextarea(text);
  }
}

function copyWithTextarea(text: string): boolean {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  textarea.style.pointerEvents = 'none';
  document.body.append(textarea);
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  try {
    textarea.select();
    return document.execCommand('copy');
  } catch (error) {
    console.warn('Fallback copy failed', error);
    return false;
  } finally {
    textarea.remove();
    previousFocus?.focus();
  }
}
