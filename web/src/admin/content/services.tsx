import { textLimits } from '../../../../shared/api/common';
import { type Service, ServiceInput } from '../../../../shared/api/services';
import {
  BILLING_CYCLES,
  CURRENCIES,
  DEFAULT_BILLING_CYCLE,
  DEFAULT_CURRENCY,
  DEFAULT_ORDER,
  SERVICE_CATEGORIES,
  SERVICE_ICONS,
  type BillingCycle,
  type Currency,
  type ServiceCategory,
  type ServiceIcon,
} from '../../../../shared/constants';
import { Checkbox, FieldGrid, Select, TextArea, TextInput } from '../ui/fields';
import { formatDate } from '../ui/format';
import { bindDraft } from './bindDraft';
import type { DraftFieldsProps, EntityDefinition } from './entityDefinition';
import { EntityTab } from './EntityTab';
import { integerAtLeast, parseLines } from './formRules';

/** Each text field stops where the API does (shared schema). */
const LIMITS = textLimits(ServiceInput);

/** Lists as one-per-line text and numbers as typed text; converted by `inputOf`. */
interface ServiceDraft {
  name: string;
  description: string;
  features: string;
  subServices: string;
  startingPrice: string;
  currency: string;
  billingCycle: string;
  icon: string;
  category: string;
  isActive: boolean;
  isFeatured: boolean;
  order: string;
}

function ServiceFields({ draft, set }: DraftFieldsProps<ServiceDraft>) {
  const { text, check } = bindDraft(draft, set);
  return (
    <>
      <TextInput label="Name" required maxLength={LIMITS.name} {...text('name')} />
      <TextArea label="Description" maxLength={LIMITS.description} {...text('description')} />
      <FieldGrid>
        <TextArea label="Features" {...text('features')} hint="One per line; blank lines are ignored." />
        <TextArea label="Sub-services" {...text('subServices')} hint="One per line; offered in the quote form." />
        <TextInput label="Starting price" type="number" min={0} step={1} inputMode="numeric" {...text('startingPrice')} />
        <Select label="Currency" options={CURRENCIES} {...text('currency')} />
        <Select label="Billing cycle" options={BILLING_CYCLES} {...text('billingCycle')} />
        <Select label="Icon" options={SERVICE_ICONS} {...text('icon')} />
        <Select label="Category" options={SERVICE_CATEGORIES} {...text('category')} />
        <TextInput label="Order" type="number" min={1} step={1} inputMode="numeric" {...text('order')} hint="1 comes first." />
      </FieldGrid>
      <Checkbox label="Active (shown on the site)" {...check('isActive')} />
      <Checkbox label="Featured" {...check('isFeatured')} />
    </>
  );
}

const services: EntityDefinition<ServiceInput, Service, ServiceDraft> = {
  label: 'Service',
  title: 'Services',
  plural: 'services',
  description: 'What the agency offers, with prices from.',
  data: { key: 'services' },
  endpoints: (api) => api.services,
  columns: [
    { header: 'Name', cell: (s) => <strong>{s.name}</strong> },
    { header: 'Category', cell: (s) => s.category },
    { header: 'Starting Price', cell: (s) => `${s.pricing.currency} ${s.pricing.startingPrice.toLocaleString('en-IN')}` },
    { header: 'Date', cell: (s) => formatDate(s.createdAt) },
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
