/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ChatWidget } from '@/components/widgets/ChatWidget.client';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

const SRC = 'https://embed.tawk.to/5f0c1a2b3c4d5e6f7a8b9c0d/1abc';
const chatScripts = () => document.querySelectorAll('script[data-chat-widget]');

describe('ChatWidget', () => {
  afterEach(() => {
    chatScripts().forEach((s) => s.remove());
    delete window.Tawk_API;
  });

  it('loads nothing until the visitor asks for chat', () => {
    render(<ChatWidget src={SRC} />);
    expect(screen.getByRole('button', { name: 'Chat with us' })).toBeInTheDocument();
    expect(chatScripts()).toHaveLength(0);
  });

  it("loads the service's script on click, once, and opens its chat when it is ready", () => {
    render(<ChatWidget src={SRC} />);
    const bubble = screen.getByRole('button', { name: 'Chat with us' });
    fireEvent.click(bubble);
    fireEvent.click(bubble);
    expect(chatScripts()).toHaveLength(1);
    expect(chatScripts()[0]).toHaveAttribute('src', SRC);
    expect(screen.getByRole('button', { name: 'Opening chat…' })).toHaveAttribute('aria-busy', 'true');
    const maximize = jest.fn();
    const showWidget = jest.fn();
    window.Tawk_API = { ...window.Tawk_API, maximize, showWidget };
    act(() => window.Tawk_API?.onLoad?.());
    expect(maximize).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /chat/i })).toBeNull();
  });

  it('a script that fails to load leaves the bubble for another try', () => {
    render(<ChatWidget src={SRC} />);
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    act(() => {
      chatScripts()[0]?.dispatchEvent(new Event('error'));
    });
    expect(chatScripts()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Chat with us' })).not.toHaveAttribute('aria-busy');
  });
});
