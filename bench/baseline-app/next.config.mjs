// The framework's floor runs on Next's defaults. Without a config of its own, Next would find the
// site's next.config.ts up the tree and build the floor with the site's settings.
const nextConfig = {};

export default nextConfig;
