// /c/{slug?}/{storeId?}: the campaign form. The headline, body and image are the content service's
// campaign story (campaigns/{slug}; the newest one without a slug); a slug with no story is the
// not-found page. The storeId in the link preselects the store.
import { useParams } from 'react-router';
import { Markdown } from '../../lib/content/markdown.tsx';
import { Button } from '../../ui/button/button.tsx';
import { Page, Section } from '../../ui/page/page.tsx';
import { Spinner } from '../../ui/spinner/spinner.tsx';
import { CampaignForm } from './campaign-form.tsx';
import { useCampaign } from './campaign-story.ts';
import './forms.css';

export const campaignPageMessages = {
  loading: 'Loading the offer',
  failed: 'This offer could not be loaded. Please try again.',
  retry: 'Try again',
  fallbackTitle: 'Free pizza offer',
} as const;

/**
 * What the route error boundary shows as the not-found page (a 404 route error response): the
 * same page an unknown path gets, without this feature reaching into the content feature.
 */
export const campaignNotFound = () => ({ status: 404, statusText: 'Not Found', internal: false, data: 'Not found' });

export function CampaignFormPage() {
  const { slug, storeId } = useParams();
  const campaign = useCampaign(slug);
  const frame = { crumbs: [{ to: '/', label: 'Home' }], eyebrow: 'Offer', width: 'narrow' as const };

  // No heading while loading: the slug may turn out to be no campaign at all.
  if (campaign.isPending) {
    return (
      <div className="campaign-loading">
        <Spinner label={campaignPageMessages.loading} />
      </div>
    );
  }
  if (campaign.isError) {
    return (
      <Page title={campaignPageMessages.fallbackTitle} {...frame}>
        <div className="notice" role="alert">
          <p>{campaignPageMessages.failed}</p>
          <Button variant="secondary" onClick={() => void campaign.refetch()}>
            {campaignPageMessages.retry}
          </Button>
        </div>
      </Page>
    );
  }
  if (!campaign.data) throw campaignNotFound();

  const { content } = campaign.data;
  return (
    <Page title={content.headline} {...frame}>
      <img src={content.image.filename} alt={content.image.alt} className="campaign-image" />
      <Markdown>{content.body}</Markdown>
      <Section title="Get your coupon">
        <CampaignForm campaign={campaign.data.slug} storeId={storeId} />
      </Section>
    </Page>
  );
}
