/*
 * Security headers of every response. The Content-Security-Policy has no nonce on purpose:
 * a nonce makes every page render per request, and these pages are served from the ISR
 * cache. Instead it allow-lists the few third-party origins the site uses (tag manager,
 * analytics, reCAPTCHA, the chat widget, the video player).
 */
const THIRD_PARTY = {
  script: [
    'https://www.googletagmanager.com',
    'https://www.google-analytics.com',
    'https://www.google.com',
    'https://www.gstatic.com',
    'https://embed.tawk.to',
    'https://*.tawk.to',
  ],
  connect: [
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
    'https://www.google.com',
    'https://*.tawk.to',
    'wss://*.tawk.to',
  ],
  frame: [
    'https://www.google.com',
    'https://www.youtube-nocookie.com',
    'https://www.youtube.com',
    'https://*.tawk.to',
    'https://www.googletagmanager.com',
  ],
  font: ['https://*.tawk.to', 'https://fonts.gstatic.com'],
  style: ['https://*.tawk.to', 'https://fonts.googleapis.com'],
};

export function contentSecurityPolicy(siteUrl: string): string {
  const https = siteUrl.startsWith('https://');
  // Pictures come from the institute's media host, which is configuration, not code.
  const images = https ? 'https:' : 'https: http:';
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline' ${THIRD_PARTY.script.join(' ')}`,
    `style-src 'self' 'unsafe-inline' ${THIRD_PARTY.style.join(' ')}`,
    `img-src 'self' data: blob: ${images}`,
    `font-src 'self' data: ${THIRD_PARTY.font.join(' ')}`,
    `connect-src 'self' ${THIRD_PARTY.connect.join(' ')}`,
    `frame-src ${THIRD_PARTY.frame.join(' ')}`,
    `media-src 'self' ${images}`,
    // The service worker (/sw.js) and the web app manifest are the site's own files.
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

export function securityHeaders(siteUrl: string): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(siteUrl) },
    // Browsers honour HSTS only over HTTPS; harmless on a local http address.
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  ];
}
