import type { BrandTable } from './brandFields.ts';
import type { FormText } from './brandValues.ts';

/** The item roughly as readers see it on the public overview: its image, title and words. */
export function ItemPreview({ spec, form }: { spec: BrandTable; form: FormText }) {
  const image = spec.fields.find((field) => field.kind === 'image');
  const words = spec.fields.filter((field) => ['text', 'textarea', 'date'].includes(field.kind) && field.name !== spec.titleField);
  const imageUrl = image ? form[image.name] : '';
  return (
    <section className="editor-preview" aria-label={`Preview of the ${spec.noun}`}>
      {image && imageUrl && <img src={imageUrl} alt={form[image.altName ?? ''] ?? ''} className="editor-image-thumb" />}
      {spec.table === 'testimonials' ? (
        <figure>
          <blockquote>{form.quote || 'The quote shows here.'}</blockquote>
          <figcaption>
            {form.person}
            {form.role ? `, ${form.role}` : ''}
          </figcaption>
        </figure>
      ) : (
        <>
          <h3>{form[spec.titleField] || `The ${spec.noun}’s title`}</h3>
          {words.map((field) => (form[field.name] ? <p key={field.name}>{form[field.name]}</p> : null))}
        </>
      )}
    </section>
  );
}
