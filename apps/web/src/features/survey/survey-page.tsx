// /{baseRoute*}/survey/{surveyId} (document 1 sections 2 and 4): loads the survey; answers given as
// query params question[{id}] for the current and later questions are submitted and the visitor is
// returned to the base route; otherwise one question at a time, moving to the server's next
// question, else the next in list order, else back to the base route. An order id comes from a
// base route of the form order/{id}.
import type { Survey, SurveyQuestion } from '@storefront/contract';
import { firstQuestionId, nextQuestionId, queryAnswerPlan, questionsInOrder } from '@storefront/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/button/button.tsx';
import { Page, Section } from '../../ui/page/page.tsx';
import { showSnackbar } from '../../ui/snackbar/snackbar-store.ts';
import type { SurveyEntry } from '../../lib/embedded-survey.ts';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { fetchSurvey, submitSurveyAnswer, surveyOrderFor, type SurveyOrder } from './survey-api.ts';
import { answersFromQuery, optionsFor } from './survey-navigation.ts';
import './survey.css';

export type { SurveyEntry };

export const SURVEY_THANKS = 'Thanks for telling us how we did.';

export function SurveyPage({ entry }: { entry: SurveyEntry }) {
  const { surveyId, orderId } = entry;
  const SurveyFrame = entry.embedded ? EmbeddedFrame : PageFrame;
  const query = useQuery({
    queryKey: ['survey', surveyId, orderId ?? null],
    queryFn: ({ signal }) => fetchSurvey(surveyId, orderId, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
  const backLabel = entry.embedded ? 'Not now' : orderId ? 'Back to your order' : 'Skip the survey';
  // Answers are kept for an order, proved by the session it was placed with (this tab remembers it).
  const [order] = useState(() => surveyOrderFor(orderId));

  if (query.isPending) {
    return (
      <SurveyFrame>
        <div className="survey-loading">
          <Spinner label="Loading the survey" size="lg" />
        </div>
      </SurveyFrame>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <SurveyFrame>
        <Section title={missing ? 'This survey is not available' : 'The survey did not load'}>
          <p>{missing ? 'It may have closed. Thanks for wanting to help.' : 'Please try again in a moment.'}</p>
          <p className="survey-actions">
            {!missing && <Button onClick={() => void query.refetch()}>Try again</Button>}
            <Link to={entry.baseRoute}>{backLabel}</Link>
          </p>
        </Section>
      </SurveyFrame>
    );
  }
  if (!order) {
    return (
      <SurveyFrame>
        <Section title="We can't find your order in this browser">
          <p>This survey is about an order placed in this browser. Open it from that order's page to answer.</p>
          <p className="survey-actions">
            <Link to={entry.baseRoute}>{backLabel}</Link>
          </p>
        </Section>
      </SurveyFrame>
    );
  }
  return (
    <SurveyRunner
      key={`${surveyId}:${orderId ?? ''}`}
      survey={query.data}
      entry={entry}
      order={order}
      backLabel={backLabel}
    />
  );
}

interface FrameProps {
  title?: string;
  children: ReactNode;
}

function PageFrame({ title = 'Tell us how we did', children }: FrameProps) {
  return (
    <Page title={title} lead={<p>A few quick questions. It takes about a minute.</p>} width="narrow">
      {children}
    </Page>
  );
}

/** Inside a page that has its own heading: the questions only. */
function EmbeddedFrame({ children }: FrameProps) {
  return <div className="survey-embedded">{children}</div>;
}

interface SurveyRunnerProps {
  survey: Survey;
  entry: SurveyEntry;
  order: SurveyOrder;
  backLabel: string;
}

function SurveyRunner({ survey, entry, order, backLabel }: SurveyRunnerProps) {
  const SurveyFrame = entry.embedded ? EmbeddedFrame : PageFrame;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const questions = questionsInOrder(survey);
  const [currentId, setCurrentId] = useState<string | null>(() => firstQuestionId(survey));
  const [prefill, setPrefill] = useState<string>('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [moved, setMoved] = useState(false);
  // Query answers are submitted once, when the survey first shows.
  const [autoPlan] = useState(() => queryAnswerPlan(survey, firstQuestionId(survey), answersFromQuery(params)));
  const [autoRunning, setAutoRunning] = useState(autoPlan.length > 0);
  const started = useRef(false);

  const finish = () => {
    showSnackbar({ message: SURVEY_THANKS, theme: 'success' });
    navigate(entry.baseRoute, { replace: true });
  };

  useEffect(() => {
    if (started.current || autoPlan.length === 0) return;
    started.current = true;
    void (async () => {
      for (const { questionId, answer } of autoPlan) {
        try {
          await submitSurveyAnswer(survey.surveyId, questionId, answer, order);
        } catch {
          // Carry on by hand from the answer that failed, with it filled in.
          setCurrentId(questionId);
          setPrefill(answer);
          setError('We could not send that answer. Please try again.');
          setAutoRunning(false);
          return;
        }
      }
      showSnackbar({ message: SURVEY_THANKS, theme: 'success' });
      navigate(entry.baseRoute, { replace: true });
    })();
  }, [autoPlan, survey.surveyId, order, entry.baseRoute, navigate]);

  if (autoRunning) {
    return (
      <SurveyFrame>
        <div className="survey-loading">
          <Spinner label="Sending your answers" size="lg" />
        </div>
      </SurveyFrame>
    );
  }

  const current = questions.find((q) => q.question.questionId === currentId);
  if (!current) {
    return (
      <SurveyFrame title={survey.title}>
        <Section title="No questions right now">
          <p>There is nothing to answer in this survey. Thanks for stopping by.</p>
          <Link to={entry.baseRoute}>{backLabel}</Link>
        </Section>
      </SurveyFrame>
    );
  }

  const moveOn = (serverNext: string | null | undefined) => {
    const next = nextQuestionId(survey, current.question.questionId, serverNext);
    setError(null);
    setPrefill('');
    setMoved(true);
    if (next) setCurrentId(next);
    else finish();
  };

  const answer = async (value: string) => {
    setSending(true);
    setError(null);
    try {
      const result = await submitSurveyAnswer(survey.surveyId, current.question.questionId, value, order);
      setSending(false);
      moveOn(result.nextQuestion?.nextQuestionId);
    } catch (e) {
      setSending(false);
      setError(
        e instanceof ApiError && e.status === 400 ? e.message : 'We could not send that answer. Please try again.',
      );
    }
  };

  return (
    <SurveyFrame title={survey.title}>
      <QuestionForm
        key={current.question.questionId}
        question={current.question}
        sectionTitle={current.sectionTitle}
        position={current.index + 1}
        total={questions.length}
        initial={prefill}
        sending={sending}
        error={error}
        focusOnShow={moved}
        onAnswer={answer}
        onSkip={() => moveOn(current.question.nextQuestion?.nextQuestionId)}
      />
      <p className="survey-exit">
        <Link to={entry.baseRoute}>{backLabel}</Link>
      </p>
    </SurveyFrame>
  );
}

interface QuestionFormProps {
  question: SurveyQuestion;
  sectionTitle: string;
  position: number;
  total: number;
  initial: string;
  sending: boolean;
  error: string | null;
  /** Move focus to the question (every question after the first). */
  focusOnShow: boolean;
  onAnswer(value: string): void;
  onSkip(): void;
}

function QuestionForm({
  question,
  sectionTitle,
  position,
  total,
  initial,
  sending,
  error,
  focusOnShow,
  onAnswer,
  onSkip,
}: QuestionFormProps) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const legendRef = useRef<HTMLLegendElement>(null);
  const options = optionsFor(question);
  const errorId = `${id}-error`;
  const shownError = invalid
    ? question.kind === 'text'
      ? 'Please write an answer.'
      : 'Please choose an answer.'
    : error;

  // Each new question takes focus, so keyboard and screen-reader users start there.
  const [focusNow] = useState(focusOnShow);
  useEffect(() => {
    if (focusNow) legendRef.current?.focus();
  }, [focusNow]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      if (question.required) {
        setInvalid(true);
        return;
      }
      onSkip();
      return;
    }
    setInvalid(false);
    onAnswer(value.trim());
  };

  return (
    <section className="panel survey-question" aria-labelledby={`${id}-section`}>
      <h2 id={`${id}-section`} className="survey-question__section">
        {sectionTitle}
      </h2>
      <p className="survey-question__progress">
        Question {position} of {total}
        <span className="survey-progress" aria-hidden="true">
          <span style={{ width: `${(position / Math.max(total, 1)) * 100}%` }} />
        </span>
      </p>
      <form onSubmit={submit} noValidate aria-busy={sending}>
        <fieldset
          className="survey-fieldset"
          aria-describedby={shownError ? errorId : undefined}
          aria-invalid={invalid || undefined}
        >
          <legend ref={legendRef} tabIndex={-1} className="survey-question__text">
            {question.text}
            {question.required ? (
              <span className="survey-required"> (required)</span>
            ) : (
              <span className="survey-optional"> (optional)</span>
            )}
          </legend>
          {question.kind === 'text' ? (
            <>
              <label htmlFor={`${id}-text`} className="sr-only">
                Your answer
              </label>
              <textarea
                id={`${id}-text`}
                className="survey-text"
                rows={4}
                maxLength={1000}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                aria-invalid={invalid || undefined}
                aria-describedby={shownError ? errorId : undefined}
              />
            </>
          ) : (
            <div className={question.kind === 'rating' ? 'survey-options survey-options--rating' : 'survey-options'}>
              {options.map((option) => (
                <label key={option.value} className="survey-option">
                  <input
                    type="radio"
                    name={`${id}-answer`}
                    value={option.value}
                    checked={value === option.value}
                    onChange={() => setValue(option.value)}
                  />
                  {question.kind === 'rating' && option.label !== option.value ? (
                    <>
                      <span aria-hidden="true">{option.value}</span>
                      <span className="sr-only">{option.label}</span>
                    </>
                  ) : (
                    <span>{option.label}</span>
                  )}
                </label>
              ))}
            </div>
          )}
          {question.kind === 'rating' && options.length > 1 && (
            <p className="survey-scale" aria-hidden="true">
              <span>{options[0]!.value}: lowest</span>
              <span>{options.at(-1)!.value}: highest</span>
            </p>
          )}
        </fieldset>
        <p id={errorId} className="survey-error" role="alert">
          {shownError}
        </p>
        <div className="survey-actions">
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending…' : 'Next'}
          </Button>
          {!question.required && (
            <Button variant="ghost" onClick={onSkip} disabled={sending}>
              Skip
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
