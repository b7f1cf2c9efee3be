import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { mainNavigation, isGroup } from '../../app/navigation';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';

const companyLinks = mainNavigation.filter(isGroup).find((group) => group.label === 'Company')?.items ?? [];

/** /company is a navigation group in the spec; its page simply lists the group's pages. */
export default function CompanyPage() {
  return (
    <>
      <PageMeta title="Company" />
      <PageHero eyebrow="Company" title="Get to know us" lead="Who we are, and how to reach us." />
      <section className="section">
        <div className="container">
          <ul className="card-grid card-grid--2">
            {companyLinks.map((link) => (
              <li className="card" key={link.to}>
                <h2>{link.label}</h2>
                <Link to={link.to} className="text-link">
                  Open {link.label}
                  <ArrowRight aria-hidden="true" size={16} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
