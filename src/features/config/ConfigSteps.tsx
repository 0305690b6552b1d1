// The wizard's step bodies (SPEC §4): exam mode, topics with custom counts and their summary, and the
// configuration with the tests/questions maths of SPEC §5.
import { useLingui } from '@lingui/react/macro';
import { clampField, questionsPerTestForTests, testsForQuestionsPerTest } from '../../domain/config/configMath.ts';
import { customTopicCount, summarizeTopics } from '../../domain/config/topics.ts';
import type { TestMode } from '../../domain/config/types.ts';
import type { QuizSetup } from '../../domain/config/setup.ts';

export function ModeStep({ mode, onMode }: { mode: TestMode; onMode: (mode: TestMode) => void }) {
  const { t } = useLingui();
  return (
    <fieldset className="config-step">
      <legend>{t`How do you want to practise?`}</legend>
      <label className="choice">
        <input type="radio" name="mode" checked={mode === 'exam'} onChange={() => onMode('exam')} />
        <span>
          <strong>{t`Timed exam`}</strong> {t`Answer against the clock and see your score at the end.`}
        </span>
      </label>
      <label className="choice">
        <input type="radio" name="mode" checked={mode === 'practice'} onChange={() => onMode('practice')} />
        <span>
          <strong>{t`Practice`}</strong> {t`Check each answer as you go and read the explanation.`}
        </span>
      </label>
    </fieldset>
  );
}

export function TopicsStep({ setup, onChange }: { setup: QuizSetup; onChange: (setup: QuizSetup) => void }) {
  const { t } = useLingui();
  const summary = summarizeTopics(setup.topics);
  const { nSelectedTopics, nTopics, nSelectedQuestions, nQuestions } = summary;
  const customOf = (name: string) => setup.custom.find((c) => c.topicName === name);

  function toggle(name: string, selected: boolean) {
    onChange({ ...setup, topics: setup.topics.map((topic) => (topic.topicName === name ? { ...topic, selected } : topic)) });
  }
  function setCustom(name: string, input: string, topicQuestions: number) {
    const others = setup.custom.filter((c) => c.topicName !== name);
    if (input.trim() === '') return onChange({ ...setup, custom: others });
    const result = customTopicCount(input, topicQuestions);
    onChange({ ...setup, custom: [...others, { topicName: name, numberOfQuestions: result.numberOfQuestions, skip: !result.applies }] });
  }

  return (
    <fieldset className="config-step">
      <legend>{t`Topics`}</legend>
      <p role="status">{t`${nSelectedTopics} of ${nTopics} topics, ${nSelectedQuestions} of ${nQuestions} questions selected`}</p>
      <ul className="topic-list">
        {setup.topics.map((topic) => {
          const custom = customOf(topic.topicName);
          const count = topic.numberOfQuestions;
          return (
            <li key={topic.topicName}>
              <label>
                <input type="checkbox" checked={topic.selected} onChange={(e) => toggle(topic.topicName, e.target.checked)} /> {topic.topicName}{' '}
                <span className="muted">{t`(${count} questions)`}</span>
              </label>
              {topic.selected && (
                <label className="topic-list__custom">
                  {t`Questions from this topic`}
                  <input type="number" min={1} max={count} inputMode="numeric" value={custom?.numberOfQuestions ?? ''} placeholder={String(count)} onChange={(e) => setCustom(topic.topicName, e.target.value, count)} />
                </label>
              )}
              {custom?.skip && <p className="field__error">{t`This topic has only ${count} questions; all of them are used.`}</p>}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

export function SettingsStep({ setup, mode, onChange }: { setup: QuizSetup; mode: TestMode; onChange: (setup: QuizSetup) => void }) {
  const { t } = useLingui();
  const { config } = setup;
  const selected = summarizeTopics(setup.topics).nSelectedQuestions;
  const set = (patch: Partial<typeof config>) => onChange({ ...setup, config: { ...config, ...patch } });
  const number = (value: string) => Number(value);

  return (
    <fieldset className="config-step">
      <legend>{t`Settings`}</legend>
      <label className="setting">
        {t`Questions per test`}
        <input
          type="number"
          value={config.numQuestions.current}
          min={config.numQuestions.min}
          max={config.numQuestions.max}
          onChange={(e) => {
            const numQuestions = clampField(config.numQuestions, number(e.target.value));
            set({ numQuestions: { ...config.numQuestions, current: numQuestions }, numTest: { ...config.numTest, current: clampField(config.numTest, testsForQuestionsPerTest(selected, numQuestions)) } });
          }}
        />
      </label>
      <label className="setting">
        {t`Number of tests`}
        <input
          type="number"
          value={config.numTest.current}
          min={config.numTest.min ?? 1}
          max={config.numTest.max}
          onChange={(e) => {
            const numTest = clampField(config.numTest, number(e.target.value));
            set({ numTest: { ...config.numTest, current: numTest }, numQuestions: { ...config.numQuestions, current: questionsPerTestForTests(selected, numTest, config.numQuestions) } });
          }}
        />
      </label>
      <label className="setting">
        {t`Pass mark (%)`}
        <input type="number" value={config.successRate.current} min={config.successRate.min} max={config.successRate.max} onChange={(e) => set({ successRate: { ...config.successRate, current: clampField(config.successRate, number(e.target.value)) } })} />
      </label>
      {mode === 'exam' && (
        <label className="setting">
          {t`Time (minutes)`}
          <input type="number" value={config.time.current} min={config.time.min ?? 1} max={config.time.max} onChange={(e) => set({ time: { ...config.time, current: clampField({ ...config.time, min: config.time.min ?? 1 }, number(e.target.value)) } })} />
        </label>
      )}
      <label className="choice">
        <input type="checkbox" checked={config.random} onChange={(e) => set({ random: e.target.checked })} /> {t`Shuffle the questions`}
      </label>
    </fieldset>
  );
}
