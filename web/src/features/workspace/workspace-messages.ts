/** The sentences the project workspace shows, in one place for tests. */
export const WORKSPACE_MESSAGES = {
  loadFailed: 'Failed to load the project workspace',
  notOpen: 'The workspace is not open yet',
  livePaused: 'Live updates paused.',
  taskFailed: 'Failed to update task status. Please try again.',
  answerEmpty: 'Please enter an answer.',
  answerFailed: 'Failed to submit answer. Please try again.',
  questionEmpty: 'Please enter a question before sending.',
  questionFailed: 'Failed to send question. Please try again.',
  deliverableTitleEmpty: 'Please enter a title.',
  deliverableUrlInvalid: 'Please enter a web address starting with http:// or https://.',
  deliverableFailed: 'Failed to add the deliverable. Please try again.',
  noTasks: 'No tasks yet.',
  noQuestions: 'No questions yet.',
  noDeliverables: 'Nothing delivered yet.',
  completed:
    'This project is completed. Its workspace stays here to read; nothing changes anymore.',
} as const;

/** The sentences of the AI Assistant. */
export const AI_MESSAGES = {
  generateFailed: 'Failed to generate AI assistance',
  fetchFailed: 'Failed to fetch AI assistance',
  unknown: 'Unknown error occurred',
  promptEmpty: 'Please describe what you need help with.',
} as const;
