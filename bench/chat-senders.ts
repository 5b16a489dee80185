import http from 'node:http';

/** One participant posting into their chat over REST, from a client address of their own. */
export class ChatSender {
  private readonly agent: http.Agent;

  constructor(
    private readonly origin: string,
    private readonly requestId: string,
    private readonly token: string,
    /** Each sender is a user of their own: their requests leave from their own address. */
    localAddress: string,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress });
  }

  /**
   * POST /api/expert-hire-request/{id}/chat as the user the token names (the accepted thread
   * for the client, their own for the expert); resolves with the HTTP status (201 when
   * written), or 0 when the request did not complete.
   */
  post(message: string): Promise<number> {
    const url = new URL(`/api/expert-hire-request/${this.requestId}/chat`, this.origin);
    const body = JSON.stringify({ message, messageType: 'text' });
    return new Promise((resolve) => {
      const request = http.request(url, {
        method: 'POST',
        agent: this.agent,
        timeout: 30_000,
        headers: {
          authorization: `Bearer ${this.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      });
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('timeout', () => request.destroy());
      request.on('error', () => resolve(0));
      request.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
