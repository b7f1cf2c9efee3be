import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProjectInput } from '../../../../shared/api/projects';
import { textLimits } from '../../../../shared/api/common';
import { Checkbox, Select, TextArea, TextInput } from './fields';

describe('admin form fields', () => {
  it('tie each label to its control, mark required ones and describe them with their hint', () => {
    render(
      <>
        <TextInput label="Title" required value="" onChange={() => undefined} hint="Shown on the portfolio" />
        <TextArea label="Description" value="" onChange={() => undefined} />
      </>,
    );
    const title = screen.getByRole('textbox', { name: /Title/ });
    expect(title.hasAttribute('required')).toBe(true);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
    expect(document.getElementById(title.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Shown on the portfolio');
    expect(screen.getByRole('textbox', { name: 'Description' }).tagName).toBe('TEXTAREA');
  });

  it('stop text where the API does when given the shared limits', () => {
    const limits = textLimits(ProjectInput);
    render(<TextInput label="Title" maxLength={limits.title} value="" onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Title' }).getAttribute('maxlength')).toBe('150');
  });

  it('offer plain or labelled options, and report changes', () => {
    const onChange = vi.fn();
    render(
      <>
        <Select label="Category" options={['web', 'mobile']} value="web" onChange={onChange} />
        <Select label="Audience" options={[{ value: 'all_users', label: 'All users' }]} value="all_users" onChange={() => undefined} />
        <Checkbox label="Featured" checked={false} onChange={onChange} />
      </>,
    );
    const category = screen.getByRole('combobox', { name: 'Category' });
    fireEvent.change(category, { target: { value: 'mobile' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('option', { name: 'All users' }).getAttribute('value')).toBe('all_users');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Featured' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
  });
});
