import { booksIdeas, caseStudies, talks, testimonials } from './brandFields.ts';
import { BrandItems } from './BrandItems.tsx';

/** /work: the case studies. (The profile on /about is ProfileEditor.) */
export function CaseStudies() {
  return <BrandItems spec={caseStudies} />;
}

/** /books-ideas: the books and ideas. */
export function BooksIdeas() {
  return <BrandItems spec={booksIdeas} />;
}

/** /media-portfolio: the talks, then the testimonials. */
export function MediaPortfolio() {
  return (
    <div className="admin-stack">
      <BrandItems spec={talks} />
      <BrandItems spec={testimonials} />
    </div>
  );
}
