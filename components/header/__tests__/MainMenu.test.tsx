/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { MainMenu } from '@/components/header/MainMenu';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }), usePathname: () => '/' }));

describe('MainMenu', () => {
  it('shows an item’s icon beside its title, decorative and of a fixed size', () => {
    const { container } = render(
      <MainMenu
        coursesMenu={null}
        failed={false}
        entries={[
          { id: '1', title: 'Blogs', href: '/blogs', icon: 'https://media.example.in/blog.png', children: [] },
          {
            id: '2',
            title: 'About',
            icon: 'https://media.example.in/about.png',
            children: [{ title: 'Us', href: '/about/us', external: false }],
          },
          { id: '3', title: 'FAQ', href: '/faq', children: [] },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Blogs' }).querySelector('img')).toHaveAttribute('src', 'https://media.example.in/blog.png');
    expect(screen.getByRole('button', { name: 'About' }).querySelector('img')).toHaveAttribute('alt', '');
    const icons = container.querySelectorAll('img');
    expect(icons).toHaveLength(2);
    icons.forEach((img) => expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['18', '18']));
  });

  it("says 'Failed to load branches' where the API's items would be when the menu could not load", () => {
    render(<MainMenu coursesMenu={<li>COURSES</li>} failed entries={[]} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['COURSES', 'Failed to load branches']);
  });
});
