import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { fallbackCoreServices } from '../../stores/builtInContent';
import { useSiteData } from '../../stores/siteData';
import { SectionHeading } from '../../components/SectionHeading';
import { ServiceIcon } from '../../components/ServiceIcon';
import { sectionForCategory } from '../services/serviceSections';

const TEASER_SIZE = 3;

/** The home page's three core services, below the hero (a lazy section). */
export default function ServicesTeaser() {
  const featured = useSiteData((state) => state.featuredServices);
  const services = (featured.length > 0 ? featured : fallbackCoreServices).slice(0, TEASER_SIZE);
  return (
    <section className="section section--tinted" aria-labelledby="services-teaser">
      <div className="container">
        <SectionHeading eyebrow="What we do" title="Services built for growing businesses" id="services-teaser">
          From your first website to a full product, one team designs, builds and supports it.
        </SectionHeading>
        <ul className="card-grid card-grid--3">
          {services.map((service) => (
            <li className="card" key={service._id}>
              <span className="icon-badge" aria-hidden="true">
                <ServiceIcon name={service.icon} size={26} />
              </span>
              <h3>{service.name}</h3>
              <p>{service.description}</p>
              <Link to={`/services#${sectionForCategory(service.category)}`} className="text-link">
                Learn more<span className="visually-hidden"> about {service.name}</span>
                <ArrowRight aria-hidden="true" size={16} />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
