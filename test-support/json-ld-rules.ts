/*
 * What each JSON-LD type of the site must carry (schema.org plus Google's required
 * properties for its rich results), checked by the unit tests of the builders and by the
 * end-to-end tests on the parsed server HTML. Returns the problems found; [] is valid.
 */

type Node = Record<string, unknown>;

const isText = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const isAbsoluteUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/\S+$/.test(v);
const isDate = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z))?$/.test(v);
const obj = (v: unknown): Node => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function need(problems: string[], where: string, ok: boolean, what: string): void {
  if (!ok) problems.push(`${where}: ${what}`);
}

function checkArticle(node: Node, where: string, p: string[]): void {
  need(p, where, isText(node.headline) && String(node.headline).length <= 110, 'headline of 1–110 characters');
  need(p, where, isDate(node.datePublished), 'datePublished');
  need(p, where, list(node.image).length > 0 && list(node.image).every(isAbsoluteUrl), 'image (absolute URLs)');
  need(p, where, isText(obj(node.author).name), 'author.name');
  need(p, where, isText(obj(node.publisher).name), 'publisher.name');
  need(p, where, isAbsoluteUrl(node.url), 'url');
}

/** The CMS may leave a branch's address empty (contract: opt); what is there must be well-formed. */
function checkLocalBusiness(node: Node, where: string, p: string[]): void {
  need(p, where, isAbsoluteUrl(node['@id']), '@id');
  need(p, where, isText(node.name), 'name');
  need(p, where, isAbsoluteUrl(node.url), 'url');
  if (node.address !== undefined) need(p, where, isText(obj(node.address).streetAddress), 'address.streetAddress');
  if (node.telephone !== undefined)
    need(p, where, typeof node.telephone === 'string' && /^\+\d{8,15}$/.test(node.telephone), 'telephone +digits');
}

export function jsonLdProblems(value: unknown, root = true): string[] {
  const node = obj(value);
  const type = String(node['@type'] ?? '?');
  const where = `${type}${isText(node.name) ? ` "${String(node.name).slice(0, 40)}"` : ''}`;
  const p: string[] = [];
  if (root) need(p, where, node['@context'] === 'https://schema.org', '@context https://schema.org');
  switch (type) {
    case 'EducationalOrganization':
      need(p, where, isText(node.name), 'name');
      need(p, where, isAbsoluteUrl(node.url), 'url');
      need(p, where, isAbsoluteUrl(obj(node.logo).url ?? node.logo), 'logo');
      for (const b of list(node.department)) checkLocalBusiness(obj(b), `${where} department`, p);
      break;
    case 'LocalBusiness':
      checkLocalBusiness(node, where, p);
      break;
    case 'WebSite':
      need(p, where, isText(node.name) && isAbsoluteUrl(node.url), 'name and url');
      break;
    case 'Course':
      need(p, where, isText(node.name), 'name');
      need(p, where, isText(node.description), 'description');
      need(p, where, isText(obj(node.provider).name), 'provider.name');
      break;
    case 'ItemList':
      need(p, where, list(node.itemListElement).length > 0, 'itemListElement');
      list(node.itemListElement).forEach((e, i) => {
        need(p, where, obj(e).position === i + 1 && isAbsoluteUrl(obj(e).url), `ListItem ${i + 1} position and url`);
      });
      break;
    case 'BreadcrumbList':
      need(p, where, list(node.itemListElement).length >= 2, 'at least two crumbs');
      list(node.itemListElement).forEach((e, i) => {
        const item = obj(e);
        need(p, where, item.position === i + 1 && isText(item.name) && isAbsoluteUrl(item.item), `crumb ${i + 1} position, name and item`);
      });
      break;
    case 'NewsArticle':
    case 'Article':
    case 'BlogPosting':
      checkArticle(node, where, p);
      break;
    case 'FAQPage':
      need(p, where, list(node.mainEntity).length > 0, 'mainEntity');
      for (const q of list(node.mainEntity)) {
        need(
          p,
          where,
          obj(q)['@type'] === 'Question' && isText(obj(q).name) && isText(obj(obj(q).acceptedAnswer).text),
          'Question with name and acceptedAnswer.text',
        );
      }
      break;
    case 'VideoObject':
      need(p, where, isText(node.name), 'name');
      need(p, where, isText(node.description), 'description');
      need(p, where, list(node.thumbnailUrl).length > 0 && list(node.thumbnailUrl).every(isAbsoluteUrl), 'thumbnailUrl');
      need(p, where, isDate(node.uploadDate), 'uploadDate');
      break;
    default:
      p.push(`${where}: unknown type`);
  }
  return p;
}
