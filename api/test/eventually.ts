/**
 * Waits until `check` passes, trying it again every `intervalMs`, and throws its last failure
 * once `ms` have gone by: what crosses a socket, PostgreSQL's NOTIFY or another process takes a
 * few milliseconds, and a test asserts it arrived without guessing how long that is. The bound is
 * for a check that never passes, not a speed target: a passing check ends the wait at once, and
 * beside a CPU hog the work itself runs late (two processes took over 5 s to send 50 mails).
 */
export async function eventually(
  check: () => void | Promise<void>,
  ms = 20_000,
  intervalMs = 20,
): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
