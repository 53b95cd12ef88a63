/**
 * Ends the current task and resumes in a new one (`scheduler.yield()` where the browser has it, else a zero timer), so
 * a long stretch of start-up work becomes several short tasks: input and paint can run between them, and no task is
 * long on a slow phone (docs/decisions.md "Boot in short tasks").
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resume) => setTimeout(resume, 0));
}
