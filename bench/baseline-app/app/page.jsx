import Link from 'next/link';

export default function Page() {
  return (
    <main>
      <h1>Baseline</h1>
      <Link href="/">Home</Link>
    </main>
  );
}
