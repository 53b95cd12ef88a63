/**
 * Retries a check every 10 ms until it passes, for at most 3 s (then its last failure stands). Give every
 * `assert.ok` inside a message: without one, node re-parses the step file to quote the expression on each
 * failed try (a scenario once took 76 s of acorn parsing instead of 0.09 s).
 */
export async function eventually(check: () => void): Promise<void> {
  for (let waited = 0; ; waited += 10) {
    try {
      check();
      return;
    } catch (error) {
      if (waited >= 3_000) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}
