/** The sentences hiring shows, in one place for tests. */
export const HIRE_MESSAGES = {
  loadFailed: 'Failed to load hire requests',
  createFailed: 'Failed to submit your request. Please try again.',
  acceptFailed: 'Failed to accept application. Please try again.',
  rejectFailed: 'Failed to reject application. Please try again.',
  paymentFailed: 'Failed to process payment. Please try again.',
  paymentStarted: 'Payment processing initiated. Please complete payment to activate project.',
  cancelFailed: 'Failed to cancel the request. Please try again.',
  completeFailed: 'Failed to mark the project as completed. Please try again.',
  feedbackFailed: 'Failed to send your feedback. Please try again.',
  applicationsFailed: 'Failed to load applications',
  monitoring: 'View progress in Project Management',
  requirements: 'Requirements open in Project Management once the project is paid and active.',
  selectExpert:
    'Experts have applied to this request. Open View Applications to accept the one you want.',
  copied: 'Copied!',
  copyFailed: 'Could not copy. Select the text and copy it yourself.',
} as const;

/** What the dashboard says when a hire request's checkout returns (`?payment=`). */
export const HIRE_PAYMENT_RETURN = {
  success: 'Payment received. Your project is being activated.',
  cancelled: 'Payment cancelled. Your request is still waiting for payment.',
} as const;

/** Where a hire request's checkout returns: the Hire Requests section, which refreshes. */
export const HIRE_PAYMENT_RETURN_URL = '/dashboard?section=hire-requests&payment=success';
export const HIRE_PAYMENT_CANCEL_URL = '/dashboard?section=hire-requests&payment=cancelled';
