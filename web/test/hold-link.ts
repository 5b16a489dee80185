import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';

/**
 * Holds the operations it is told of until the test releases them, so that a test sees the state
 * a page shows while a request is in flight (a disabled "Importing..." button) however slow the
 * machine is: a mocked response's `delay` is a guess, which a loaded machine can outrun before
 * the test looks. Every other operation goes straight on.
 */
export class HoldLink extends ApolloLink {
  private readonly gates = new Map<string, { opened: Promise<void>; open: () => void }>();

  constructor(operationNames: string[]) {
    super((operation, forward) => {
      const gate = this.gates.get(operation.operationName ?? '');
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
    for (const name of operationNames) {
      let open = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      this.gates.set(name, { opened, open });
    }
  }

  /** Lets the held operation `operationName` (and any later one of that name) go on. */
  release(operationName: string): void {
    const gate = this.gates.get(operationName);
    if (!gate) throw new Error(`${operationName} is not held`);
    gate.open();
  }
}
