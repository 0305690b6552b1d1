// Three short learner testimonials under the product grid (SPEC §2, §3 "testimonials"). The quotes are translated
// interface texts and name no country; the first names stay the same in every language.
import { useId } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

const TESTIMONIALS = [
  { name: 'Alex', quote: msg`The timed exams felt just like the real test. I passed at my first attempt.` },
  { name: 'Sam', quote: msg`I practised on the train, even without a connection. The explanations made all the difference.` },
  { name: 'Nina', quote: msg`A short quiz every day kept me going, and I always knew which topics still needed work.` },
] as const;

export function Testimonials() {
  const { i18n, t } = useLingui();
  const headingId = useId();
  return (
    <section className="testimonials" aria-labelledby={headingId}>
      <h2 id={headingId}>{t`What learners say`}</h2>
      <ul className="testimonials__list">
        {TESTIMONIALS.map(({ name, quote }) => (
          <li key={name}>
            <figure className="testimonial">
              <blockquote>{i18n._(quote)}</blockquote>
              <figcaption>{name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
