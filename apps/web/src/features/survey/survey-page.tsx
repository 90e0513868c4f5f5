// /{baseRoute*}/survey/{surveyId}: customer survey (survey issue loads questions and answers).
import { Link } from 'react-router';
import { Page, Section } from '../../ui/page/page.tsx';

export interface SurveyEntry {
  baseRoute: string;
  surveyId: string;
  orderId?: string;
}

export function SurveyPage({ entry }: { entry: SurveyEntry }) {
  return (
    <Page title="Tell us how we did" lead={<p>A few quick questions. It takes about a minute.</p>} width="narrow">
      {entry.orderId && (
        <Section title="About your order">
          <p>Your answers are about order {entry.orderId}.</p>
        </Section>
      )}
      <p>
        <Link to={entry.baseRoute}>{entry.orderId ? 'Back to your order' : 'Skip the survey'}</Link>
      </p>
    </Page>
  );
}
