/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { GetACall } from '@/components/header/GetACall.client';

// The form's code never arrives: the widget stays on its loading text.
jest.mock('@/components/header/CallBackForm.client', () => ({ CallBackForm: () => new Promise(() => undefined) }));

describe('GetACall', () => {
  it("shows 'This is Loading. branch' while its form's code loads", async () => {
    render(<GetACall />);
    fireEvent.click(screen.getByRole('button', { name: 'Get a Call' }));
    expect(await screen.findByText('This is Loading. branch')).toBeInTheDocument();
  });
});
