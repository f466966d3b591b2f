import { content } from '../content';
import { found } from '../content/found';
import { aboutHref, policyHref } from '../routes';
import { pageMetadata } from '../seo/metadata';
import { crumbsTo, type Crumbs } from './crumbs';
import type { KitPage, PageLoader } from './kit';
import { slugParam } from './params';

/*
 * The info pages written by the institute's editors: /about/{url}, and the policy-style pages
 * /upsc/{pageurl} with the three policy routes that read /upsc/{same name} (lib/routes.ts
 * POLICY_ROUTES; their canonical address is policyHref's). components/info/InfoPage.tsx renders them.
 */

export type InfoView = { title: string; html: string; pic?: string };

const infoPage = (crumbs: Crumbs, view: InfoView): KitPage<InfoView> => ({ crumbs, jsonLd: [], view });

export function aboutLoader<P extends string>(param: P): PageLoader<P, InfoView> {
  const load = async (params: Promise<Record<P, string>>) => {
    const slug = await slugParam(params, param);
    return { page: found(await content.getAboutPage(slug)), path: aboutHref(slug) };
  };
  return {
    async metadata({ params }) {
      const { page, path } = await load(params);
      return pageMetadata({ title: page.title, metatitle: page.metatitle, description: page.metadescription, path, image: page.pic });
    },
    async page({ params }) {
      const { page, path } = await load(params);
      // 'About' is a section with no page of its own: not linked.
      return infoPage(crumbsTo({ label: page.title, href: path }, { label: 'About' }), {
        title: page.title,
        html: page.content,
        pic: page.pic,
      });
    },
  };
}

/** A policy page by its API name: from the route's parameter (`/upsc/{pageurl}`), or fixed (`/privacy-policy`). */
export function policyLoader<P extends string>(pageurl: { param: P } | { fixed: string }): PageLoader<P, InfoView> {
  const load = async (params: Promise<Record<P, string>>) => {
    const name = 'fixed' in pageurl ? pageurl.fixed : await slugParam(params, pageurl.param);
    return { page: found(await content.getPolicyPage(name)), path: policyHref(name) };
  };
  return {
    async metadata({ params }) {
      const { page, path } = await load(params);
      return pageMetadata({ title: page.title, metatitle: page.metatitle, description: page.metadescription, path });
    },
    async page({ params }) {
      const { page, path } = await load(params);
      return infoPage(crumbsTo({ label: page.title, href: path }), { title: page.title, html: page.content });
    },
  };
}
