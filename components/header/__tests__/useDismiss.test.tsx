/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useDismiss } from '@/components/header/useDismiss.client';

function Popover({ open, close }: { open: boolean; close: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useDismiss(root, open, close, opener);
  return (
    <>
      <button type="button" ref={opener}>
        opener
      </button>
      <div ref={root}>
        <button type="button">inside</button>
      </div>
      <button type="button">outside</button>
    </>
  );
}

describe('useDismiss', () => {
  it('closes on a pointer outside and on Escape, not on a pointer inside', () => {
    const close = jest.fn();
    render(<Popover open close={close} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'inside' }));
    expect(close).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'outside' }));
    expect(close).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(close).toHaveBeenCalledTimes(2);
  });

  it('hands focus back to the opener when Escape is pressed inside, and leaves it alone outside', () => {
    const close = jest.fn();
    render(<Popover open close={close} />);
    screen.getByRole('button', { name: 'outside' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'outside' })).toHaveFocus();
    screen.getByRole('button', { name: 'inside' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'opener' })).toHaveFocus();
  });

  it('listens to nothing while closed', () => {
    const close = jest.fn();
    render(<Popover open={false} close={close} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'outside' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(close).not.toHaveBeenCalled();
  });
});
