import { MailCheck } from 'lucide-react';
import { quoteServiceGroups } from '../../../../shared/content';
import { SelectField, TextAreaField, TextField } from '../../components/FormField';
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
  return (
    <>
      <div className="form-grid">
        <TextField label="Full Name" name="name" autoComplete="name" required value={fields.name} onChange={set('name')} />
        <TextField
          label="Email Address"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={set('email')}
          onBlur={(event) => onEmailBlur(event.target.value)}
          hint={
            verified && (
              <span className="verified-note">
                <MailCheck aria-hidden="true" size={14} /> Email verified
              </span>
            )
          }
        />
        <TextField label="Phone Number" name="phone" type="tel" autoComplete="tel" value={fields.phone} onChange={set('phone')} />
        <SelectField
          label="Primary Service"
          name="service"
          required
          placeholder="Select a service"
          options={serviceOptions}
          value={fields.service}
          onChange={set('service')}
        />
        <SelectField
          label="Sub-service"
          name="subService"
          required
          disabled={!fields.service}
          placeholder={fields.service ? 'Select a sub-service' : 'Choose a primary service first'}
          options={subServices.map((name) => ({ value: name, label: name }))}
          value={fields.subService}
          onChange={set('subService')}
        />
        <SelectField
          label="Budget (INR)"
          name="budget"
          required
          placeholder="Select your budget"
          options={budgetRanges}
          value={fields.budget}
          onChange={set('budget')}
        />
        <SelectField
          label="Timeline"
          name="timeline"
          required
          placeholder="Select a timeline"
          options={timelines}
          value={fields.timeline}
          onChange={set('timeline')}
        />
      </div>
      <TextAreaField
        label="Project Description"
        name="message"
        required
        placeholder="Tell us about your goals, audience and any must-have features"
        value={fields.message}
        onChange={set('message')}
      />
    </>
  );
}
