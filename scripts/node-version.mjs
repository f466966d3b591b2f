/*
 * The site and its tests run on Node 24 LTS, the project's own (the registry's node-linux-<arch>
 * package, whose `node` npm puts first on the PATH of every npm script), whatever Node installed
 * the packages. Started by hand with another Node: a warning; with one older than the embedded
 * database's driver supports (better-sqlite3 13: Node 22), a refusal, since the build's workers
 * then crash at random (SIGSEGV while generating pages, seen with Node 20).
 */
export const PRODUCTION_NODE_MAJOR = 24;
export const OLDEST_NODE_MAJOR = 22;

/** What is wrong with running on Node `version`: nothing, a warning, or a refusal. */
export function nodeVersionProblem(version) {
  const major = Number(version.split('.')[0]);
  if (major === PRODUCTION_NODE_MAJOR) return null;
  const advice = `Use npm start / npm run build / npm test (they run node_modules/.bin/node), or install Node ${PRODUCTION_NODE_MAJOR}.`;
  if (major < OLDEST_NODE_MAJOR)
    return {
      refuse: true,
      message: `Node ${version} cannot run this site (Node ${OLDEST_NODE_MAJOR} or later; production runs ${PRODUCTION_NODE_MAJOR}). ${advice}`,
    };
  return { refuse: false, message: `Running on Node ${version}; this site runs on Node ${PRODUCTION_NODE_MAJOR}. ${advice}` };
}

export function checkNodeVersion() {
  const problem = nodeVersionProblem(process.versions.node);
  if (!problem) return;
  if (!problem.refuse) return void console.warn(problem.message);
  console.error(problem.message);
  process.exit(1);
}
