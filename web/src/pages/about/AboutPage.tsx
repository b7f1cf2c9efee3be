import { useSiteData } from '../../stores/siteData';
import { CallToAction } from '../../components/CallToAction';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { SectionHeading } from '../../components/SectionHeading';
import { ValuesAndImpact } from '../../components/ValuesAndImpact';
import { ButtonLink } from '../../components/ButtonLink';

export default function AboutPage() {
  const { siteInfo, contactInfo, business } = useSiteData((state) => state.config);
  return (
    <>
      <PageMeta title="About Us" description={siteInfo.description} />
      <PageHero eyebrow="About Us" title={`About ${siteInfo.name}`} lead={siteInfo.tagline} />
      <section className="section" aria-labelledby="our-story">
        <div className="container prose">
          <SectionHeading title="Our Story" id="our-story" />
          <p>{siteInfo.description}</p>
          <p>
            Founded in {business.foundingYear} in {contactInfo.city}, {contactInfo.state}, we are a team of {business.employeeCount}{' '}
            designers and engineers serving clients across {business.serviceArea}. We work the way we would want to be
            treated as clients: a fixed quote before work begins, weekly progress you can try yourself, and one month of
            support after launch.
          </p>
        </div>
      </section>
      <ValuesAndImpact />
      <CallToAction title="Let’s build something together" text="Tell us about your idea; the first consultation is free.">
        <ButtonLink to="/contact" look="primary">Contact Us</ButtonLink>
        <ButtonLink to="/portfolio" look="secondary">See Our Work</ButtonLink>
      </CallToAction>
    </>
  );
}
