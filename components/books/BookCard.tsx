import { CoverCard } from '@/components/magazine/CoverCard';
import type { Book } from '@/lib/content/schemas/media';
import { formatRupees } from '@/lib/numbers';

/** A book by the faculty: cover, title, price in rupees, description, and where to buy it. */
export function BookCard({ book }: { book: Book }) {
  return (
    <CoverCard
      cover={book.pic}
      title={book.title}
      meta={book.price !== undefined ? formatRupees(book.price) : undefined}
      action={book.buyurl ? { href: book.buyurl, label: 'Buy now', describedTitle: book.title } : undefined}
      noAction="Available at our centres"
    >
      {book.description && <p>{book.description}</p>}
    </CoverCard>
  );
}
