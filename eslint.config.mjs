import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['**/.next/**', '.next-*/**', '**/node_modules/**', '.data*/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import z from '@/lib/zod' (it configures zod for the CSP)." },
            { name: 'next/link', message: "Import { Link } from '@/components/ui/Link.client' (it prefetches on intent, not on sight)." },
          ],
        },
      ],
    },
  },
  {
    // The one wrapper of each, and the framework's bare page that the benchmarks measure as is.
    files: ['lib/zod.ts', 'components/ui/Link.client.tsx', 'bench/baseline-app/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
];

export default config;
