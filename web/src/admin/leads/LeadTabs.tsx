import type { Contact, Quote } from '../../../../shared/api/leads';
import { LeadTab } from './LeadTab';
import { leadColumns, senderDetails } from './leadColumns';

/** Messages from the contact form. */
export function ContactsTab() {
  return (
    <LeadTab<Contact>
      list="contacts"
      kind="contact"
      searchHint="name, e-mail or subject"
      title="Contacts"
      singular="Contact message"
      plural="contacts"
      description="Messages sent through the contact form."
      columns={leadColumns({ header: 'Subject', cell: (c) => c.subject })}
      details={(c) => [...senderDetails(c), ['Subject', c.subject], ['Message', c.message]]}
    />
  );
}

/** Quote requests from the Get Started form, with the service, budget and timeline asked for. */
export function QuotesTab() {
  return (
    <LeadTab<Quote>
      list="quotes"
      kind="quote"
      searchHint="name, e-mail or service"
      title="Quotes"
      singular="Quote request"
      plural="quotes"
      description="Project quote requests from the Get Started form."
      columns={leadColumns({ header: 'Service', cell: (q) => [q.labels.service, q.subService].filter(Boolean).join(' · ') })}
      details={(q) => [
        ...senderDetails(q),
        ['Service', q.labels.service],
        ['Sub-service', q.subService],
        ['Budget', q.labels.budget],
        ['Timeline', q.labels.timeline],
        ['Message', q.message],
      ]}
    />
  );
}
