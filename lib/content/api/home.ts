import type { ContentClient } from '@/lib/content/client';
import { aboutHomeSchema, heroSlideSchema, homeContentSchema, testimonialSchema } from '@/lib/content/schemas/home';
import { revalidate, tags } from '@/lib/content/tags';

const lists = { revalidate: revalidate.lists };

export const homeApi = (c: ContentClient) => ({
  getHeroSlides: () => c.list('/headerbar', heroSlideSchema, { ...lists, tags: [tags.heroSlides] }),
  getHomeContent: () => c.first('/indexpagecontent', homeContentSchema, { ...lists, tags: [tags.homeContent] }),
  getAboutHome: () => c.first('/abouthome', aboutHomeSchema, { ...lists, tags: [tags.aboutHome] }),
  getTestimonials: () => c.list('/testimonials', testimonialSchema, { ...lists, tags: [tags.testimonials] }),
});
