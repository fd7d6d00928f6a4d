import type { PointerEvent as ReactPointerEvent } from 'react';

/**
 * A button's `onPointerDown`: the press that starts on the button ends on it, even when the page moves under a
 * pointer held still. A text field that had the focus is scrolled back into view by the browser after the viewport
 * changes size (a phone's keyboard, a narrow window resized), and that scroll can land between the down and the up:
 * the up then falls on another element and the click would be lost. The pointer is captured, so the up and the
 * click come to the button; moving the pointer off where the button was still cancels the press (WCAG 2.5.2).
 */
export function holdPressOnButton(event: ReactPointerEvent<HTMLElement>): void {
  if (event.button !== 0) return;
  const button = event.currentTarget;
  const pressedAt = button.getBoundingClientRect();
  const letGoWhenLeft = (move: PointerEvent) => {
    const inside =
      move.clientX >= pressedAt.left &&
      move.clientX <= pressedAt.right &&
      move.clientY >= pressedAt.top &&
      move.clientY <= pressedAt.bottom;
    if (!inside && button.hasPointerCapture(move.pointerId)) button.releasePointerCapture(move.pointerId);
  };
  const stopWatching = () => button.removeEventListener('pointermove', letGoWhenLeft);
  button.addEventListener('pointermove', letGoWhenLeft);
  button.addEventListener('lostpointercapture', stopWatching, { once: true });
  button.setPointerCapture(event.pointerId);
}
