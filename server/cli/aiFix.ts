// `npm run ai:fix`: one run of the question fixer (server/ai/fixer). With OPENAI_BASE_URL or OPENAI_API_KEY set it
// proposes fixes and applies those at ≥ 95 % confidence as new question versions; without, it only fills the
// review list (`npm run ai:review`).
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { createChatClient } from '../ai/chatClient.ts';
import { runFixer } from '../ai/fixer/fixer.ts';

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
try {
  const llm = config.ai.llm;
  console.error(llm ? `Question fixer with the model at ${llm.baseUrl}` : 'Question fixer without a model: checks and statistics only, nothing is applied.');
  const report = await runFixer({ db: database.db, chat: llm ? createChatClient(llm) : null, model: llm?.model, log: (line) => console.error(line) });
  console.log(`${report.examined} questions examined, ${report.suspects} suspect, ${report.applied.length} fixed as new versions, ${report.reviewed} on the review list.`);
  for (const fix of report.applied) console.log(`fixed ${fix.bankId}/${fix.locale}/${fix.questionId} → ${fix.newId} (${fix.confidencePercent} %)`);
} finally {
  await database.close();
}
