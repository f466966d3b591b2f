/*
 * The few schema.org types the site's JSON-LD uses, named and shaped as the `schema-dts`
 * package names them (`WithContext<Course>`, `BreadcrumbList`, …), so that swapping this
 * file for `import type { … } from 'schema-dts'` needs no change in the builders.
 * Stand-in until the lead adds `schema-dts` to package.json (issue #7 asks for it).
 */

type Text = string;
type URL = string;
/** ISO 8601 date or date-time. */
type DateLike = string;

export type WithContext<T> = T & { '@context': 'https://schema.org' };

/** A reference to a node defined elsewhere in the page's graph. */
export type IdReference = { '@id': string };

export type ImageObject = { '@type': 'ImageObject'; url: URL; width?: number; height?: number };

export type PostalAddress = {
  '@type': 'PostalAddress';
  streetAddress?: Text;
  addressLocality?: Text;
  addressRegion?: Text;
  postalCode?: Text;
  addressCountry?: Text;
};

export type Place = { '@type': 'Place'; name: Text; address?: PostalAddress | Text };

type OrganizationBase = {
  '@id'?: string;
  name: Text;
  url?: URL;
  logo?: ImageObject | URL;
  image?: URL | URL[];
  email?: Text;
  telephone?: Text;
  address?: PostalAddress;
  sameAs?: URL[];
  description?: Text;
  parentOrganization?: IdReference | Organization;
  department?: LocalBusiness[];
};

export type Organization = OrganizationBase & { '@type': 'Organization' };
export type EducationalOrganization = OrganizationBase & { '@type': 'EducationalOrganization' };
export type LocalBusiness = OrganizationBase & { '@type': 'LocalBusiness'; priceRange?: Text };

export type WebSite = { '@type': 'WebSite'; '@id'?: string; name: Text; url: URL; inLanguage?: Text; publisher?: IdReference };

export type Offer = {
  '@type': 'Offer';
  name?: Text;
  category?: Text;
  price?: number;
  priceCurrency?: Text;
  url?: URL;
  availability?: URL;
};

export type CourseInstance = {
  '@type': 'CourseInstance';
  name?: Text;
  courseMode?: Text;
  startDate?: DateLike;
  location?: Place | Text;
  courseWorkload?: Text;
};

export type Course = {
  '@type': 'Course';
  '@id'?: string;
  name: Text;
  description: Text;
  url?: URL;
  image?: URL;
  keywords?: Text;
  inLanguage?: Text;
  provider: EducationalOrganization | IdReference | (IdReference & { '@type': 'EducationalOrganization'; name: Text; url?: URL });
  offers?: Offer[];
  hasCourseInstance?: CourseInstance[];
};

export type ListItem = { '@type': 'ListItem'; position: number; name?: Text; url?: URL; item?: URL };

export type ItemList = { '@type': 'ItemList'; name?: Text; url?: URL; numberOfItems?: number; itemListElement: ListItem[] };

export type BreadcrumbList = { '@type': 'BreadcrumbList'; itemListElement: ListItem[] };

type ArticleBase = {
  '@id'?: string;
  headline: Text;
  name?: Text;
  description?: Text;
  url: URL;
  mainEntityOfPage?: URL | { '@type': 'WebPage'; '@id': URL };
  image?: URL[];
  datePublished: DateLike;
  dateModified?: DateLike;
  author: Organization | EducationalOrganization | (IdReference & { '@type': 'EducationalOrganization'; name: Text; url?: URL });
  publisher: Organization | EducationalOrganization | (IdReference & { '@type': 'EducationalOrganization'; name: Text; logo?: ImageObject });
  keywords?: Text;
  articleSection?: Text;
  inLanguage?: Text;
  isAccessibleForFree?: boolean;
};

export type Article = ArticleBase & { '@type': 'Article' };
export type NewsArticle = ArticleBase & { '@type': 'NewsArticle' };
export type BlogPosting = ArticleBase & { '@type': 'BlogPosting' };

export type Answer = { '@type': 'Answer'; text: Text };
export type Question = { '@type': 'Question'; name: Text; acceptedAnswer: Answer };
export type FAQPage = { '@type': 'FAQPage'; url?: URL; mainEntity: Question[] };

export type VideoObject = {
  '@type': 'VideoObject';
  name: Text;
  description: Text;
  thumbnailUrl: URL[];
  uploadDate: DateLike;
  url?: URL;
  embedUrl?: URL;
  publisher?: IdReference;
};

/** Anything the JsonLd component accepts. */
export type JsonLdNode = WithContext<
  EducationalOrganization | LocalBusiness | WebSite | Course | ItemList | BreadcrumbList | Article | NewsArticle | BlogPosting | FAQPage | VideoObject
>;
