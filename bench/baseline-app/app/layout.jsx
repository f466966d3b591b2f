// The framework's own baseline for bench/js-budget.mjs: a bare App Router page of the same Next and React.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
