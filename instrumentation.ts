/* Starts the lead delivery loop once per server process (never during a build). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startLeadDelivery } = await import('./lib/enquiry/service');
  startLeadDelivery();
}
