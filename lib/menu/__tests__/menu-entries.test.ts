import { navItemSchema } from '@/lib/content/schemas/site';
import { toMenuEntries } from '@/lib/menu/menu-entries';

describe('menu entries', () => {
  it("keep each item's icon for the desktop and mobile menus, and leave it out when there is none", () => {
    const items = [
      {
        title: 'About',
        linkurl: '#',
        icon: 'https://media.example.in/about.png',
        isdropdown: 'true',
        thisid: 2,
        dropdown: [{ title: 'Us', linkurl: '/about/us' }],
      },
      { title: 'Blogs', linkurl: '/blogs', icon: '', thisid: 4 },
    ].map((i) => navItemSchema.parse(i));
    const [about, blogs] = toMenuEntries(items);
    expect(about).toMatchObject({ id: '2', title: 'About', icon: 'https://media.example.in/about.png' });
    expect(blogs).not.toHaveProperty('icon');
  });
});
