import { Link } from 'react-router-dom';
import { LEGAL_LAST_UPDATED, defaultSiteSettings, privacySections, termsSections } from '../../../../shared/content';
import { useSiteData } from '../../stores/siteData';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';

interface LegalPageProps {
  kind: 'terms' | 'privacy';
  title: string;
  /** The configurable versions name the configured site and show the last-updated date. */
  configurable: boolean;
}

const SECTIONS = { terms: termsSections, privacy: privacySections };

/** Terms and privacy, each in a static and a configurable version (spec route table). */
export function LegalPage({ kind, title, configurable }: LegalPageProps) {
  const config = useSiteData((state) => state.config);
  const source = configurable ? config : defaultSiteSettings;
  const sections = SECTIONS[kind]({ siteName: source.siteInfo.name, contactEmail: source.contactInfo.email });
  return (
    <>
      <PageMeta title={title} />
      <PageHero eyebrow="Legal" title={title} lead={configurable ? `Last updated: ${LEGAL_LAST_UPDATED}` : undefined} />
      <section className="section">
        <div className="container prose">
          {sections.map((section) => (
            <section key={section.heading} aria-label={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          <p>
            See also: <Link to={kind === 'terms' ? '/privacy' : '/terms'}>{kind === 'terms' ? 'Privacy' : 'Terms'}</Link>
          </p>
        </div>
      </section>
    </>
  );
}
