/** @jest-environment jsdom */
import type { MouseEvent } from 'react';
import { isBackdropClick } from '@/lib/browser/backdrop';

function click(onDialog: boolean, x: number, y: number) {
  const dialog = document.createElement('dialog');
  dialog.getBoundingClientRect = () => ({ left: 40, right: 360, top: 0, bottom: 740 }) as DOMRect;
  const target = onDialog ? dialog : dialog.appendChild(document.createElement('a'));
  return { target, currentTarget: dialog, clientX: x, clientY: y } as unknown as MouseEvent<HTMLDialogElement>;
}

describe('isBackdropClick', () => {
  it('is true for a click on the dimmed page outside the dialog box', () => {
    expect(isBackdropClick(click(true, 20, 300))).toBe(true);
  });

  it('is false for a click on the dialog’s own empty area or on its content', () => {
    expect(isBackdropClick(click(true, 200, 700))).toBe(false);
    expect(isBackdropClick(click(false, 20, 300))).toBe(false);
  });
});
