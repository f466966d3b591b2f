/*
 * The site and its tests run on Node 24 LTS, the project's own (the registry's node-linux-<arch>
 * package, whose `node` npm puts first on the PATH of every npm script), whatever Node installed
 * the packages. Started with another Node (`node scripts/start.mjs` by hand), say so: the
 * embedded database's driver and the suite are proven on 24 only.
 */
export const PRODUCTION_NODE_MAJOR = 24;

export function checkNodeVersion() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major !== PRODUCTION_NODE_MAJOR)
    console.warn(
      `Running on Node ${process.versions.node}; this site runs on Node ${PRODUCTION_NODE_MAJOR}. Use npm start / npm test (they run node_modules/.bin/node), or install Node ${PRODUCTION_NODE_MAJOR}.`,
    );
}
