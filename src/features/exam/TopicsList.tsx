// The topics of a product with their question counts (sale page "topics list", SPEC §2).
import { Plural, useLingui } from '@lingui/react/macro';

export function TopicsList({ topics }: { topics: { id: string; name: string; questionCount: number }[] }) {
  const { t } = useLingui();
  if (topics.length === 0) return null;
  return (
    <details className="topics-list">
      <summary>{t`Topics covered`}</summary>
      <ul>
        {topics.map((topic) => (
          <li key={topic.id}>
            {topic.name} <span className="muted">(<Plural value={topic.questionCount} one="# question" other="# questions" />)</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
