import { MailCheck } from 'lucide-react';
import { quoteServiceGroups } from '../../../../shared/content';
import { fieldBinder, SelectField, TextAreaField, TextField } from '../../components/FormField';
import { useSiteData } from '../../stores/siteData';
import type { QuoteFields as Fields } from './quoteFormState';

const serviceOptions = quoteServiceGroups.map(({ value, label }) => ({ value, label }));

interface QuoteFieldsProps {
  fields: Fields;
  verified: boolean;
  set(field: keyof Fields): (event: { target: { value: string } }) => void;
  /** Leaving the e-mail field: an address this browser already proved skips the code. */
  onEmailBlur(email: string): void;
}

/** What the visitor tells about the project; budgets and timelines come from the configuration. */
export function QuoteFields({ fields, verified, set, onEmailBlur }: QuoteFieldsProps) {
  const { budgetRanges, timelines } = useSiteData((data) => data.config);
  const subServices = quoteServiceGroups.find((group) => group.value === fields.service)?.subServices ?? [];
  const bind = fieldBinder(fields, set);
  return (
    <>
      <div className="form-grid">
        <TextField label="Full Name" autoComplete="name" required {...bind('name')} />
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          required
          {...bind('email')}
          onBlur={(event) => onEmailBlur(event.target.value)}
          hint={
            verified && (
              <span className="verified-note">
                <MailCheck aria-hidden="true" size={14} /> Email verified
              </span>
            )
          }
        />
        <TextField label="Phone Number" type="tel" autoComplete="tel" {...bind('phone')} />
        <SelectField label="Primary Service" required placeholder="Select a service" options={serviceOptions} {...bind('service')} />
        <SelectField
          label="Sub-service"
          required
          disabled={!fields.service}
          placeholder={fields.service ? 'Select a sub-service' : 'Choose a primary service first'}
          options={subServices.map((name) => ({ value: name, label: name }))}
          {...bind('subService')}
        />
        <SelectField label="Budget (INR)" required placeholder="Select your budget" options={budgetRanges} {...bind('budget')} />
        <SelectField label="Timeline" required placeholder="Select a timeline" options={timelines} {...bind('timeline')} />
      </div>
      <TextAreaField
        label="Project Description"
        required
        placeholder="Tell us about your goals, audience and any must-have features"
        {...bind('message')}
      />
    </>
  );
}
