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
      { field: 'Site info › Name', before: 'Agency', after: 'Agency Ltd' },
    ]);
  });

  it('shows a new record by what it was given and a deleted one by what it had', () => {
    expect(changedFields(null, { title: 'Shop', liveUrl: '' })).toEqual([{ field: 'Title', before: null, after: 'Shop' }]);
    expect(changedFields({ email: 'a@example.com' }, null)).toEqual([{ field: 'Email', before: 'a@example.com', after: null }]);
    expect(changedFields(null, null)).toEqual([]);
  });

  it('says what happened in a sentence', () => {
    expect(describeEntry({ action: 'update', entity: 'project', before: { title: 'A' }, after: { title: 'B' } })).toBe('updated Project "B"');
    expect(describeEntry({ action: 'delete', entity: 'template', before: { name: 'Welcome' }, after: null })).toBe('deleted E-mail template "Welcome"');
    expect(describeEntry({ action: 'erase', entity: 'person', before: null, after: { contacts: 1 } })).toBe('erased the person');
  });
});
