import { textLimits } from '../../../../shared/api/common';
import { type Testimonial, TestimonialInput } from '../../../../shared/api/testimonials';
import { DEFAULT_ORDER, DEFAULT_RATING } from '../../../../shared/constants';
import { Checkbox, FieldGrid, Select, TextArea, TextInput } from '../ui/fields';
import { bindDraft } from './bindDraft';
import { ImageField } from './ImageField';
import type { DraftFieldsProps, EntityDefinition } from './entityDefinition';
import { EntityTab } from './EntityTab';
import { integerAtLeast, ratingFrom } from './formRules';
import { ShortDate } from '../ui/Moment';

/** Each text field stops where the API does (shared schema). */
const LIMITS = textLimits(TestimonialInput);

type TestimonialDraft = Omit<TestimonialInput, 'rating' | 'order' | 'project'> & { rating: string; order: string; project: string };

const RATINGS = ['5', '4', '3', '2', '1'].map((value) => ({ value, label: `${value} star${value === '1' ? '' : 's'}` }));

function TestimonialFields({ draft, set }: DraftFieldsProps<TestimonialDraft>) {
  const { text, check } = bindDraft(draft, set);
  return (
    <>
      <FieldGrid>
        <TextInput label="Name" required maxLength={LIMITS.name} {...text('name')} />
        <TextInput label="Position" maxLength={LIMITS.position} {...text('position')} />
        <TextInput label="Company" maxLength={LIMITS.company} {...text('company')} />
        <TextInput label="Project" maxLength={LIMITS.project} {...text('project')} />
      </FieldGrid>
      <TextArea label="Testimonial" required maxLength={LIMITS.content} {...text('content')} />
      <FieldGrid>
        <Select label="Rating" options={RATINGS} {...text('rating')} />
        <TextInput label="Order" type="number" min={1} step={1} inputMode="numeric" {...text('order')} />
      </FieldGrid>
      <ImageField label="Photo" maxLength={LIMITS.image} value={draft.image} onChange={(image) => set({ image } as Partial<TestimonialDraft>)} />
      <Checkbox label="Active" {...check('isActive')} />
      <Checkbox label="Approved" {...check('isApproved')} />
      <Checkbox label="Featured" {...check('isFeatured')} />
    </>
  );
}

const testimonials: EntityDefinition<TestimonialInput, Testimonial, TestimonialDraft> = {
  label: 'Testimonial',
  title: 'Testimonials',
  plural: 'testimonials',
  description: 'What clients say, as shown on the public site.',
  data: { key: 'testimonials' },
  reloads: ['testimonials'],
  endpoints: (api) => api.testimonials,
  columns: [
    { header: 'Name', cell: (t) => <strong>{t.name}</strong> },
    { header: 'Company', cell: (t) => t.company || '—' },
    { header: 'Rating', cell: (t) => <span aria-label={`${t.rating} of 5 stars`}>{'★'.repeat(t.rating)}</span> },
    { header: 'Date', cell: (t) => <ShortDate value={t.createdAt} /> },
  ],
  rowLabel: (t) => t.name,
  emptyDraft: () => ({
    name: '',
    position: '',
    company: '',
    content: '',
    rating: String(DEFAULT_RATING),
    image: '',
    isActive: true,
    isApproved: true,
    isFeatured: false,
    order: String(DEFAULT_ORDER),
    project: '',
  }),
  draftOf: ({ _id: _ignored, createdAt: _c, updatedAt: _u, rating, order, project, ...rest }) => ({
    ...rest,
    rating: String(rating),
    order: String(order),
    project: project ?? '',
  }),
  inputOf: ({ rating, order, project, ...rest }) => ({
    ...rest,
    name: rest.name.trim(),
    rating: ratingFrom(rating, DEFAULT_RATING),
    order: integerAtLeast(order, 1, DEFAULT_ORDER),
    ...(project.trim() ? { project: project.trim() } : {}),
  }),
  Fields: TestimonialFields,
};

export const TestimonialsTab = () => <EntityTab definition={testimonials} />;
