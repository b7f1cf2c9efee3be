import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { NewsletterBox } from '../features/newsletter/NewsletterBox';
import { Logo } from './Logo';
import { SocialLinks } from './SocialLinks';
import { footerCompanyLinks, footerLegalLinks, footerServiceLinks, type NavLinkItem } from './navigation';
import { useSiteData } from '../stores/siteData';

function LinkList({ title, links }: { title: string; links: NavLinkItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="footer__heading">{title}</h2>
      <ul className="footer__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Footer of spec §2: address, phone, support e-mail, link lists, newsletter, copyright. Below the
 * fold on every page: its code loads when it nears the viewport (PublicLayout; its CSS comes with the layout).
 */
export default function Footer() {
  const { siteInfo, contactInfo, social } = useSiteData((state) => state.config);
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer__grid">
        <div className="footer__about">
          <Logo tone="light" />
          <p>{siteInfo.tagline}</p>
          <address>
            <p>
              <MapPin aria-hidden="true" size={16} />
              <span>
                {contactInfo.address}, {contactInfo.city}, {contactInfo.state}
              </span>
            </p>
            <p>
              <Phone aria-hidden="true" size={16} />
              <a href={`tel:${contactInfo.phone.replace(/\s/g, '')}`}>{contactInfo.phone}</a>
            </p>
            <p>
              <Mail aria-hidden="true" size={16} />
              <a href={`mailto:${contactInfo.supportEmail}`}>{contactInfo.supportEmail}</a>
            </p>
          </address>
          <SocialLinks social={social} />
        </div>
        <LinkList title="Services" links={footerServiceLinks} />
        <LinkList title="Company" links={footerCompanyLinks} />
        <NewsletterBox />
      </div>
      <div className="container footer__bottom">
        <p>
          © {year} {siteInfo.name}. All rights reserved.
        </p>
        <ul className="footer__legal">
          {footerLegalLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
