import { Query, Resolver } from 'type-graphql';
import type { FeatureModule } from '../../modules/feature-module';

/** A gate the test opens: `testHeldOpen` operations wait at it, counted as they arrive. */
export const gate = {
  entered: 0,
  opened: Promise.resolve(),
  open: () => undefined as void,
  /** Closes the gate: operations from now on wait until `open()`. */
  close(): void {
    this.entered = 0;
    this.opened = new Promise<void>((resolve) => (this.open = resolve));
  },
  /** Resolves once `count` operations wait at the gate. */
  async waitFor(count: number): Promise<void> {
    while (this.entered < count) await new Promise((resolve) => setTimeout(resolve, 10));
  },
};

@Resolver()
class HeldQueryResolver {
  @Query(() => String, { description: 'Runs until the test opens the gate.' })
  async testHeldOpen(): Promise<string> {
    gate.entered += 1;
    await gate.opened;
    return 'done';
  }
}

/** A feature for tests only: an operation that keeps running as long as the test wants. */
export const heldQueryModule: FeatureModule = {
  name: 'test-held-query',
  resolvers: [HeldQueryResolver],
};
