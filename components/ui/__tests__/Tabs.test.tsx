/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from '@/components/ui/Tabs.client';

const tabs = [
  { id: 'overview', label: 'Overview', panel: <p>Overview text</p> },
  { id: 'syllabus', label: 'Syllabus', panel: <p>Syllabus text</p> },
  { id: 'fees', label: 'Fee Details', panel: <p>Fee text</p> },
];

describe('Tabs', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
    window.matchMedia = jest.fn().mockReturnValue({ matches: false });
  });

  it('renders every panel, only the selected one visible, with the ARIA tabs pattern', () => {
    render(<Tabs label="Course details" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Course details' })).toBeInTheDocument();
    const overview = screen.getByRole('tab', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-selected', 'true');
    expect(overview).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Syllabus' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-controls', panel.id);
    // hidden panels are in the document (server HTML), just hidden
    expect(screen.getByText('Syllabus text')).not.toBeVisible();
    expect(screen.getByText('Fee text').closest('[role=tabpanel]')).toHaveAttribute('hidden');
  });

  it('selects on click and scrolls smoothly to the top when asked to', () => {
    render(<Tabs label="Course details" tabs={tabs} scrollToTopOnSelect />);
    fireEvent.click(screen.getByRole('tab', { name: 'Syllabus' }));
    expect(screen.getByRole('tab', { name: 'Syllabus' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Syllabus text')).toBeVisible();
    expect(screen.getByText('Overview text')).not.toBeVisible();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without animation for visitors who ask for reduced motion', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    render(<Tabs label="Course details" tabs={tabs} scrollToTopOnSelect />);
    fireEvent.click(screen.getByRole('tab', { name: 'Fee Details' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('does not scroll when not asked to', () => {
    render(<Tabs label="Batches" tabs={tabs} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Syllabus' }));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('moves with the arrow keys, Home and End, wrapping around', () => {
    render(<Tabs label="Course details" tabs={tabs} />);
    const overview = screen.getByRole('tab', { name: 'Overview' });
    fireEvent.keyDown(overview, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Fee Details' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Fee Details' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Fee Details' }), { key: 'ArrowRight' });
    expect(overview).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(overview, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Fee Details' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Fee Details' }), { key: 'Home' });
    expect(overview).toHaveFocus();
  });

  it('starts on the initial tab and renders the extra slot outside the tab list', () => {
    render(<Tabs label="Course details" tabs={tabs} initial="fees" after={<button type="button">BUY NOW</button>} />);
    expect(screen.getByRole('tab', { name: 'Fee Details' })).toHaveAttribute('aria-selected', 'true');
    const buy = screen.getByRole('button', { name: 'BUY NOW' });
    expect(screen.getByRole('tablist')).not.toContainElement(buy);
  });
});
