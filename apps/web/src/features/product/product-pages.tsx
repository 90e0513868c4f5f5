// Product screens: over the menu (/menu/.../product/{type}/{slug}/{basketItemId?}), standalone
// (/product/{type}/{slug}/{basketItemId?}) and the meal builder (/pizza-meals/{slug}/{basketItemId?}).
// Product details, sizes and customisation arrive with the product issue.
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useLocationStore } from '../../lib/session/location-store.ts';
import { useOverlayRequests } from '../../lib/session/overlay-requests.ts';
import { titleFromSlug } from '../../lib/text.ts';
import { LocationPrompt } from '../../ui/location-prompt/location-prompt.tsx';
import { Modal } from '../../ui/modal/modal.tsx';
import { Page, Section } from '../../ui/page/page.tsx';

function ProductBody({ type, editing }: { type: string; editing: boolean }) {
  const localised = useLocationStore((s) => s.orderType !== 'unlocalised');
  const openLocalisation = useOverlayRequests((s) => s.openLocalisation);
  return (
    <>
      {editing && (
        <p className="notice" role="status">
          You are changing an item already in your cart.
        </p>
      )}
      <dl className="facts">
        <dt>Category</dt>
        <dd>{titleFromSlug(type)}</dd>
      </dl>
      {!localised && (
        <LocationPrompt
          text="Sizes, prices and toppings depend on your store. Choose delivery or pickup to customise this item."
          onChoose={openLocalisation}
        />
      )}
    </>
  );
}

export function ProductModalScreen() {
  const { category = '', subcategory, type = '', slug = '', basketItemId } = useParams();
  const navigate = useNavigate();
  const back = `/menu/${category}${subcategory ? `/${subcategory}` : ''}`;
  return (
    <Modal open title={titleFromSlug(slug)} size="lg" sheet onClose={() => navigate(back)}>
      <ProductBody type={type} editing={!!basketItemId} />
    </Modal>
  );
}

export function ProductPage() {
  const { type = '', slug = '', basketItemId } = useParams();
  return (
    <Page
      title={titleFromSlug(slug)}
      eyebrow="Menu"
      crumbs={[
        { to: '/', label: 'Home' },
        { to: `/menu/${type}`, label: titleFromSlug(type) },
      ]}
      width="narrow"
    >
      <ProductBody type={type} editing={!!basketItemId} />
    </Page>
  );
}

const MEAL_STEPS: { title: string; text: ReactNode }[] = [
  { title: 'Choose your pizzas', text: 'Pick each pizza in the meal, then its size, base and toppings.' },
  { title: 'Choose your sides', text: 'Swap in any side included in the meal.' },
  { title: 'Choose your drinks', text: 'Finish with the drinks that come with it.' },
];

export function MealPage() {
  const { slug = '', basketItemId } = useParams();
  const localised = useLocationStore((s) => s.orderType !== 'unlocalised');
  const openLocalisation = useOverlayRequests((s) => s.openLocalisation);
  return (
    <Page
      title={titleFromSlug(slug)}
      eyebrow="Pizza meal"
      crumbs={[
        { to: '/', label: 'Home' },
        { to: '/menu/pizza-meals', label: 'Pizza meals' },
      ]}
      width="narrow"
    >
      {basketItemId && (
        <p className="notice" role="status">
          You are changing a meal already in your cart.
        </p>
      )}
      {!localised && (
        <LocationPrompt text="Meal contents and prices depend on your store." onChoose={openLocalisation} />
      )}
      <ol className="steps">
        {MEAL_STEPS.map((step) => (
          <li key={step.title}>
            <Section title={step.title}>
              <p>{step.text}</p>
            </Section>
          </li>
        ))}
      </ol>
    </Page>
  );
}
