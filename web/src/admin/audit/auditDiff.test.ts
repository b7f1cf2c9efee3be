import { describe, expect, it } from 'vitest';
import { changedFields, describeEntry } from './auditDiff';

describe('the Activity diff', () => {
  it('shows an edit as the fields that changed, nested settings spelled out', () => {
    expect(
      changedFields(
        { _id: 'p1', title: 'Old', featured: false, technologies: ['React'], updatedAt: 'a', siteInfo: { name: 'Agency', tagline: 'Same' } },
        { _id: 'p1', title: 'New', featured: true, technologies: ['React', 'Node'], updatedAt: 'b', siteInfo: { name: 'Agency Ltd', tagline: 'Same' } },
      ),
    ).toEqual([
      { field: 'Title', before: 'Old', after: 'New' },
      { field: 'Featured', before: 'No', after: 'Yes' },
      { field: 'Technologies', before: 'React', after: 'React, Node' },
      { field: 'Site › Name', before: 'Agency', after: 'Agency Ltd' },
    ]);
  });

  it('shows a new record by what it was given and a deleted one by what it had', () => {
    expect(changedFields(null, { title: 'Shop', liveUrl: '' })).toEqual([{ field: 'Title', before: null, after: 'Shop' }]);
    expect(changedFields({ email: 'a@example.com' }, null)).toEqual([{ field: 'E-mail', before: 'a@example.com', after: null }]);
    expect(changedFields(null, null)).toEqual([]);
  });

  it("names a lead's owner by their address, not the id it is stored as", () => {
    const address = (id: string) => ({ a1b2: 'priya.sharma.business.development.lead@narmada.in' })[id] ?? 'a removed account';
    expect(changedFields({ status: 'new', ownerId: null }, { status: 'contacted', ownerId: 'a1b2' }, address)).toEqual([
      { field: 'Status', before: 'New', after: 'Contacted' },
      { field: 'Owner', before: '—', after: 'priya.sharma.business.development.lead@narmada.in' },
    ]);
    expect(changedFields({ ownerId: 'gone' }, { ownerId: null }, address)).toEqual([{ field: 'Owner', before: 'a removed account', after: '—' }]);
  });

  it('names stored codes as staff read them, never raw (issue 27 item 3)', () => {
    expect(changedFields(null, { name: 'Diwali', targetAudience: 'newsletter_subscribers', templateType: 'email_campaign' })).toEqual([
      { field: 'Name', before: null, after: 'Diwali' },
      { field: 'Audience', before: null, after: 'Newsletter subscribers' },
      { field: 'Type', before: null, after: 'Campaign mail' },
    ]);
    expect(changedFields(null, { originalName: 'logo.png', mime: 'image/png' })).toEqual([
      { field: 'File name', before: null, after: 'logo.png' },
      { field: 'File type', before: null, after: 'PNG image' },
    ]);
    expect(changedFields(null, { otp_sends: 2, person_events: 3 })).toEqual([
      { field: 'Verification code mails', before: null, after: '2' },
      { field: 'Timeline entries', before: null, after: '3' },
    ]);
  });

  it('says what happened in a sentence', () => {
    expect(describeEntry({ action: 'update', entity: 'project', before: { title: 'A' }, after: { title: 'B' } })).toBe('updated Project "B"');
    expect(describeEntry({ action: 'delete', entity: 'template', before: { name: 'Welcome' }, after: null })).toBe('deleted E-mail template "Welcome"');
    expect(describeEntry({ action: 'erase', entity: 'person', before: null, after: { contacts: 1 } })).toBe('erased the person');
  });
});
