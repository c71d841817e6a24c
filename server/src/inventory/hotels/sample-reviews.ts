import { seededRandom } from '../shared/random.ts';
import { addDays } from '../shared/time.ts';
import { REVIEW_SENTENCES, REVIEW_TITLES, REVIEWERS, type Mood } from './data/reviews.ts';
import type { Hotel } from './types.ts';

// The sample guest reviews a hotel's detail page shows (content.ts), drawn from the hotel's code.

const moodOf = (rating: number): Mood =>
  rating >= 4.5 ? 'great' : rating >= 3.8 ? 'good' : rating >= 3 ? 'mixed' : 'poor';

// Five reviews from the last 18 months before the first of today's month (so they stay put all
// month), around the hotel's score.
export function sampleReviews(hotel: Hotel, today: string, arabic: boolean) {
  const random = seededRandom('reviews', hotel.code);
  const monthStart = `${today.slice(0, 8)}01`;
  const count = Math.min(5, hotel.reviewCount);
  return Array.from({ length: count }, (_, index) => {
    const rating = Math.min(
      5,
      Math.max(1, Math.round((hotel.guestScore + (random() - 0.5) * 1.6) * 10) / 10),
    );
    const mood = moodOf(rating);
    const [author, countryCode] = REVIEWERS[Math.floor(random() * REVIEWERS.length)] as readonly [
      string,
      string,
    ];
    const title = REVIEW_TITLES[mood][Math.floor(random() * REVIEW_TITLES[mood].length)];
    const sentences = REVIEW_SENTENCES[mood];
    const first = Math.floor(random() * sentences.length);
    const second = (first + 1 + Math.floor(random() * (sentences.length - 1))) % sentences.length;
    const text = [sentences[first], sentences[second]]
      .map((sentence) => (arabic ? sentence?.ar : sentence?.en))
      .join(' ');
    return {
      author,
      countryCode,
      date: addDays(monthStart, -(index * 60 + Math.floor(random() * 60)) - 1),
      rating,
      title: (arabic ? title?.ar : title?.en) ?? '',
      text,
    };
  });
}
