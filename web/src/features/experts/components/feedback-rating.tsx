import './feedback-rating.css';

/** The most a client can rate an expert's work. */
export const MAX_RATING = 5;

export interface FeedbackRatingProps {
  rating: number;
  message: string;
}

/**
 * A client's feedback: the rating as five dots, filled up to it, read as "Rated 4 out of 5", and
 * the client's words.
 */
export function FeedbackRating({ rating, message }: FeedbackRatingProps) {
  return (
    <figure className="feedback-rating">
      <span
        className="feedback-rating__dots"
        role="img"
        aria-label={`Rated ${rating} out of ${MAX_RATING}`}
      >
        {Array.from({ length: MAX_RATING }, (_, index) => (
          <span
            key={index}
            className={
              index < rating
                ? 'feedback-rating__dot feedback-rating__dot--on'
                : 'feedback-rating__dot'
            }
          />
        ))}
      </span>
      <blockquote className="feedback-rating__message">{message}</blockquote>
    </figure>
  );
}
