/**
 * Which exported-project builds `npm test` runs (issue 29: the suite must finish under 20 minutes on 2 cores, and a
 * cold `next build` of an exported project costs ~30 s of CPU on a developer machine, ~50 s in CI; a vite build of
 * the same project under 1 s, `astro build` ~3 s). The everyday run builds every framework at least once and checks
 * each feature (rendering, behaviours, site routing, hostile input) in at least one real build; which framework
 * carries which check is said where the builds are listed. `LAYOUTLIFT_EXPORT_MATRIX=full`
 * (`npm run bench:project-matrix`) runs the whole framework × feature cross product with the same assertions.
 */
export const FULL_PROJECT_MATRIX = process.env.LAYOUTLIFT_EXPORT_MATRIX === "full";
