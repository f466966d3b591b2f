/** @jest-environment jsdom */
import { EARLY_TAPS_SCRIPT, HYDRATED_FLAG } from '../early-taps';

describe('early taps (inlined in the head)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    delete (window as Record<string, unknown>)[HYDRATED_FLAG];
    document.body.innerHTML = '<button id="call">Get a Call</button><form id="f"><input name="n" /></form>';
    // The inlined text itself, as the browser runs it.
    new Function(EARLY_TAPS_SCRIPT)();
  });
  afterEach(() => jest.useRealTimers());

  it('holds a tap before hydration and replays it once, after the page has hydrated', () => {
    const button = document.getElementById('call')!;
    const handled = jest.fn();
    button.addEventListener('click', handled);
    button.click();
    button.click();
    expect(handled).not.toHaveBeenCalled();

    jest.advanceTimersByTime(500);
    expect(handled).not.toHaveBeenCalled();

    // Next's bootstrap alone is not enough: React has attached nothing yet.
    (window as { next?: unknown }).next = { version: 'x' };
    jest.advanceTimersByTime(100);
    expect(handled).not.toHaveBeenCalled();

    (window as Record<string, unknown>)[HYDRATED_FLAG] = true;
    jest.advanceTimersByTime(100);
    expect(handled).toHaveBeenCalledTimes(1);

    button.click();
    expect(handled).toHaveBeenCalledTimes(2);
  });

  it('holds a form sent before hydration and sends it again after', () => {
    const form = document.getElementById('f') as HTMLFormElement;
    const submitted = jest.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    form.requestSubmit();
    expect(submitted).not.toHaveBeenCalled();
    (window as Record<string, unknown>)[HYDRATED_FLAG] = true;
    jest.advanceTimersByTime(100);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('gives a tap back to the browser when the scripts never arrive', () => {
    const button = document.getElementById('call')!;
    const handled = jest.fn();
    button.addEventListener('click', handled);
    button.click();
    jest.advanceTimersByTime(16_000);
    expect(handled).toHaveBeenCalledTimes(1);
  });

  it('leaves taps on anything but a button alone', () => {
    const input = document.querySelector('input')!;
    const handled = jest.fn();
    input.addEventListener('click', handled);
    input.click();
    expect(handled).toHaveBeenCalledTimes(1);
  });
});
