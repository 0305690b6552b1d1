import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
import { throttling } from 'lighthouse/core/config/constants.js';
import { startBenchServer } from './benchServer.ts';
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/de/', '/de/it-certification/cloud/cloud-fundamentals/quiz'];
const server = await startBenchServer();
try {
  for (const page of pages) {
    const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
    const r = await lighthouse(`${server.origin}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      { extends: 'lighthouse:default', settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: Number(process.env.SLOW ?? 3) } } });
    await chrome.kill();
    const lhr = r!.lhr;
    fs.writeFileSync(`/work/scratch/lhr-${page.replace(/\W+/g, '_')}.json`, JSON.stringify(lhr));
    console.log(page, 'perf', lhr.categories.performance!.score, 'bi', lhr.environment.benchmarkIndex);
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
      const a = lhr.audits[id]!; console.log(' ', id, a.score, Math.round(a.numericValue ?? 0));
    }
    const lcpEl = lhr.audits['largest-contentful-paint-element'] as any;
    console.log('  lcp el', JSON.stringify(lcpEl?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? lcpEl?.details?.items?.[0]).slice(0, 300));
    const lt = lhr.audits['long-tasks'] as any;
    for (const it of lt?.details?.items ?? []) console.log('  long task', it.url, Math.round(it.startTime), Math.round(it.duration));
    const bt = lhr.audits['bootup-time'] as any;
    for (const it of (bt?.details?.items ?? []).slice(0, 6)) console.log('  bootup', it.url, Math.round(it.total), Math.round(it.scripting), Math.round(it.scriptParseCompile));
  }
} finally { await server.close(); }
