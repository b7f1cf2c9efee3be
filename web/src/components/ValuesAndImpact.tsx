import { Heart, Lightbulb, Target } from 'lucide-react';
import { companyFigures, companyValues } from '../../../shared/content';
import { useSiteData } from '../stores/siteData';
import { FigureGrid } from './FigureGrid';
import { SectionHeading } from './SectionHeading';

const VALUE_ICONS = [Target, Heart, Lightbulb];

/** 'Our Values' and 'Our Impact' (spec §2), shared by the services, portfolio and about pages. */
export function ValuesAndImpact() {
  const figures = useSiteData((state) => state.config.figures);
  return (
    <>
      <section className="section" aria-labelledby="our-values">
        <div className="container">
          <SectionHeading eyebrow="What drives us" title="Our Values" id="our-values" />
          <ul className="card-grid card-grid--3">
            {companyValues.map((value, index) => {
              const Icon = VALUE_ICONS[index % VALUE_ICONS.length];
              return (
                <li className="card card--centered" key={value.title}>
                  <span className="icon-badge" aria-hidden="true">
                    <Icon size={24} />
                  </span>
                  <h3>{value.title}</h3>
                  <p>{value.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <section className="section section--dark" aria-labelledby="our-impact">
        <div className="container">
          <SectionHeading eyebrow="In numbers" title="Our Impact" id="our-impact" />
          <FigureGrid figures={companyFigures(figures).impact} tone="dark" />
        </div>
      </section>
    </>
  );
}
