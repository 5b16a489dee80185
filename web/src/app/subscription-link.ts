import { ApolloLink } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';

/** A terminating link that answers an operation (the subscription socket's). */
type TerminatingLink = { request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> };

/**
 * A link that loads the real one on the first operation it is given, then hands every operation
 * to it: graphql-ws and the socket link stay out of the home route's bundle and are fetched the
 * first time a page subscribes. A failed load (the chunk could not be fetched) fails that
 * operation and is tried again on the next.
 */
export class LazyLink extends ApolloLink {
  private loading: Promise<TerminatingLink> | undefined;

  constructor(private readonly load: () => Promise<TerminatingLink>) {
    super();
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    return new Observable<ApolloLink.Result>((observer) => {
      let inner: Subscription | undefined;
      let closed = false;
      this.loading ??= this.load().catch((error: unknown) => {
        this.loading = undefined;
        throw error;
      });
      this.loading.then(
        (link) => {
          if (!closed) inner = link.request(operation).subscribe(observer);
        },
        (error: unknown) => observer.error(error),
      );
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  }
}

/** The app's subscription link: the socket link, loaded with its first subscription. */
export function subscriptionLink(): ApolloLink {
  return new LazyLink(() =>
    import('./socket-link').then(({ createSocketLink }) => createSocketLink()),
  );
}
