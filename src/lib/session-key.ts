/**
 * localStorage key of the platform session, in its own module so the code every guide page loads
 * (selected-project.ts) can check for a session without loading the session module itself.
 */
export const SESSION_STORAGE_KEY = 'plinth-platform-session';
