import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';

/**
 * An operation to hold: every operation of a name, or with `variables`, only those whose
 * variables include these values (the second page of a list, not the first). `name` is what the
 * test releases it by, the operation's name unless given.
 */
export type Hold =
  string | { operationName: string; variables: Record<string, unknown>; name?: string };

interface Gate {
  name: string;
  matches(operation: ApolloLink.Operation): boolean;
  opened: Promise<void>;
  open(): void;
}

/**
 * Holds the operations it is told of until the test releases them, so that a test sees the state
 * a page shows while a request is in flight (a disabled "Importing..." button) however slow the
 * machine is: a mocked response's `delay` is a guess, which a loaded machine can outrun before
 * the test looks. Every other operation goes straight on.
 */
export class HoldLink extends ApolloLink {
  private readonly gates: Gate[];

  constructor(holds: Hold[]) {
    super((operation, forward) => {
      const gate = this.gates.find((candidate) => candidate.matches(operation));
      if (!gate) return forward(operation);
      return new Observable<ApolloLink.Result>((observer) => {
        let closed = false;
        let inner: { unsubscribe(): void } | undefined;
        void gate.opened.then(() => {
          if (!closed) inner = forward(operation).subscribe(observer);
        });
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      });
    });
    this.gates = holds.map(gateOf);
  }

  /** Lets the held operations of `name` (and any later one they match) go on. */
  release(name: string): void {
    const gates = this.gates.filter((gate) => gate.name === name);
    if (gates.length === 0) throw new Error(`${name} is not held`);
    for (const gate of gates) gate.open();
  }
}

function gateOf(hold: Hold): Gate {
  const rule = typeof hold === 'string' ? { operationName: hold, variables: {} } : hold;
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    name: (typeof hold === 'string' ? hold : hold.name) ?? rule.operationName,
    matches: (operation) =>
      operation.operationName === rule.operationName &&
      Object.entries(rule.variables).every(
        ([key, value]) => JSON.stringify(operation.variables[key]) === JSON.stringify(value),
      ),
    opened,
    open,
  };
}
