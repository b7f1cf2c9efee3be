import type { Service, ServiceInput } from '../../../../shared/api/services';
import { DEFAULT_BILLING_CYCLE, DEFAULT_CURRENCY, DEFAULT_ORDER, type BillingCycle, type Currency, type ServiceCategory, type ServiceIcon } from '../../../../shared/constants';
import type { EntityDefinition } from './entityDefinition';
import { EntityTab } from './EntityTab';
import { integerAtLeast, parseLines } from './formRules';
import { ServiceFields, type ServiceDraft } from './ServiceFields';
import { ShortDate } from '../ui/Moment';

const services: EntityDefinition<ServiceInput, Service, ServiceDraft> = {
  label: 'Service',
  title: 'Services',
  plural: 'services',
  description: 'What the agency offers, with prices from.',
  data: { key: 'services' },
  reloads: ['services'],
  endpoints: (api) => api.services,
  columns: [
    { header: 'Name', cell: (s) => <strong>{s.name}</strong> },
    { header: 'Category', cell: (s) => s.category },
    { header: 'Starting Price', cell: (s) => `${s.pricing.currency} ${s.pricing.startingPrice.toLocaleString('en-IN')}` },
    { header: 'Date', cell: (s) => <ShortDate value={s.createdAt} /> },
  ],
  rowLabel: (s) => s.name,
  emptyDraft: () => ({
    name: '',
    description: '',
    features: '',
    subServices: '',
    startingPrice: '0',
    currency: DEFAULT_CURRENCY,
    billingCycle: DEFAULT_BILLING_CYCLE,
    icon: 'Globe',
    category: 'web',
    isActive: true,
    isFeatured: false,
    order: String(DEFAULT_ORDER),
  }),
  draftOf: (s) => ({
    name: s.name,
    description: s.description,
    features: s.features.join('\n'),
    subServices: s.subServices.join('\n'),
    startingPrice: String(s.pricing.startingPrice),
    currency: s.pricing.currency,
    billingCycle: s.pricing.billingCycle,
    icon: s.icon,
    category: s.category,
    isActive: s.isActive,
    isFeatured: s.isFeatured,
    order: String(s.order),
  }),
  inputOf: (d) => ({
    name: d.name.trim(),
    description: d.description,
    features: parseLines(d.features),
    subServices: parseLines(d.subServices),
    pricing: {
      startingPrice: integerAtLeast(d.startingPrice, 0, 0),
      currency: d.currency as Currency,
      billingCycle: d.billingCycle as BillingCycle,
    },
    icon: d.icon as ServiceIcon,
    category: d.category as ServiceCategory,
    isActive: d.isActive,
    isFeatured: d.isFeatured,
    order: integerAtLeast(d.order, 1, DEFAULT_ORDER),
  }),
  Fields: ServiceFields,
};

export const ServicesTab = () => <EntityTab definition={services} />;
