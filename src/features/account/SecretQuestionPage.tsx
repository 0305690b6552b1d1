// Secret-question page: a signed-in learner sets the question and answer used when recovering the account.
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useServices } from '../../platform/useServices.ts';
import { authApi } from '../session/authApi.ts';
import { useCurrentUser } from '../session/storedUser.ts';
import { writeUserRecord } from '../session/storedUser.ts';
import { Field } from './Field.tsx';
import { FormError } from './FormError.tsx';
import { SignInPrompt } from './SignInPrompt.tsx';
import { useSubmit } from './useSubmit.ts';

export function SecretQuestionPage() {
  const { t } = useLingui();
  const { api } = useServices();
  const user = useCurrentUser();
  const [question, setQuestion] = useState(user?.secretQuestion ?? '');
  const [answer, setAnswer] = useState('');
  const [saved, setSaved] = useState(false);
  const { busy, error, run } = useSubmit();
  if (!user) return <SignInPrompt />;

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      await authApi.setSecretQuestion(api, question.trim(), answer.trim());
      writeUserRecord({ ...user!, secretQuestion: question.trim() });
      setAnswer('');
      setSaved(true);
    });
  }

  return (
    <main className="page page--narrow">
      <h1>{t`Secret question`}</h1>
      <p>{t`If you forget your password, we will ask you this question before you can choose a new one.`}</p>
      <form onSubmit={submit} noValidate>
        <Field label={t`Question`} required minLength={3} maxLength={200} value={question} onChange={(e) => setQuestion(e.target.value)} />
        <Field label={t`Answer`} required minLength={2} maxLength={200} autoComplete="off" value={answer} onChange={(e) => setAnswer(e.target.value)} />
        <FormError message={error} />
        {saved && <p role="status">{t`Your secret question has been saved.`}</p>}
        <button type="submit" className="button" disabled={busy || question.trim().length < 3 || answer.trim().length < 2} aria-busy={busy}>
          {t`Save`}
        </button>
      </form>
    </main>
  );
}
