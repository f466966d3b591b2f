/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { Counter, COUNTER } from '@/components/home/Counter.client';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observers: { callback: Callback; options: IntersectionObserverInit; disconnect: jest.Mock }[] = [];

function digits(container: HTMLElement) {
  return container.querySelector('[data-counter]')?.textContent;
}

describe('Counter', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    observers = [];
    window.IntersectionObserver = jest.fn((callback: Callback, options: IntersectionObserverInit) => {
      const observer = { callback, options, observe: jest.fn(), disconnect: jest.fn() };
      observers.push(observer);
      return observer;
    }) as unknown as typeof IntersectionObserver;
    window.matchMedia = jest.fn().mockReturnValue({ matches: false });
  });
  afterEach(() => jest.useRealTimers());

  it('waits until half visible, then after 300 ms counts up once to the final number', () => {
    const { container } = render(<Counter value={2450} suffix="+" />);
    expect(container).toHaveTextContent('2,450+'); // accessible final figure, always there
    expect(digits(container)).toBe('0+');
    expect(observers[0]?.options.threshold).toBe(COUNTER.threshold);

    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(observers[0]?.disconnect).toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(COUNTER.delayMs - 10));
    expect(digits(container)).toBe('0+');
    act(() => jest.advanceTimersByTime(COUNTER.durationMs + 200));
    expect(digits(container)).toBe('2,450+');
  });

  it('stays on the final number under reduced motion', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    const { container } = render(<Counter value={96000} suffix="+" />);
    expect(digits(container)).toBe('96,000+');
    expect(observers).toHaveLength(0);
  });
});
