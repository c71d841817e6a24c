/** Key under `testimonials.items` in home.json (name, initials, city, quote). */
export type TestimonialId = 'layla' | 'james' | 'fatima' | 'omar';

export interface Testimonial {
  id: TestimonialId;
  /** Stars out of 5. */
  rating: number;
}

// §1: four entries in a carousel that advances every 5 seconds.
export const TESTIMONIALS: readonly [Testimonial, ...Testimonial[]] = [
  { id: 'layla', rating: 5 },
  { id: 'james', rating: 5 },
  { id: 'fatima', rating: 5 },
  { id: 'omar', rating: 4 },
];
