/*
 * Once per server process (never during a build): keeps the process serving when its log pipe
 * closes, warns when SITE_URL is unset, stamps each request with its client's address before Next
 * sees it (rate limits), and starts the lead delivery loop and the site search's indexer.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const [
    { survivesClosedLogPipes },
    { stampClientAddresses, trustedProxyList },
    { env, siteUrlWarning },
    { startLeadDelivery },
    { siteSearch },
  ] = await Promise.all([
    import('./lib/log-pipes'),
    import('./lib/request/client-address'),
    import('./lib/env'),
    import('./lib/enquiry/delivery-loop'),
    import('./lib/search/site-search'),
  ]);
  survivesClosedLogPipes();
  const siteUrl = siteUrlWarning(process.env);
  if (siteUrl) console.warn(`\n*** ${siteUrl} ***\n`);
  stampClientAddresses(trustedProxyList(env.TRUSTED_PROXIES));
  startLeadDelivery();
  siteSearch();
}
