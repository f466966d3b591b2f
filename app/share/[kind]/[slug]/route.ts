import { shareImage } from '@/lib/page-kit/share-image';

/* The share picture of an item page, rendered on first request and then cached (lib/page-kit/share-image.ts). */
export const revalidate = 86400;

export function generateStaticParams() {
  return [];
}

export async function GET(_request: Request, { params }: { params: Promise<{ kind: string; slug: string }> }) {
  const { kind, slug } = await params;
  return shareImage(kind, slug);
}
