// Lighthouse alone (it is also part of `npm run bench`): `npx tsx bench/lighthouseReport.ts [page…]`, by default the
// German sale page and a product page, on the production build served by the real server.
import { startBenchServer } from './benchServer.ts';
import { CHROMIUM_PATH } from './chromium.ts';
import { lighthouseSummary, runLighthouse } from './lighthouse.ts';

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/de/', '/de/it-certification/cloud/cloud-fundamentals/quiz'];

const server = await startBenchServer();
try {
  for (const page of pages) {
    console.log(`\nLighthouse on ${page}`);
    const lh = await runLighthouse(`${server.origin}${page}`, CHROMIUM_PATH);
    lh.performance.forEach((score, i) => console.log(`  run ${i + 1}: performance ${score}, accessibility ${lh.accessibility[i]}, best practices ${lh.bestPractices[i]}, LCP ${lh.lcpMs[i]} ms, TBT ${lh.tbtMs[i]} ms`));
    for (const line of lighthouseSummary(lh)) console.log(line);
  }
} finally {
  await server.close();
}
