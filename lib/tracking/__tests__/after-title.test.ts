/** @jest-environment jsdom */

import { afterTitle, TITLE_WAIT_MS } from '@/lib/tracking/after-title';

/** Lets the MutationObserver's callbacks run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.head.innerHTML = '';
});

test('a page that has its title sends at once, and its cleanup sends nothing more', () => {
  document.title = 'Contact Us';
  const titles: string[] = [];
  const cleanup = afterTitle(() => titles.push(document.title));
  cleanup();
  expect(titles).toEqual(['Contact Us']);
});

test('with no title yet it waits for the title streamed in after the page, and sends it once', async () => {
  const titles: string[] = [];
  const cleanup = afterTitle(() => titles.push(document.title));
  await flush();
  expect(titles).toEqual([]);
  const title = document.createElement('title');
  title.textContent = 'Contact Us | UPSC Coaching';
  document.head.append(title);
  await flush();
  expect(titles).toEqual(['Contact Us | UPSC Coaching']);
  title.textContent = 'Changed';
  await flush();
  cleanup();
  expect(titles).toHaveLength(1);
});

test('a title that never comes: the page view still goes, untitled, after the longest wait', () => {
  jest.useFakeTimers();
  try {
    const send = jest.fn();
    afterTitle(send);
    jest.advanceTimersByTime(TITLE_WAIT_MS - 1);
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
  }
});

test('a visitor who moves on before the title comes is still counted, once', async () => {
  const send = jest.fn();
  const cleanup = afterTitle(send);
  cleanup();
  expect(send).toHaveBeenCalledTimes(1);
  const title = document.createElement('title');
  title.textContent = 'Late';
  document.head.append(title);
  await flush();
  cleanup();
  expect(send).toHaveBeenCalledTimes(1);
});
