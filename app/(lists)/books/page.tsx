import type { Metadata } from 'next';
import { BookCard } from '@/components/books/BookCard';
import { ListBody } from '@/components/listing/ListBody';
import { ListMessage } from '@/components/listing/ListMessage';
import { PageHero } from '@/components/listing/PageHero';
import { content } from '@/lib/content';
import { PAGES } from '@/lib/routes';
import { seoTermsMetadata } from '@/lib/seo/seo-terms';
import grid from '@/components/listing/CardGrid.module.css';

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return seoTermsMetadata('books', PAGES.books, {
    title: 'UPSC Books by Our Faculty',
    description: 'Concise books for the UPSC Civil Services Examination written by our faculty: polity, economy, geography, ethics, CSAT and essay.',
  });
}

export default async function BooksPage() {
  const books = await content.getBooks();
  return (
    <>
      <PageHero title="Books" lead="Concise books for UPSC written by our faculty." crumbs={[{ label: 'Home', href: PAGES.home }, { label: 'Books' }]} />
      <ListBody label="Books">
        {books.length === 0 ? (
          <ListMessage title="No books yet." />
        ) : (
          <ul className={grid.four}>
            {books.map((book) => (
              <li key={book.ID} className={grid.item}>
                <BookCard book={book} />
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </>
  );
}
