import { Clock, ShieldCheck, Wallet } from 'lucide-react';
import { AsideItem } from '../../components/AsideItem';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { QuoteForm } from '../../features/quote/QuoteForm';
import { useFormView } from '../../features/analytics/useFormView';

const PROMISES = [
  { icon: Clock, title: 'Reply within one working day', text: 'A real person reads every request.' },
  { icon: Wallet, title: 'Fixed quote in INR', text: 'No surprises: the price is agreed before work starts.' },
  { icon: ShieldCheck, title: 'Your details stay private', text: 'We verify your e-mail and never share it.' },
];

export default function GetStartedPage() {
  useFormView('quote');
  return (
    <>
      <PageMeta title="Get Started" description="Request a free, fixed quote for your website, app or design project." />
      <PageHero eyebrow="Get Started" title="Request a Quote" lead="Tell us about your project. We verify your e-mail with a 6-digit code, then send you a detailed quote." />
      <section className="section">
        <div className="container form-layout">
          <QuoteForm />
          <aside className="form-aside" aria-label="Why request a quote">
            {PROMISES.map(({ icon: Icon, title, text }) => (
              <AsideItem key={title} icon={<Icon size={22} />} title={title}>
                <p>{text}</p>
              </AsideItem>
            ))}
          </aside>
        </div>
      </section>
    </>
  );
}
