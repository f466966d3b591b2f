import type { NavItem } from '@/lib/content/schemas/site';

/** The main menu as plain data for the client menus. */
export type MenuEntry = {
  id: string;
  title: string;
  /** The item's icon from the API, shown beside its title. */
  icon?: string;
  href?: string;
  external?: boolean;
  children: { title: string; href: string; external: boolean }[];
};

export function toMenuEntries(items: NavItem[]): MenuEntry[] {
  return items.map((item) => ({
    id: item.thisid,
    title: item.title,
    ...(item.icon ? { icon: item.icon } : {}),
    ...(item.linkurl ? { href: item.linkurl.href, external: item.linkurl.external } : {}),
    children: item.dropdown.flatMap((d) => (d.linkurl ? [{ title: d.title, href: d.linkurl.href, external: d.linkurl.external }] : [])),
  }));
}
