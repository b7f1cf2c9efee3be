import { Check } from 'lucide-react';
import type { Service } from '../../../shared/api/services';
import { billingCycleLabel, formatStartingPrice, moreFeaturesLabel, previewFeatures } from '../lib/format';
import { sectionForCategory } from '../pages/services/serviceSections';
import { ServiceIcon } from './ServiceIcon';

/** A service card (spec §2 'Services page'): icon, name, starting price, description, features. */
export function ServiceCard({ service }: { service: Service }) {
  const features = previewFeatures(service.features ?? []);
  return (
    <article className="card service-card" id={sectionForCategory(service.category)}>
      <span className="icon-badge" aria-hidden="true">
        <ServiceIcon name={service.icon} size={26} />
      </span>
      <h3>{service.name}</h3>
      <p className="price">
        <span className="price__label">Starting from</span>{' '}
        <strong>{formatStartingPrice(service.pricing.startingPrice, service.pricing.currency)}</strong>{' '}
        <span className="price__cycle">{billingCycleLabel(service.pricing.billingCycle)}</span>
      </p>
      <p>{service.description}</p>
      <ul className="feature-list">
        {features.shown.map((feature) => (
          <li key={feature}>
            <Check aria-hidden="true" size={16} />
            {feature}
          </li>
        ))}
        {features.hidden > 0 && <li className="feature-list__more">{moreFeaturesLabel(features.hidden)}</li>}
      </ul>
    </article>
  );
}
