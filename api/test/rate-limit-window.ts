/**
 * Rate limits count in fixed windows aligned to the clock (a 15-minute policy resets at :00,
 * :15, :30 and :45). A test that spends a budget and expects the refusal must not straddle a
 * reset: this waits, when needed, until the current window has at least `neededMs` left.
 */
export async function awayFromWindowEdge(windowMs: number, neededMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
