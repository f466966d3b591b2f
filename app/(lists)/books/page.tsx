import type { Metadata } from 'next';
import { BookCard } from '@/components/books/BookCard';
import { CardGrid } from '@/components/listing/CardGrid';
import { ListBody } from '@/components/listing/ListBody';
import { PageHero } from '@/components/page-kit/PageHero';
import { content } from '@/lib/content';
import { PAGES } from '@/lib/routes';
import { seoTermsMetadata } from '@/lib/seo/seo-terms';
import { crumbsTo } from '@/lib/page-kit/crumbs';

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return seoTermsMetadata('books', PAGES.books, {
    title: 'UPSC Books by Our Faculty',
    description:
      'Concise books for the UPSC Civil Services Examination written by our faculty: polity, economy, geography, ethics, CSAT and essay.',
  });
}

export default async function BooksPage() {
  const books = await content.getBooks();
  return (
    <>
      <PageHero
        title="Books"
        lead="Concise books for UPSC written by our faculty."
        crumbs={crumbsTo({ label: 'Books', href: PAGES.books })}
      />
      <ListBody label="Books">
        <CardGrid items={books} empty="No books yet." itemKey={(book) => book.ID} four>
          {(book) => <BookCard book={book} />}
        </CardGrid>
      </ListBody>
    </>
  );
}
