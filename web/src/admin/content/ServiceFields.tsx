import { textLimits } from '../../../../shared/api/common';
import { ServiceInput } from '../../../../shared/api/services';
import { BILLING_CYCLES, CURRENCIES, SERVICE_CATEGORIES, SERVICE_ICONS } from '../../../../shared/constants';
import { Checkbox, FieldGrid, Select, TextArea, TextInput } from '../ui/fields';
import { bindDraft } from './bindDraft';
import type { DraftFieldsProps } from './entityDefinition';

/** Each text field stops where the API does (shared schema). */
const LIMITS = textLimits(ServiceInput);

/** Lists as one-per-line text and numbers as typed text; converted by `inputOf`. */
export interface ServiceDraft {
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

export function ServiceFields({ draft, set }: DraftFieldsProps<ServiceDraft>) {
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
