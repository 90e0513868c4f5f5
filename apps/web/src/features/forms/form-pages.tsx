// Contact, franchise and careers pages, each carrying its store form
// (POST /storeform/contact|franchise|careers); the campaign page is campaign-page.tsx.
import { Link, useLocation } from 'react-router';
import { useSupportPhone } from '../../lib/api/get-configuration.ts';
import { PhoneIcon } from '../../ui/icons/icons.tsx';
import { Page, Section } from '../../ui/page/page.tsx';
import { CareersForm } from './careers-form.tsx';
import { ContactForm } from './contact-form.tsx';
import { FranchiseForm } from './franchise-form.tsx';

function CallUs() {
  const phone = useSupportPhone();
  return (
    <Section title="Call us">
      <p>
        <a className="phone-link" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
          <PhoneIcon /> {phone}
        </a>
      </p>
      <p>For anything about an order you've placed, your local store can help fastest.</p>
    </Section>
  );
}

export function ContactPage() {
  return (
    <Page
      title="Contact us"
      lead={<p>Questions, compliments or something not right? We're here to help.</p>}
      crumbs={[{ to: '/', label: 'Home' }]}
    >
      <div className="grid-2">
        <Section title="Send us a message">
          <ContactForm />
        </Section>
        <div>
          <CallUs />
          <Section title="Quick help">
            <ul className="link-list">
              <li>
                <Link to="/track-order">Track an order</Link>
              </li>
              <li>
                <Link to="/faq">Frequently asked questions</Link>
              </li>
              <li>
                <Link to="/stores">Find your store's phone number</Link>
              </li>
            </ul>
          </Section>
        </div>
      </div>
    </Page>
  );
}

export function FranchisePage() {
  return (
    <Page
      title="Own a Red Roof Pizza store"
      eyebrow="Franchising"
      lead={<p>Run your own business with the backing of a national brand.</p>}
      crumbs={[{ to: '/', label: 'Home' }]}
    >
      <div className="grid-2">
        <Section title="What we look for">
          <ul>
            <li>Hands-on owners who want to lead a local team</li>
            <li>Experience running a business or managing people</li>
            <li>Capital to invest in a new or existing store</li>
          </ul>
        </Section>
        <Section title="What happens next">
          <p>Register your interest and our franchise team will call you within five business days.</p>
        </Section>
      </div>
      <Section title="Register your interest">
        <FranchiseForm />
      </Section>
    </Page>
  );
}

export function FranchiseThanksPage() {
  const reference = (useLocation().state as { reference?: unknown } | null)?.reference;
  return (
    <Page
      title="Thanks for your interest"
      eyebrow="Franchising"
      lead={<p>Our franchise team will be in touch within five business days.</p>}
      width="narrow"
    >
      {typeof reference === 'string' && (
        <p role="status">
          Your reference: <code>{reference}</code>
        </p>
      )}
      <Section title="While you wait">
        <ul className="link-list">
          <li>
            <Link to="/about-us">Read about Red Roof Pizza</Link>
          </li>
          <li>
            <Link to="/stores">Visit a store near you</Link>
          </li>
        </ul>
      </Section>
    </Page>
  );
}

export function CareersPage() {
  return (
    <Page
      title="Careers"
      lead={<p>Flexible shifts, free pizza and a team that has your back.</p>}
      crumbs={[{ to: '/', label: 'Home' }]}
    >
      <div className="grid-2">
        <Section title="Roles in our stores">
          <ul>
            <li>Team member: make pizzas and serve customers</li>
            <li>Delivery driver: get orders to customers hot</li>
            <li>Shift and store manager: lead a store team</li>
          </ul>
        </Section>
        <Section title="How to apply">
          <p>Choose a store and role, tell us when you can work, and the store manager will get in touch.</p>
        </Section>
      </div>
      <Section title="Apply now">
        <CareersForm />
      </Section>
    </Page>
  );
}
