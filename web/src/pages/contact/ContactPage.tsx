import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { useSiteData } from '../../stores/siteData';
import { AsideItem } from '../../components/AsideItem';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { useLocation, useNavigate } from 'react-router-dom';
import { ContactForm, type ContactVerification } from '../../features/contact/ContactForm';
import { isContactSentState } from '../../features/contact/contactApi';
import { otpStep } from '../../features/otp/otpStep';
import { useFormView } from '../../features/analytics/useFormView';

/** The contact form with the e-mail verification of the OTP feature: a code, then /verify-otp. */
function useContactVerification(): ContactVerification {
  const navigate = useNavigate();
  const step = otpStep();
  return {
    isVerified: step.isVerified,
    async start({ email, name, phone }) {
      const failure = await step.requestCode({ email, name, phone, type: 'contact' });
      if (!failure) navigate(`/verify-otp?email=${encodeURIComponent(email)}&type=contact`);
      return failure;
    },
  };
}

export default function ContactPage() {
  useFormView('contact');
  const contact = useSiteData((state) => state.config.contactInfo);
  const verification = useContactVerification();
  const location = useLocation();
  const whatsappNumber = contact.whatsapp.replace(/\D/g, '');
  return (
    <>
      <PageMeta title="Contact" description="Talk to our team about your website, app or design project." />
      <PageHero eyebrow="Contact" title="Let’s talk about your project" lead="Send a message and we will reply within one working day." />
      <section className="section">
        <div className="container form-layout">
          {/* Keyed by history entry: Back to an earlier /contact shows that entry's form, never the
              panel of a later one (a navigation that waits for a page chunk keeps this one mounted). */}
          <ContactForm key={location.key} verification={verification} alreadySent={isContactSentState(location.state)} />
          <aside className="form-aside" aria-label="Contact details">
            <AsideItem icon={<Mail size={22} />} title="Email">
              <p>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </p>
              <p>
                <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
              </p>
            </AsideItem>
            <AsideItem icon={<Phone size={22} />} title="Phone">
              <p>
                <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a>
              </p>
            </AsideItem>
            <AsideItem icon={<MessageCircle size={22} />} title="WhatsApp">
              <p>
                <a href={`https://wa.me/${whatsappNumber}`} target="_blank" rel="noopener noreferrer">
                  Chat on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </p>
            </AsideItem>
            <AsideItem icon={<MapPin size={22} />} title="Office">
              <address>
                {contact.address}
                <br />
                {contact.city}, {contact.state}
              </address>
            </AsideItem>
          </aside>
        </div>
      </section>
    </>
  );
}
