/** Where the expert pages live (lazy routes in app/router.tsx). */
export const EXPERT_BOARD_PATH = '/experts/projects';
export const EXPERT_ADMIN_PATH = '/admin/expert-applications';

/** The dashboard section where a non-expert finds the way into the expert programme. */
export const BECOME_EXPERT_PATH = '/dashboard?section=expert-applications';
