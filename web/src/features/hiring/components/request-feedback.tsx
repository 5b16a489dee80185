import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { RequestDetailsDialogFeedbackDocument } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-message';
import {
  FEEDBACK_BOUNDS,
  feedbackProblems,
  type FeedbackProblems,
  type FeedbackValues,
} from '../feedback-rules';
import { HIRE_MESSAGES } from '../hire-messages';
import { TextAreaField } from '../../../ui/text-area-field';

const RATINGS = [1, 2, 3, 4, 5];

/** Feedback already given: the rating as stars and the message. */
export function GivenFeedback({ feedback }: { feedback: { rating: number; message: string } }) {
  return (
    <div className="request-feedback">
      <h3 className="request-details__heading">Your feedback</h3>
      <p className="request-feedback__stars">
        <span aria-hidden="true">
          {'★'.repeat(feedback.rating)}
          {'☆'.repeat(5 - feedback.rating)}
        </span>
        <span className="visually-hidden">{feedback.rating} out of 5</span>
      </p>
      <p className="request-feedback__message">{feedback.message}</p>
    </div>
  );
}

/**
 * The feedback form of a completed project: a rating from 1 to 5 and a message
 * about the expert, sent once. The answer puts the feedback on the accepted application in the
 * cache, which replaces this form with what was given.
 */
export function FeedbackForm({ requestId }: { requestId: string }) {
  const ratingName = useId();
  const [values, setValues] = useState<FeedbackValues>({ rating: 0, message: '' });
  const [problems, setProblems] = useState<FeedbackProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [send, { loading }] = useMutation(RequestDetailsDialogFeedbackDocument);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const found = feedbackProblems(values);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      await send({
        variables: {
          input: { requestId, rating: values.rating, message: values.message.trim() },
        },
      });
    } catch {
      setFailure(HIRE_MESSAGES.feedbackFailed);
    }
  }

  return (
    <form className="request-feedback" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="request-details__heading">Rate your expert</h3>
      <fieldset
        className="request-feedback__rating"
        aria-describedby={problems.rating ? `${ratingName}-error` : undefined}
      >
        <legend className="request-feedback__legend">Rating</legend>
        {RATINGS.map((rating) => (
          <label key={rating} className="request-feedback__star">
            <input
              type="radio"
              name={ratingName}
              value={rating}
              checked={values.rating === rating}
              onChange={() => setValues((current) => ({ ...current, rating }))}
            />
            <span aria-hidden="true">{rating <= values.rating ? '★' : '☆'}</span>
            <span className="visually-hidden">
              {rating} {rating === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
      </fieldset>
      {problems.rating && (
        <p id={`${ratingName}-error`} className="text-field__error">
          {problems.rating}
        </p>
      )}
      <TextAreaField
        label="Message"
        value={values.message}
        error={problems.message}
        counterMax={FEEDBACK_BOUNDS.message.max}
        rows={3}
        onChange={(event) => setValues((current) => ({ ...current, message: event.target.value }))}
      />
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <div>
        <Button type="submit" loading={loading}>
          Send Feedback
        </Button>
      </div>
    </form>
  );
}
