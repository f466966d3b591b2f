import type { MouseEvent } from 'react';

/**
 * Whether a click on a modal <dialog> landed on its backdrop (the dimmed page around it): such a
 * click is dispatched to the dialog itself, but so is one on the dialog's own empty area, which
 * lies inside its box.
 */
export function isBackdropClick(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}
